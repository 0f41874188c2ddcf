import type { ReactNode } from 'react';
import styles from './pill.module.css';

/** A short status or kind in a rounded outline: the caller's class gives its colour (and the outline's). */
export function Pill({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `${styles.pill} ${className}` : styles.pill}>{children}</span>;
}
