import type { Transaction } from '@electric-sql/pglite';
import { AURORA, BIRCH } from '../../idp/demo-people.ts';
import type { SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { holidaysOf } from '../../filings/banking-days.ts';
import { AURORA_PLANS, type Author, type AuthorPlan, BIRCH_PLANS } from './worklog-plans.ts';

/**
 * The work log's part of the seed. Aurora has about two years of hours (authored 2024-11-25 … 2026-11-20,
 * moved to the seeding day as events are: the newest day six days before today) by five people and the
 * cash-register integration's write key: well over the 1000 entries an unbounded GET /worklog returns, so
 * that the list is truncated. A few accidental duplicates are voided. Birch has a handful.
 *
 * Everything is computed from the calendar and fixed integer mixing over each day's distance from the
 * seeding day (docs/decisions/0001-seed-lives-in-the-present.md): seeding on the same day writes the same
 * ids, dates, minutes, notes and timestamps, and seeding on another day writes a log of the same shape
 * (about as many entries, as dense in the last weeks). Weekends and holidays are judged on the moved days.
 */

/** The work log's authored range; `worklogRangeOf` gives it as moved to a seeding day. */
export const WORKLOG_SEED = {
  firstDay: '2024-11-25',
  lastDay: '2026-11-20',
} as const;

/** The work log's first and last day as seeded on the clock's day (the last one six days before it). */
export function worklogRangeOf(clock: SeedClock): { firstDay: string; lastDay: string } {
  return { firstDay: clock.date(WORKLOG_SEED.firstDay), lastDay: clock.date(WORKLOG_SEED.lastDay) };
}

/**
 * New Year's Eve is a working day in Finland; the seed's people take it off with the days around Christmas. Every
 * other day off is Finland's: its public holidays, Midsummer Eve and Christmas Eve (banking-days.ts, from
 * date-holidays), so that Easter and Ascension Day have no hours either.
 */
const SEED_DAYS_OFF: ReadonlySet<string> = new Set(['12-31']);

// --- calendar on `YYYY-MM-DD` strings, by whole days since 1970-01-01 (UTC only as arithmetic) ---

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
const weekdayOf = (day: number) => ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;

function isWorkday(iso: string, day: number): boolean {
  if (weekdayOf(day) > 5 || SEED_DAYS_OFF.has(iso.slice(5))) return false;
  return !holidaysOf(Number(iso.slice(0, 4))).has(iso);
}

/** A fixed integer mix of two numbers (no randomness): the same inputs give the same output on every run. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const pick = <T>(list: readonly T[], n: number): T => {
  const value = list[n % list.length];
  if (value === undefined) throw new Error('seed: empty list');
  return value;
};

export interface SeedEntry {
  id: string;
  customerId: string;
  author: Author;
  entryDate: string;
  minutes: number;
  note: string;
  /** Helsinki wall-clock time `YYYY-MM-DD HH:MM:SS`. */
  createdAt: string;
  voidedAfterMinutes: number | null;
}

/**
 * The mixing's key of a day: its distance from the authored day's counterpart of the seeding day, so that a
 * day as many days before today gets the same dice on every seeding day, and on the authored day each day
 * its authored number. Only the calendar (weekends, holidays, summer) differs between seeding days.
 */
const mixKeyOf = (day: number, clock: SeedClock) => day - clock.days;

function entriesOf(customerId: string, prefix: string, plans: readonly AuthorPlan[], clock: SeedClock): SeedEntry[] {
  const entries: SeedEntry[] = [];
  const nextId = () => `wl_${prefix}_${String(entries.length + 1).padStart(5, '0')}`;
  const range = worklogRangeOf(clock);
  const first = dayNumber(range.firstDay);
  const last = dayNumber(range.lastDay);
  const moved = plans.map((plan) => ({
    ...plan,
    from: plan.from === undefined ? undefined : clock.date(plan.from),
    until: plan.until === undefined ? undefined : clock.date(plan.until),
  }));
  for (let day = first; day <= last; day += 1) {
    const iso = isoOfDayNumber(day);
    if (!isWorkday(iso, day)) continue;
    const key = mixKeyOf(day, clock);
    moved.forEach((plan, planIndex) => {
      const seed = planIndex * 7919 + 17;
      if (plan.from !== undefined && iso < plan.from) return;
      if (plan.until !== undefined && iso > plan.until) return;
      if (plan.weekdays !== undefined && !plan.weekdays.includes(weekdayOf(day))) return;
      const monthDay = iso.slice(5);
      if (monthDay >= plan.holiday[0] && monthDay <= plan.holiday[1]) return;
      if (mix(key, seed) % 100 >= plan.density) return;
      const count = mix(key, seed + 1) % 100 < plan.secondEntry ? 2 : 1;
      for (let slot = 0; slot < count; slot += 1) {
        const roll = mix(key * 2 + slot, seed + 2);
        // most hours are logged the same afternoon, about one in eight the next morning
        const lateNextMorning = roll % 8 === 0;
        const createdDay = lateNextMorning ? isoOfDayNumber(day + 1) : iso;
        const hour = lateNextMorning ? 8 : 15 + (roll % 3) + slot;
        const minute = (roll >>> 3) % 60;
        const entry: SeedEntry = {
          id: nextId(),
          customerId,
          author: plan.author,
          entryDate: iso,
          minutes: pick(plan.minutes, roll >>> 5),
          note: pick(plan.notes, roll >>> 9),
          createdAt: `${createdDay} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`,
          voidedAfterMinutes: null,
        };
        entries.push(entry);
        // now and then the same entry was sent twice and the duplicate voided a moment later
        if (roll % 53 === 7) {
          entries.push({
            ...entry,
            id: nextId(),
            createdAt: `${createdDay} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:40`,
            voidedAfterMinutes: 5 + (roll % 30),
          });
        }
      }
    });
  }
  return entries;
}

const COLUMNS = 12;
const BATCH = 200;

async function insert(tx: Transaction, entries: readonly SeedEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    const params: unknown[] = [];
    const rows = batch.map((entry, index) => {
      const p = (n: number) => `$${index * COLUMNS + n}`;
      params.push(
        entry.id,
        entry.customerId,
        entry.author.kind,
        entry.author.kind === 'person' ? entry.author.subject : null,
        entry.author.kind === 'api_key' ? entry.author.keyId : null,
        entry.author.email,
        entry.author.name,
        entry.entryDate,
        entry.minutes,
        entry.note,
        entry.createdAt,
        entry.voidedAfterMinutes,
      );
      const createdAt = `(${p(11)}::timestamp at time zone 'Europe/Helsinki')`;
      const voidedAt = `case when ${p(12)}::int is null then null else ${createdAt} + make_interval(mins => ${p(12)}::int) end`;
      const voidedBy = `case when ${p(12)}::int is null then null
        when ${p(3)} = 'person' then 'person:' || ${p(4)} else 'api_key:' || ${p(5)} end`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}::date, ${p(9)}::int, ${p(10)}, ${createdAt}, ${voidedAt}, ${voidedBy})`;
    });
    await tx.query(
      `insert into worklog_entries
         (id, customer_id, author_kind, author_subject, author_key_id, author_email, author_name, entry_date, minutes, note,
          created_at, voided_at, voided_by)
       values ${rows.join(',\n')}`,
      params,
    );
  }
}

/** The seeded entries of both companies on the clock's day, as `seedWorklog` writes them. */
export function worklogSeedEntries(clock: SeedClock): { aurora: SeedEntry[]; birch: SeedEntry[] } {
  return { aurora: entriesOf(AURORA.customer_id, 'aurora', AURORA_PLANS, clock), birch: entriesOf(BIRCH.customer_id, 'birch', BIRCH_PLANS, clock) };
}

export const seedWorklog: SeedStep = async (tx, clock) => {
  const { aurora, birch } = worklogSeedEntries(clock);
  await insert(tx, aurora);
  await insert(tx, birch);
};
