import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.tsx';
import styles from './page-top.module.css';

/**
 * The top of an area's own page: its heading and the words that introduce it. The boot draws the same top
 * before the portal's code has arrived (src/app/first-screen/), so its markup is kept to exactly this.
 */
export function PageTop({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <div className={styles.intro}>{children}</div>
    </>
  );
}
