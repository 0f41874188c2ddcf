import type { ReactNode } from 'react';
import styles from './bills.module.css';

/** The parts every card of the bill review is made of: a titled section and its facts, term above value. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Facts in a grid of columns as wide as the card allows (ui/facts.tsx puts a term beside its value instead). */
export function FactGrid({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A cell's column heading, shown in the cell itself where the table is laid out as stacked rows (a phone,
 * the column beside the original: bills.module.css `.reflow`). Hidden from assistive technology, which
 * has the table's own column headings: the table keeps its roles when laid out as blocks.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}
