/**
 * Finnish VAT rates by date, and the check of a bill line's rate against them.
 *
 * Which date: a bill line has no date of its own in the contract (spec §2.11), so a line is judged by
 * its bill's `issue_date`. The rate legally follows the time of supply; a bill issued after a rate
 * change for a supply made before it (a leasing month, say) can therefore be flagged although it is
 * right. The flag asks a person to look; it decides nothing.
 *
 * The table starts on 1.7.2010; earlier dates are not judged rather than judged wrongly.
 */

/** `YYYY-MM-DD`: compared as text, which orders like the calendar. */
type IsoDate = string;

interface RatePeriod {
  from: IsoDate;
  /** Rates in basis points: general, reduced, second reduced, zero. */
  rates: readonly number[];
}

/** Newest first. Zero is listed because zero-rated and exempt purchases carry 0 %. */
const FINNISH_VAT_PERIODS: readonly RatePeriod[] = [
  { from: '2026-01-01', rates: [2550, 1350, 1000, 0] },
  { from: '2024-09-01', rates: [2550, 1400, 1000, 0] },
  { from: '2013-01-01', rates: [2400, 1400, 1000, 0] },
  { from: '2010-07-01', rates: [2300, 1300, 900, 0] },
];

export const FIRST_JUDGED_DATE: IsoDate = '2010-07-01';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The rates in force on a date, general rate first; null when the date is before the table or not a date. */
export function vatRatesInForce(date: IsoDate): readonly number[] | null {
  if (!ISO_DATE.test(date)) return null;
  return FINNISH_VAT_PERIODS.find((period) => date >= period.from)?.rates ?? null;
}

export type VatRateCheck =
  | { kind: 'in_force'; date: IsoDate; rate: number }
  | { kind: 'not_in_force'; date: IsoDate; rate: number; inForce: readonly number[] }
  | { kind: 'not_judged'; date: IsoDate; rate: number };

export function checkVatRate(rateBasisPoints: number, date: IsoDate): VatRateCheck {
  const inForce = vatRatesInForce(date);
  if (!inForce) return { kind: 'not_judged', date, rate: rateBasisPoints };
  return inForce.includes(rateBasisPoints)
    ? { kind: 'in_force', date, rate: rateBasisPoints }
    : { kind: 'not_in_force', date, rate: rateBasisPoints, inForce };
}
