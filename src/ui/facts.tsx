import type { ReactNode } from 'react';
import styles from './facts.module.css';

/**
 * What something is, term beside value (`<dt>`/`<dd>` children): a connection, a tax card, a work
 * log entry. A caller's class adds how its values are set (tabular figures, kept line breaks).
 */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts}>{children}</dl>;
}
