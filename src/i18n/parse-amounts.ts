import type { Language } from './format.ts';

/**
 * What a person types for money and rates, turned into the wire's integers (spec: money in integer
 * cents, rates in integer basis points) by text manipulation only: the digits are moved, never
 * multiplied as floats, so `0,07` is 7 cents and `25,5` is 2550 basis points, exactly.
 *
 * Accepted: digits, optionally grouped by spaces in threes (`3 200,50`), one decimal separator — a
 * comma or a point — with at most two decimals, and an optional trailing unit (`€`, `%`, `h`).
 * Refused: signs, a second separator (`3,200.50` is ambiguous), more than two decimals and anything else.
 */

export type AmountProblem = 'empty' | 'format' | 'too_many_decimals' | 'too_large' | 'out_of_range';
export type ParsedAmount = { ok: true; value: number } | { ok: false; reason: AmountProblem };

/** The decimals every amount of this module may carry: cents of a euro, hundredths of a percent or an hour. */
export const MAX_DECIMALS = 2;

// A space, a no-break space or a narrow no-break space: what people and Intl put between digit groups.
const GROUP = '[ \\u00a0\\u202f]';
const SHAPE = new RegExp(`^(\\d{1,3}(?:${GROUP}\\d{3})+|\\d+)(?:([.,])(\\d+))?$`);
const UNIT = /[ \u00a0\u202f]*(?:€|eur|%|h)$/i;
const GROUP_SPACES = /[ \u00a0\u202f]/g;
// Fifteen digits always fit a double exactly (2^53 ≈ 9.007 × 10^15).
const MAX_DIGITS = 15;

/** `text` as an integer count of 1/100 units: `"3 200,5"` → 320050. */
export function parseHundredths(text: string): ParsedAmount {
  const trimmed = text.trim().replace(UNIT, '').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const match = SHAPE.exec(trimmed);
  if (!match) return { ok: false, reason: 'format' };
  const [, whole = '', , fraction = ''] = match;
  if (fraction.length > MAX_DECIMALS) return { ok: false, reason: 'too_many_decimals' };
  const digits = (whole.replace(GROUP_SPACES, '') + fraction.padEnd(MAX_DECIMALS, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return { ok: false, reason: 'too_large' };
  return { ok: true, value: Number(digits) };
}

/** Euros as typed → integer cents. */
export function parseEuros(text: string): ParsedAmount {
  return parseHundredths(text);
}

/** A percentage as typed → integer basis points, 0–100 % (10000 = 100 %). */
export function parsePercent(text: string): ParsedAmount {
  const parsed = parseHundredths(text);
  if (parsed.ok && parsed.value > 10_000) return { ok: false, reason: 'out_of_range' };
  return parsed;
}

/** Weekly hours as typed (`37,5`) → hours, 0–168. */
export function parseHours(text: string): ParsedAmount {
  const parsed = parseHundredths(text);
  if (!parsed.ok) return parsed;
  if (parsed.value > 168 * 100) return { ok: false, reason: 'out_of_range' };
  return { ok: true, value: parsed.value / 100 };
}

function decimalSeparator(language: Language): string {
  return language === 'en' ? '.' : ',';
}

/** Splits a non-negative integer of hundredths into its whole and two-digit fraction, as text. */
function splitHundredths(value: number): { whole: string; fraction: string } {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative safe integer: ${value}`);
  const digits = value.toString().padStart(3, '0');
  return { whole: digits.slice(0, -2), fraction: digits.slice(-2) };
}

/**
 * Cents as a person would type them back: `320050` → `3 200,50` (Finnish and Swedish, groups of three
 * separated by spaces) or `3200.50` (English, ungrouped so that no comma can be read as a decimal mark).
 */
export function formatCentsForInput(cents: number, language: Language): string {
  const { whole, fraction } = splitHundredths(cents);
  const grouped = language === 'en' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${decimalSeparator(language)}${fraction}`;
}

/** Basis points as a percentage to type: `2550` → `25,5`, `2400` → `24`, `1` → `0,01`. */
export function formatBasisPointsForInput(basisPoints: number, language: Language): string {
  const { whole, fraction } = splitHundredths(basisPoints);
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? whole : `${whole}${decimalSeparator(language)}${trimmed}`;
}

/** Hours to type: `37.5` → `37,5`. */
export function formatHoursForInput(hours: number, language: Language): string {
  return formatBasisPointsForInput(Math.round(hours * 100), language);
}
