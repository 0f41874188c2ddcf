import { useEffect, useRef, type ReactNode } from 'react';

/**
 * After every navigation the page's heading takes focus, so that keyboard and screen-reader users
 * start reading the new page from its top. A view that is still loading takes the focus when its
 * heading appears.
 */
let focusPending = false;

export function focusPageHeading(): void {
  const heading = document.getElementById('page-heading');
  if (heading) heading.focus();
  else focusPending = true;
}

export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusPending && ref.current) {
      focusPending = false;
      ref.current.focus();
    }
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} id="page-heading">
      {children}
    </h1>
  );
}
