/**
 * Formatters for the spec's wire values (spec §1 wire conventions): integer cents, integer basis points,
 * `YYYY-MM-DD` dates and `YYYY-MM` periods. Money and rates are turned into exact decimal strings before
 * Intl sees them, so no float rounding; dates are rearranged as text and never pass through a timezone.
 */
import { finnishWallClock } from '../api/schemas/calendar.ts';

import { LOCALE_OF, moneyFormatOf, type Language } from './money-format.ts';

export { LOCALE_OF, prepareMoneyFormat, type Language } from './money-format.ts';

/** `-123456` → `"-1234.56"`: the exact decimal of an integer divided by 10^scale. */
export function scaledDecimal(value: number, scale: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  const digits = Math.abs(value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${value < 0 ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Intl accepts exact decimal strings (ECMA-402 NumberFormat v3); its types still say number. */
type ExactDecimal = Parameters<Intl.NumberFormat['format']>[0];
const decimal = (text: string) => text as unknown as ExactDecimal;

/** 123456 cents → `1 234,56 €` in Finnish. */
export function formatMoney(cents: number, currency = 'EUR', language: Language = 'fi'): string {
  return moneyFormatOf(currency, language).format(decimal(scaledDecimal(cents, 2)));
}

/** 2550 basis points → `25,5 %` in Finnish (10000 = 100 %). */
export function formatBasisPoints(basisPoints: number, language: Language = 'fi'): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    decimal(scaledDecimal(basisPoints, 4)),
  );
}

/** A change as a whole percentage with its sign: 12 → `+12 %`, -25 → `−25 %` in Finnish, 0 → `0 %`. */
export function formatPercentChange(percent: number, language: Language = 'fi'): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
    decimal(scaledDecimal(Math.round(percent), 2)),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_PERIOD = /^(\d{4})-(\d{2})$/;

/**
 * One date format per language (docs/decisions/0021): `2026-11-21` → `21.11.2026` in Finnish and Swedish (sv-FI writes
 * dates as Finnish does), `21/11/2026` in English (en-IE); the text is only rearranged.
 */
export function formatDate(isoDate: string, language: Language = 'fi'): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return language === 'en' ? `${day}/${month}/${year}` : `${Number(day)}.${Number(month)}.${year}`;
}

/** `2026-11` → `11/2026` in every language. */
export function formatPeriod(period: string): string {
  const match = ISO_PERIOD.exec(period);
  if (!match) return period;
  const [, year, month] = match;
  return `${Number(month)}/${year}`;
}

/**
 * A timestamp with an offset is a real instant: it is shown in Finnish time, whatever the browser's own zone,
 * so that two people looking at the same record see the same time. Its date is written as formatDate writes a
 * date, so that a date and a timestamp side by side agree: `20.11.2026 klo 9.14` (fi), `20.11.2026 9.14` (sv),
 * `20/11/2026, 09:14` (en).
 */
export function formatTimestamp(timestamp: string, language: Language = 'fi'): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return timestamp;
  const { date, hour, minute } = finnishWallClock(instant);
  const day = formatDate(date, language);
  if (language === 'en') return `${day}, ${hour}:${minute}`;
  return `${day}${language === 'fi' ? ' klo' : ''} ${Number(hour)}.${minute}`;
}
