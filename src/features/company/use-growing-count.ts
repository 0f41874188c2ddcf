import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../yield-to-main.ts';

/**
 * How many of `total` items to draw now: `first` at once, then `step` more after each paint, as transitions,
 * until all are drawn. A long list thus comes in commits of a bounded size, each laid out on its own, instead
 * of one long task (docs/decisions/0023: the overview's ~150 file rows were one 80-140 ms style and layout task at CPU x4);
 * every item still ends up in the page (find-in-page, print, in-page links). The count never goes down when
 * `total` changes, so a new answer never shortens what the person is looking at.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) startTransition(() => setCount(count + step));
    });
    return () => {
      cancelled = true;
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
