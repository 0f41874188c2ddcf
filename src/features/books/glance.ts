import { compareDates, shiftPeriod } from '../../api/schemas/calendar.ts';
import type { Read } from '../../api/reading.ts';
import type { BooksMonth as BooksMonthShape, MonthFigures } from '../../api/schemas/books.ts';
import { yearSoFar } from './periods.ts';

/** A figure against the same period a year before; null where a month of the period is not in the books. */
export interface Compared {
  now: number | null;
  before: number | null;
}

/** How a figure differs from a year before, for the words beside it. */
export type ChangeInWords =
  | { kind: 'none' }
  | { kind: 'same' }
  | { kind: 'fromZero' }
  | { kind: 'percent'; percent: number };

export interface Glance {
  period: string;
  month: BooksMonth;
  monthFigures: Record<'revenue' | 'expenses' | 'result' | 'cash', Compared>;
  yearFigures: Record<'revenue' | 'expenses' | 'result', Compared>;
}

export interface ChartMonth {
  period: string;
  now: number | null;
  before: number | null;
}

type Figure = keyof MonthFigures;
/** A month as read: its changes after closing may hold an item that could not be read. */
export type BooksMonth = Read<BooksMonthShape>;

function byPeriod(months: readonly BooksMonth[]): Map<string, BooksMonth> {
  return new Map(months.map((month) => [month.period, month]));
}

/**
 * The books at a glance from `GET /books/months`: the newest month (the current one: the service lists
 * months up to it) and this year so far, each figure against the same months a year before. A year so far is
 * the sum of its months, and only when every one of them is in the books (and readable): else its figure is
 * not known, rather than a sum that leaves a month out.
 */
export function glanceOf(months: readonly BooksMonth[]): Glance | undefined {
  const newest = [...months].sort((a, b) => compareDates(b.period, a.period))[0];
  if (!newest) return undefined;
  const known = byPeriod(months);
  const lastYear = known.get(shiftPeriod(newest.period, -12));
  const monthFigure = (figure: Figure): Compared => ({ now: newest.figures[figure], before: lastYear ? lastYear.figures[figure] : null });

  const span = yearSoFar(newest.period);
  const sum = (periods: string[], figure: Figure): number | null => {
    let total = 0;
    for (const period of periods) {
      const month = known.get(period);
      if (!month) return null;
      total += month.figures[figure];
    }
    return total;
  };
  const yearFigure = (figure: Figure): Compared => ({ now: sum(span.now, figure), before: sum(span.before, figure) });

  return {
    period: newest.period,
    month: newest,
    monthFigures: {
      revenue: monthFigure('revenue_cents'),
      expenses: monthFigure('expenses_cents'),
      result: monthFigure('result_cents'),
      cash: monthFigure('cash_cents'),
    },
    yearFigures: { revenue: yearFigure('revenue_cents'), expenses: yearFigure('expenses_cents'), result: yearFigure('result_cents') },
  };
}

/**
 * The change in words: a whole percentage of the year-before figure (its size, so that a loss that grew reads
 * as a fall), "the same", or nothing to compare with when a year before is missing or zero.
 */
export function changeOf({ now, before }: Compared): ChangeInWords {
  if (now === null || before === null) return { kind: 'none' };
  if (now === before) return { kind: 'same' };
  if (before === 0) return { kind: 'fromZero' };
  const percent = Math.round(((now - before) * 100) / Math.abs(before));
  return percent === 0 ? { kind: 'same' } : { kind: 'percent', percent };
}

/** The last 12 months of a figure, oldest first, each beside the same month a year before. */
export function chartMonthsOf(months: readonly BooksMonth[], figure: Figure = 'revenue_cents'): ChartMonth[] {
  const newest = [...months].sort((a, b) => compareDates(b.period, a.period))[0];
  if (!newest) return [];
  const known = byPeriod(months);
  return Array.from({ length: 12 }, (_, index) => {
    const period = shiftPeriod(newest.period, index - 11);
    return { period, now: known.get(period)?.figures[figure] ?? null, before: known.get(shiftPeriod(period, -12))?.figures[figure] ?? null };
  });
}

/** The last 12 months, newest first: the months whose state the home lists. */
export function recentMonths(months: readonly BooksMonth[]): BooksMonth[] {
  return [...months].sort((a, b) => compareDates(b.period, a.period)).slice(0, 12);
}
