import { z } from '../zod.ts';
import { PERIOD_PATTERN, isIsoDate } from './calendar.ts';

/**
 * One character of free text, in the regular-expression dialect both JavaScript and a JSON Schema
 * validator read (with or without the `u` flag): any code point but the C0 controls other than tab,
 * line feed and carriage return, and never half of a surrogate pair. U+0000 is among the controls,
 * which a PostgreSQL text value cannot hold; the others have no place in a name, key or note either.
 * A lone surrogate (JSON `"\ud800"`) is no character at all: UTF-8 cannot carry it, and the database
 * would store it as U+FFFD. Without the `u` flag a pair is matched by the second alternative; with it,
 * an astral character is one code point matched by the first.
 */
const freeTextCharacter = String.raw`(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])`;

/** The free-text rule as a pattern: only free-text characters. */
export const freeTextPattern = new RegExp(`^${freeTextCharacter}*$`);

/** The free-text rule for a name or note: only free-text characters, and not only whitespace. */
export const nonBlankFreeTextPattern = new RegExp(`^(?!\\s*$)${freeTextCharacter}*$`);

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text breaks the free-text rule, in the `field: why` words of a 400's detail. */
function freeTextProblem(input: unknown): string {
  const text = typeof input === 'string' ? input : '';
  if (loneSurrogate.test(text)) return 'must not contain a lone UTF-16 surrogate (half of a character)';
  if (controlCharacter.test(text)) return 'must not contain control characters other than tab, line feed and carriage return';
  return 'must not be blank';
}

/** How JSON Schema (and PostgreSQL's char_length) count a string: in Unicode code points, a pair of surrogates as one. */
export function characterCount(text: string): number {
  return [...text].length;
}

export interface FreeTextRule {
  /** fewest characters (code points), counted on the text exactly as sent */
  min?: number;
  /** most characters (code points), counted on the text exactly as sent */
  max?: number;
  /**
   * A name or a note, written by a person: it must hold a character other than whitespace, and it is
   * kept with its leading and trailing whitespace removed (after every check, which sees the text as sent).
   */
  prose?: boolean;
}

/**
 * The one rule for every free-text field a request carries (names, keys, identifiers, notes): U+0000, the
 * C0 controls other than tab, LF and CR, and a lone UTF-16 surrogate are refused with 400 naming the
 * field, rather than reaching the database. Lengths are counted in characters (Unicode code points) on the
 * text exactly as sent — as JSON Schema counts `minLength` and `maxLength` — so that the OpenAPI document
 * says literally what is checked: the rule shows as the field's `pattern`, `minLength` and `maxLength`,
 * and is listed once among the service-wide assumptions (`serviceWideAssumptions` in ../assumptions.ts).
 * The length refusals keep zod's `too_small` / `too_big` codes, which the portal's forms tell apart.
 */
export function freeText(rule: FreeTextRule = {}): z.ZodString {
  const { min, max, prose = false } = rule;
  const checked = z
    .string()
    .regex(prose ? nonBlankFreeTextPattern : freeTextPattern, { error: (issue) => freeTextProblem(issue.input) })
    .check((payload) => {
      const count = characterCount(payload.value);
      if (min !== undefined && count < min) {
        payload.issues.push({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: payload.value,
          message: `must have at least ${min} character${min === 1 ? '' : 's'}`,
        });
      }
      if (max !== undefined && count > max) {
        payload.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: payload.value,
          message: `must have at most ${max} characters`,
        });
      }
    });
  // The counts are the check above; the document states them as JSON Schema does. (The metadata goes
  // last: a later check would make a schema of its own without it.)
  return (prose ? checked.trim() : checked).meta({
    ...(min === undefined ? {} : { minLength: min }),
    ...(max === undefined ? {} : { maxLength: max }),
  });
}

export const CustomerId = freeText({ min: 1 }).meta({
  id: 'CustomerId',
  description:
    'Target company. Optional everywhere for API keys (query string on GET, body field on writes); selects the company for interactive sessions with several companies.',
});
export type CustomerId = z.infer<typeof CustomerId>;

export const IsoDate = z
  .string()
  // The pattern says in the document what it can (no year 0000, months 01–12, days 01–31); the
  // refinement the rest (no 2026-02-29), which the description says.
  .regex(/^(?!0000)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, { message: 'Expected a date as YYYY-MM-DD of the years 0001–9999' })
  .refine(isIsoDate, { message: 'Not a real calendar date' })
  .meta({
    id: 'IsoDate',
    format: 'date',
    description:
      'Calendar date `YYYY-MM-DD` of the years 0001–9999 (there is no year 0000; `0000-06-01` is refused with 400), a real day of the proleptic Gregorian calendar (`2026-02-29` is refused, `2024-02-29` is not); never converted through a timezone.',
  });
export type IsoDate = z.infer<typeof IsoDate>;

export const Period = z
  .string()
  .regex(PERIOD_PATTERN, { message: 'Expected a period as YYYY-MM of the years 0001–9999' })
  .meta({ id: 'Period', description: 'Period `YYYY-MM`, year 0001–9999, month 01–12.' });
export type Period = z.infer<typeof Period>;

export const Timestamp = z
  .iso.datetime({ offset: true })
  .meta({ id: 'Timestamp', description: 'ISO 8601 date-time with `Z` or a numeric offset.' });
export type Timestamp = z.infer<typeof Timestamp>;

export const Cents = z
  .int()
  .meta({ id: 'Cents', description: 'Money as integer cents (fields suffixed `_cents`).' });
export type Cents = z.infer<typeof Cents>;

export const BasisPoints = z
  .int()
  .min(0)
  .max(10000)
  .meta({ id: 'BasisPoints', description: 'Rate in integer basis points; 10000 = 100 %, 2550 = 25.5 %.' });
export type BasisPoints = z.infer<typeof BasisPoints>;

export const ErrorEnvelope = z
  .object({
    error: z.string().describe('machine-readable message'),
    detail: z.string().describe('human-readable detail'),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Body of every non-2xx response.' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** The optional `customer_id` that every query and every write body carries (spec, wire conventions). */
export const optionalCustomerId = { customer_id: CustomerId.optional() };

/** The assumption behind spec tables that have no Required column. */
export const everyListedFieldPresent =
  'The spec table for this shape has no Required column: every listed field is treated as present.';
