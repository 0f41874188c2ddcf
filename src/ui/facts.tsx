import type { ReactNode } from 'react';
import styles from './facts.module.css';

/**
 * What something is, term and value (`<dt>`/`<dd>` children, or `Fact`s): a connection, a tax card, a work
 * log entry, a bill. `beside`: each term beside its value; `columns`: term above value, in as many columns as
 * the width allows (many short facts, a bill's summary). A caller's class adds how its values are set
 * (tabular figures, kept line breaks).
 */
export function Facts({ layout = 'beside', className, children }: { layout?: 'beside' | 'columns'; className?: string; children: ReactNode }) {
  const own = layout === 'columns' ? styles.columns : styles.facts;
  return <dl className={className ? `${own} ${className}` : own}>{children}</dl>;
}

/** One term and its value, kept together (a `<div>` of the list) so the columns layout never parts them. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
