import { useEffect, type RefObject } from 'react';

/** The element id a URL fragment names (`#ingest-file-a%20b` → `ingest-file-a b`), or null. */
function fragmentOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * A place on the page that may be linked to before it is drawn: "needs attention" links to a failed file's row
 * in the cards below it, which come only once the list has settled, and their rows a part at a time
 * (use-growing-count.ts). The browser scrolls to a fragment only as it is followed, never to one drawn later:
 * this brings the target into view once it is drawn inside `within`, when the link was followed (or the page
 * opened at that address) before. A target already drawn when its link is followed is the browser's to scroll to.
 */
export function useLateFragment(within: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = within.current;
    if (!container) return;
    let pending = fragmentOf(window.location.hash);
    const look = () => {
      if (pending === null) return;
      const target = document.getElementById(pending);
      if (target === null || !container.contains(target)) return;
      pending = null;
      target.scrollIntoView({ block: 'start' });
    };
    const follow = () => {
      const id = fragmentOf(window.location.hash);
      pending = id !== null && document.getElementById(id) === null ? id : null;
    };
    // what is drawn into the container later: the rows a part at a time
    const drawn = new MutationObserver(look);
    drawn.observe(container, { childList: true, subtree: true });
    window.addEventListener('hashchange', follow);
    look();
    return () => {
      drawn.disconnect();
      window.removeEventListener('hashchange', follow);
    };
  }, [within]);
}
