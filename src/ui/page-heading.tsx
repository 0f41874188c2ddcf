import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * The page's one h1. It also names the browser tab and history entry after itself, in the language
 * shown ("Työaikakirjaus – Asiakasportaali"), so that tabs, bookmarks and a screen reader's window
 * list tell pages apart.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    if (focusPending && ref.current) {
      focusPending = false;
      ref.current.focus();
    }
  }, []);
  // after every render: the heading's text may change without its children changing identity
  useEffect(() => {
    const text = ref.current?.textContent?.trim();
    document.title = text ? `${text} – ${appName}` : appName;
  });
  return (
    <h1 ref={ref} tabIndex={-1} id="page-heading">
      {children}
    </h1>
  );
}
