import { compareDates, periodOf, shiftPeriod } from '../../api/schemas/calendar.ts';
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

/** The figures of a tile: revenue less expenses plus the rest (`other`) is the result, so that the sum holds. */
export type TileFigure = 'revenue' | 'expenses' | 'other' | 'result';

export interface Glance {
  period: string;
  month: BooksMonth;
  /**
   * The month has ended and is booked or being booked: it is compared with a year before. Else (this month, or
   * one nothing is booked of yet) its figures are what is booked so far, compared with nothing.
   */
  monthCompared: boolean;
  monthFigures: Record<TileFigure | 'cash', Compared>;
  /** The months of this year compared (January up to the last compared one); null while none of them has ended. */
  year: { through: string; leftOut: string[]; figures: Record<TileFigure, Compared> } | null;
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
 * Whether a month is compared with the same month a year before: once it has ended (before `currentPeriod`) and
 * is booked (`closed`) or being booked (`in_progress`). A month still running, or one nothing is booked of yet
 * (`open`, or a state the portal does not know), would read as a fall of up to −100 %.
 */
export function isCompared(month: BooksMonth, currentPeriod: string): boolean {
  return compareDates(month.period, currentPeriod) < 0 && (month.state === 'closed' || month.state === 'in_progress');
}

/** What else is in a month's result besides revenue less expenses: other income, financial income, taxes. */
const otherOf = (figures: MonthFigures) => figures.result_cents - figures.revenue_cents + figures.expenses_cents;

const FIGURES: Record<TileFigure | 'cash', (figures: MonthFigures) => number> = {
  revenue: (figures) => figures.revenue_cents,
  expenses: (figures) => figures.expenses_cents,
  other: otherOf,
  result: (figures) => figures.result_cents,
  cash: (figures) => figures.cash_cents,
};

/**
 * The books at a glance from `GET /books/months`: the newest month (the current one: the service lists months
 * up to it) and this year so far, each against the same months a year before where that compares like with
 * like (`isCompared`): the year so far runs from January to the last month compared, and a month still running
 * is shown as booked so far. A year's figure is the sum of its months, and only when every one of them is in
 * the books (and readable): else it is not known, rather than a sum that leaves a month out.
 */
export function glanceOf(months: readonly BooksMonth[], today: string): Glance | undefined {
  const newest = [...months].sort((a, b) => compareDates(b.period, a.period))[0];
  if (!newest) return undefined;
  const current = periodOf(today);
  const known = byPeriod(months);
  const monthCompared = isCompared(newest, current);
  const lastYear = monthCompared ? known.get(shiftPeriod(newest.period, -12)) : undefined;
  const monthFigure = (figure: TileFigure | 'cash'): Compared => ({ now: FIGURES[figure](newest.figures), before: lastYear ? FIGURES[figure](lastYear.figures) : null });

  const sum = (periods: string[], figure: TileFigure): number | null => {
    let total = 0;
    for (const period of periods) {
      const month = known.get(period);
      if (!month) return null;
      total += FIGURES[figure](month.figures);
    }
    return total;
  };
  let year: Glance['year'] = null;
  for (let through = newest.period; through.startsWith(newest.period.slice(0, 4)); through = shiftPeriod(through, -1)) {
    const month = known.get(through);
    if (!month || !isCompared(month, current)) continue;
    const span = yearSoFar(through);
    const leftOut: string[] = [];
    for (let after = shiftPeriod(through, 1); compareDates(after, newest.period) <= 0; after = shiftPeriod(after, 1)) leftOut.push(after);
    const yearFigure = (figure: TileFigure): Compared => ({ now: sum(span.now, figure), before: sum(span.before, figure) });
    year = { through, leftOut, figures: { revenue: yearFigure('revenue'), expenses: yearFigure('expenses'), other: yearFigure('other'), result: yearFigure('result') } };
    break;
  }

  return {
    period: newest.period,
    month: newest,
    monthCompared,
    monthFigures: { revenue: monthFigure('revenue'), expenses: monthFigure('expenses'), other: monthFigure('other'), result: monthFigure('result'), cash: monthFigure('cash') },
    year,
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
