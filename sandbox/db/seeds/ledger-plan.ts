import { addDays, periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import type { EntryLine, NewEntry } from '../../books/post-entry.ts';
import type { SeedClock } from '../seed-clock.ts';

/**
 * The ledger seed's plan: the entries of one company, gathered before any is posted, so that the VAT and
 * payroll liabilities a month leaves can be settled from what was planned.
 */

/**
 * What the ledger seed books: two years of months, the 24 up to the seeding day's, up to the day before it. As
 * authored (docs/decisions/0001-seed-lives-in-the-present.md), December 2024 to 25 November 2026; the first
 * month moves by months (it is a month of the books' calendar), the last day by days (yesterday stays
 * yesterday), so that every run on the same day writes the same books.
 */
export interface LedgerRange {
  /** The seeding day. */
  today: string;
  /** The first month of the books `YYYY-MM`: the opening balances are dated on its first day. */
  firstMonth: string;
  /** The last day booked `YYYY-MM-DD`: nothing is dated after it. */
  lastDay: string;
  /** Every month from the first to the last day's, in order. */
  periods: readonly string[];
}

export function ledgerRangeOf(clock: SeedClock): LedgerRange {
  const firstMonth = clock.period('2024-12');
  const lastDay = clock.date('2026-11-25');
  const periods: string[] = [];
  for (let period = firstMonth; period <= periodOf(lastDay); period = shiftPeriod(period, 1)) periods.push(period);
  return { today: clock.today, firstMonth, lastDay, periods };
}

/** Whole months from the books' first month to `period`: the first month is 0. */
export const monthsSince = (firstMonth: string, period: string) =>
  (Number(period.slice(0, 4)) - Number(firstMonth.slice(0, 4))) * 12 + Number(period.slice(5, 7)) - Number(firstMonth.slice(5, 7));

export const FIRM = 'Sari Laine (Tilitoimisto Laine)';
export const AGENT = 'Kirjanpitoagentti';

/** The general VAT rate of a day: 25.5 % from 1 Sep 2024, 24 % before. */
export const vatBasisPointsOn = (isoDate: string) => (isoDate >= '2024-09-01' ? 2550 : 2400);
export const vatCodeOn = (isoDate: string) => (isoDate >= '2024-09-01' ? '25.5' : '24');

/** The VAT included in a gross sum, rounded to the cent. */
export const vatOfGross = (grossCents: number, basisPoints: number) => grossCents - Math.round((grossCents * 10000) / (10000 + basisPoints));

/** A deterministic number in [0, 1) for a name: the same seed, the same "randomness". */
export function unitOf(name: string): number {
  let hash = 2166136261;
  for (const character of name) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  hash = Math.imul(hash ^ (hash >>> 15), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/** `2026-11` and day 5 → `2026-11-05`. */
export const dayOf = (period: string, day: number) => `${period}-${String(day).padStart(2, '0')}`;

/**
 * When the entry was booked: a couple of days after its date, in the morning (Finnish time in winter), but
 * never after the last day booked, so that no entry of the past is booked in the future.
 */
export function bookedAtOf(isoDate: string, lastDay: string, daysLater = 2): string {
  const day = addDays(isoDate, daysLater);
  return `${day < lastDay ? day : lastDay}T07:20:00.000Z`;
}

export const debit = (account_code: string, cents: number, description: string, extra: Partial<EntryLine> = {}): EntryLine => ({
  account_code,
  description,
  debit_cents: cents,
  ...extra,
});
export const credit = (account_code: string, cents: number, description: string, extra: Partial<EntryLine> = {}): EntryLine => ({
  account_code,
  description,
  credit_cents: cents,
  ...extra,
});

/** A company's planned entries, in the order they are posted. */
export class LedgerPlan {
  readonly entries: NewEntry[] = [];

  constructor(
    readonly customerId: string,
    readonly range: LedgerRange,
  ) {}

  add(entry: Omit<NewEntry, 'customer_id' | 'booked_at' | 'lines'> & { booked_at?: string; lines: readonly EntryLine[] }): void {
    if (entry.date > this.range.lastDay) return;
    // A zero line is no line: an entry whose part is nothing (a month without input VAT) leaves it out.
    const lines = entry.lines.filter((line) => (line.debit_cents ?? 0) > 0 || (line.credit_cents ?? 0) > 0);
    if (lines.length === 0) return;
    this.entries.push({ ...entry, customer_id: this.customerId, booked_at: entry.booked_at ?? bookedAtOf(entry.date, this.range.lastDay), lines });
  }

  /** Debits less credits of an account over the entries dated in a month, as planned so far. */
  netDebitIn(period: string, accountCode: string): number {
    let total = 0;
    for (const entry of this.entries) {
      if (!entry.date.startsWith(period)) continue;
      for (const line of entry.lines) if (line.account_code === accountCode) total += (line.debit_cents ?? 0) - (line.credit_cents ?? 0);
    }
    return total;
  }
}
