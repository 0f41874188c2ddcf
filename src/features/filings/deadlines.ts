import { isUnreadable, readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import { compareDates } from '../../api/schemas/calendar.ts';
import type { FilingFigure, FilingList } from '../../api/schemas/filings.ts';
import type { KnownRole } from '../../api/schemas/roles.ts';
import type { z } from '../../api/zod.ts';

export type ReadFiling = Exclude<Read<FilingList>['filings'][number], UnreadableItem>;
export type ReadFigure = z.output<typeof FilingFigure>;

/** Days from today to the due date in the Finnish calendar: 0 on the day, negative once past it. */
export function daysUntil(dueDate: string, today: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(dueDate) - day(today)) / 86_400_000);
}

/** The deadlines page's three parts: what waits for the company's approval, what is still to file, what is filed. */
export interface DeadlineGroups {
  awaiting: ReadFiling[];
  /** Not filed and not waiting for the company, by due date (the late ones come first, being the earliest); an unreadable item in its place at the end. */
  coming: (ReadFiling | UnreadableItem)[];
  /** Filed, the newest period first. */
  filed: ReadFiling[];
}

/**
 * The filings as the page lists them. A state the portal does not know is never taken to be done: such a
 * filing stays among those still to file, shown as it came; so does an item that could not be read.
 */
export function groupDeadlines(filings: readonly (ReadFiling | UnreadableItem)[]): DeadlineGroups {
  const readable = readableItems(filings);
  const byDue = (a: ReadFiling, b: ReadFiling) => compareDates(a.due_date, b.due_date) || a.id.localeCompare(b.id);
  return {
    awaiting: readable.filter((filing) => filing.state === 'awaiting_review').sort(byDue),
    coming: [...readable.filter((filing) => filing.state !== 'awaiting_review' && filing.state !== 'filed').sort(byDue), ...filings.filter(isUnreadable)],
    filed: readable
      .filter((filing) => filing.state === 'filed')
      .sort((a, b) => compareDates(b.period_to, a.period_to) || compareDates(b.due_date, a.due_date) || a.id.localeCompare(b.id)),
  };
}

/** What a period names: a month, a quarter, a year, or a payday (an Incomes Register report); anything else as it came. */
export type PeriodParts =
  | { kind: 'month'; year: string; month: number }
  | { kind: 'quarter'; year: string; quarter: number }
  | { kind: 'year'; year: string }
  | { kind: 'payday'; date: string }
  | { kind: 'other'; text: string };

export function periodParts(period: string): PeriodParts {
  const payday = /^\d{4}-\d{2}-\d{2}$/.exec(period);
  if (payday) return { kind: 'payday', date: period };
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (month?.[1] && month[2]) return { kind: 'month', year: month[1], month: Number(month[2]) };
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter?.[1] && quarter[2]) return { kind: 'quarter', year: quarter[1], quarter: Number(quarter[2]) };
  if (/^\d{4}$/.test(period)) return { kind: 'year', year: period };
  return { kind: 'other', text: period };
}

/** The amount the company pays with the return (VAT: `tax_payable`), when its figures name one. */
export function payableOf(figures: readonly ReadFigure[]): ReadFigure | undefined {
  return figures.find((figure) => figure.key === 'tax_payable') ?? figures.find((figure) => figure.key.endsWith('payable'));
}

/** A figure that differs between what the person saw and what the filing holds now; `null` where it is not there. */
export interface FigureChange {
  key: string;
  label: string;
  seen: number | null;
  now: number | null;
}

/** What changed between two sets of figures, in the order of the new ones, then those gone. */
export function figureChanges(seen: readonly ReadFigure[], now: readonly ReadFigure[]): FigureChange[] {
  const before = new Map(seen.map((figure) => [figure.key, figure]));
  const after = new Map(now.map((figure) => [figure.key, figure]));
  const changed: FigureChange[] = now
    .filter((figure) => before.get(figure.key)?.amount_cents !== figure.amount_cents)
    .map((figure) => ({ key: figure.key, label: figure.label, seen: before.get(figure.key)?.amount_cents ?? null, now: figure.amount_cents }));
  const gone = seen.filter((figure) => !after.has(figure.key)).map((figure) => ({ key: figure.key, label: figure.label, seen: figure.amount_cents, now: null }));
  return [...changed, ...gone];
}

/**
 * Who decides on a prepared return (the reviewFiling operation): a named person, signed in, who is the
 * company's admin or approver. The firm's staff and API keys read it.
 */
export function mayDecide(membership: { roles: readonly KnownRole[]; staff: boolean }, principalKind: string): boolean {
  return principalKind === 'interactive' && !membership.staff && membership.roles.some((role) => role === 'admin' || role === 'approver');
}
