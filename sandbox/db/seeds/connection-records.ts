/** What each seeded connection delivered, month by month: the record kinds, their counts, amounts and days, and when a feed stopped. */
import { daysInMonth, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { type SeedClock } from '../seed-clock.ts';

/** When the failing wallet feed delivered its last event (authored; moved by days). */
export const PAYWALLET_FEED_STOPPED = '2026-11-13';

/** One record kind's records in one month: how many, and each one's amount, day and booking. */
interface KindPlan {
  kind: string;
  count: (m: number) => number;
  amount: (m: number, n: number) => number;
  inBooks: (m: number, n: number) => boolean;
}

interface RecordPlan {
  connectionId: string;
  firstMonth: string;
  months: number;
  /** Month indexes (0 = firstMonth) the source delivered nothing for: gaps. */
  skip?: (m: number, kind: string) => boolean;
  kinds: KindPlan[];
  /** Records the source sent without a date. */
  undated?: { kind: string; amount: number; inBooks: boolean }[];
  /**
   * A feed that stopped on this authored day (an event, moved by days): its records end there, and its last
   * month is that day's month rather than `firstMonth + months - 1`.
   */
  stoppedOn?: string;
}

export const RECORDS: RecordPlan[] = [
  {
    // 45 months: more than the 36 a summary shows.
    connectionId: 'conn_aurora_bank',
    firstMonth: '2023-03',
    months: 45,
    kinds: [
      { kind: 'bank_credit', count: (m) => 6 + (m % 4), amount: (m, n) => 25_000 + ((m * 7919 + n * 104_729) % 400_000), inBooks: (m, n) => m < 43 || (m === 43 && n % 3 !== 0) },
      { kind: 'bank_debit', count: (m) => 10 + (m % 5), amount: (m, n) => -(1_500 + ((m * 6007 + n * 7717) % 150_000)), inBooks: (m, n) => m < 43 || (m === 43 && n % 2 === 0) || (m === 44 && n % 4 === 0) },
    ],
    undated: [
      { kind: 'bank_debit', amount: -1_250, inBooks: true },
      { kind: 'bank_debit', amount: -890, inBooks: false },
      { kind: 'bank_debit', amount: -3_400, inBooks: false },
      { kind: 'bank_credit', amount: 12_000, inBooks: false },
    ],
  },
  {
    // 2025-09 … 2026-11 with nothing at all in 2026-03 and no fees in 2026-06.
    connectionId: 'conn_aurora_acquirer_ecom',
    firstMonth: '2025-09',
    months: 15,
    skip: (m, kind) => m === 6 || (m === 9 && kind === 'card_fee'),
    kinds: [
      { kind: 'card_settlement', count: (m) => 8 + (m % 3), amount: (m, n) => 40_000 + ((m * 3571 + n * 9973) % 250_000), inBooks: (m, n) => m < 14 || n % 2 === 0 },
      { kind: 'card_fee', count: () => 2, amount: (m, n) => -(900 + ((m * 131 + n * 577) % 2_500)), inBooks: (m) => m < 14 },
      { kind: 'chargeback', count: (m) => (m % 5 === 2 ? 1 : 0), amount: (m) => -(5_000 + m * 250), inBooks: () => true },
    ],
    undated: [{ kind: 'chargeback', amount: -7_450, inBooks: false }],
  },
  {
    connectionId: 'conn_aurora_storefront',
    firstMonth: '2026-09',
    months: 3,
    kinds: [
      { kind: 'order', count: (m) => 20 + m * 5, amount: (m, n) => 1_990 + ((m * 401 + n * 1_237) % 18_000), inBooks: (m, n) => m < 2 || n % 2 === 0 },
      { kind: 'refund', count: () => 2, amount: (m, n) => -(1_990 + m * 100 + n * 50), inBooks: (m) => m < 2 },
    ],
  },
  {
    // The feed stopped on 13 November 2026 (its grant's feed is failing).
    connectionId: 'conn_aurora_paywallet',
    firstMonth: '2026-05',
    months: 7,
    stoppedOn: PAYWALLET_FEED_STOPPED,
    kinds: [
      { kind: 'wallet_payment', count: (m) => 12 + m, amount: (m, n) => 2_500 + ((m * 211 + n * 1_601) % 30_000), inBooks: (m) => m < 6 },
      { kind: 'wallet_fee', count: () => 1, amount: (m) => -(350 + m * 20), inBooks: (m) => m < 6 },
    ],
  },
  {
    connectionId: 'conn_birch_acquirer_ecom',
    firstMonth: '2026-01',
    months: 11,
    kinds: [
      { kind: 'card_settlement', count: (m) => 4 + (m % 2), amount: (m, n) => 15_000 + ((m * 577 + n * 3_001) % 60_000), inBooks: (m) => m < 10 },
      { kind: 'card_fee', count: () => 1, amount: (m) => -(400 + m * 15), inBooks: (m) => m < 10 },
    ],
  },
];

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;

/**
 * A plan's records as delivered by the seeding day: its months moved by whole months (`m` counts from the
 * moved first month, so gaps and booking lags stay as many months back). The days of a month are spread
 * over its first 28, or only up to the last day that had happened: today in this month, the day a
 * stopped feed stopped in its month.
 */
export function recordsOf(plan: RecordPlan, clock: SeedClock) {
  const rows: { kind: string; date: string | null; amount: number; journal: string | null }[] = [];
  const firstMonth = clock.period(plan.firstMonth);
  const stopped = plan.stoppedOn === undefined ? undefined : clock.date(plan.stoppedOn);
  const months = stopped === undefined ? plan.months : monthIndex(stopped.slice(0, 7)) - monthIndex(firstMonth) + 1;
  const lastDate = stopped ?? clock.today;
  for (let m = 0; m < months; m++) {
    const period = shiftPeriod(firstMonth, m);
    // the days the month's records may fall on: 28, or fewer in the month of its last day
    const spread = period === lastDate.slice(0, 7) ? Math.min(28, Number(lastDate.slice(8, 10))) : Math.min(28, daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7))));
    for (const kind of plan.kinds) {
      if (plan.skip?.(m, kind.kind)) continue;
      for (let n = 1; n <= kind.count(m); n++) {
        const day = 1 + ((n * 5 + m) % spread);
        const date = `${period}-${String(day).padStart(2, '0')}`;
        rows.push({ kind: kind.kind, date, amount: kind.amount(m, n), journal: kind.inBooks(m, n) ? `je_${plan.connectionId}_${m}_${kind.kind}_${n}` : null });
      }
    }
  }
  (plan.undated ?? []).forEach((record, index) => {
    rows.push({ kind: record.kind, date: null, amount: record.amount, journal: record.inBooks ? `je_${plan.connectionId}_undated_${index}` : null });
  });
  return rows;
}
