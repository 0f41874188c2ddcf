import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * What holds a table wider than a phone: it scrolls sideways inside itself, never the page (docs/decisions/0021,\n * principle 9). A region that scrolls is a stop of the keyboard (so its overflow can be reached without a
 * pointer) and is named, by the element `labelledBy` names or by `label`, so a screen reader says what it
 * holds when it gets there.
 */
export function ScrollRegion({ labelledBy, label, className, children }: { labelledBy?: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${styles.region} ${className}` : styles.region} role="region" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} tabIndex={0}>
      {children}
    </div>
  );
}
