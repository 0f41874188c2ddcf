/** The coverage calendar's rules, apart from React: what each source delivered month by month. */
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { type SummaryMonth, inBooksShare } from './model.ts';

// --- coverage calendar ---------------------------------------------------------------------------

/** What a source delivered in a month (or of one kind in it): how many records, and how many of them are in the books. */
export interface Delivered {
  state: 'booked' | 'partial' | 'unbooked';
  count: number;
  inBooks: number;
}

export function deliveredOf(groups: readonly SummaryMonth['groups'][number][]): Delivered {
  const count = groups.reduce((sum, g) => sum + g.count, 0);
  const inBooks = groups.reduce((sum, g) => sum + g.in_books_count, 0);
  return { state: inBooks >= count ? 'booked' : inBooks === 0 ? 'unbooked' : 'partial', count, inBooks };
}

export type CoverageCell =
  | { state: 'outside' }
  /** The source delivered nothing at all that month. */
  | { state: 'gap' }
  /** The source delivered that month, but nothing of this kind. */
  | { state: 'none' }
  | Delivered;

export interface CoverageRow {
  /** null: every kind together */
  kind: string | null;
  label: string;
  cells: CoverageCell[];
}

export interface CoverageYear {
  year: number;
  rows: CoverageRow[];
}

export interface CoverageCalendar {
  /** first and last month of the window, `YYYY-MM` */
  from: string;
  to: string;
  years: CoverageYear[];
  gapCount: number;
}

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
const periodOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
/** The months a summary dates; its undated records (month null) belong to no month of a calendar. */
const datedMonths = (months: readonly SummaryMonth[]) => months.filter((m): m is SummaryMonth & { month: string } => m.month !== null);

/**
 * Sources × months as a calendar (one row of twelve months per year and kind, newest year first).
 * The window runs from the oldest month the summary holds to the newest, or to the current month
 * when the source has gone quiet since, so a feed that stopped shows its missing months too; it is
 * never longer than the summary's 36 months. A month inside the window in which the source
 * delivered nothing is a gap. It is drawn from the months that could be read (readableItems).
 */
export function coverageCalendar(
  months: readonly SummaryMonth[],
  currentMonth: string,
  allLabel: string,
): CoverageCalendar | null {
  const dated = datedMonths(months);
  if (dated.length === 0) return null;
  const indexes = dated.map((m) => monthIndex(m.month));
  const last = Math.max(...indexes, monthIndex(currentMonth));
  const first = Math.max(Math.min(...indexes), last - 35);

  const kinds: { kind: string; label: string }[] = [];
  for (const month of dated) {
    for (const group of month.groups) if (!kinds.some((k) => k.kind === group.kind)) kinds.push({ kind: group.kind, label: group.label });
  }
  const byMonth = new Map(dated.map((m) => [monthIndex(m.month), m.groups]));

  let gapCount = 0;
  for (let index = first; index <= last; index++) if (!byMonth.has(index)) gapCount++;

  const cellFor = (index: number, kind: string | null): CoverageCell => {
    if (index < first || index > last) return { state: 'outside' };
    const groups = byMonth.get(index);
    if (!groups) return { state: 'gap' };
    const chosen = kind === null ? groups : groups.filter((g) => g.kind === kind);
    return chosen.length === 0 ? { state: 'none' } : deliveredOf(chosen);
  };

  const years: CoverageYear[] = [];
  for (let year = Math.floor(last / 12); year >= Math.floor(first / 12); year--) {
    const row = (kind: string | null, label: string): CoverageRow => ({
      kind,
      label,
      cells: Array.from({ length: 12 }, (_, month) => cellFor(year * 12 + month, kind)),
    });
    years.push({ year, rows: [row(null, allLabel), ...kinds.map((k) => row(k.kind, k.label))] });
  }
  return { from: periodOf(first), to: periodOf(last), years, gapCount };
}

/** The current month in Finnish time, `YYYY-MM`: a month boundary is the same for everyone. */
export function currentMonthInFinland(now: Date = new Date()): string {
  return todayInFinland(now).slice(0, 7);
}

// --- the company's coverage: connected sources × the last twelve months ----------------------------

/** The `length` months that end with `currentMonth` (`YYYY-MM`), oldest first. */
export function monthsEndingWith(currentMonth: string, length = 12): string[] {
  const last = monthIndex(currentMonth);
  return Array.from({ length }, (_, i) => periodOf(last - length + 1 + i));
}

export type SourceMonth =
  /** Before the source's first delivered month, or the source has delivered nothing yet. */
  | { state: 'before' }
  /** A month after the first delivered one, and before this one, in which the source delivered nothing. */
  | { state: 'gap' }
  /** This month, which is not over: nothing yet is not a gap. */
  | { state: 'pending' }
  /** share: in_books_count of count in basis points. */
  | (Delivered & { share: number });

export interface SourceCoverage {
  /** One per month of the window, in its order. */
  cells: SourceMonth[];
  gapCount: number;
  /** The oldest month the summary shows records in, `YYYY-MM`; null when the source has delivered nothing dated. */
  firstDelivered: string | null;
}

/**
 * One source's row of the company's coverage calendar: each month of `window` (ending with the
 * current month) with the records the source delivered in it. The first delivery is read from the
 * whole summary, so a source that delivered before the window has gaps from the window's start;
 * months of the summary outside the window and records without a date count in no cell. It is drawn
 * from the months that could be read (readableItems).
 */
export function sourceCoverage(months: readonly SummaryMonth[], window: readonly string[], currentMonth: string): SourceCoverage {
  const delivered = new Map<string, Delivered>();
  for (const month of datedMonths(months)) {
    const total = deliveredOf(month.groups);
    if (total.count > 0) delivered.set(month.month, total);
  }
  const firstDelivered = [...delivered.keys()].sort()[0] ?? null;
  let gapCount = 0;
  const cells = window.map((month): SourceMonth => {
    const total = delivered.get(month);
    if (total) return { ...total, share: inBooksShare(total.inBooks, total.count) ?? 0 };
    if (firstDelivered === null || month < firstDelivered) return { state: 'before' };
    if (month >= currentMonth) return { state: 'pending' };
    gapCount++;
    return { state: 'gap' };
  });
  return { cells, gapCount, firstDelivered };
}
