import { z } from '../zod.ts';
import { isIsoDate } from './calendar.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. U+0000 is among them, which a
 * PostgreSQL text value cannot hold; the others have no place in a name, key or note either.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const withoutControlCharacters = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

/**
 * The one rule for every free-text field a request carries (names, keys, identifiers, notes): U+0000 and
 * the C0 controls other than tab, LF and CR are refused with 400 naming the field, rather than reaching
 * the database. The rule shows in the OpenAPI document as the field's `pattern` and is listed once among
 * the service-wide assumptions (`serviceWideAssumptions` in ../assumptions.ts).
 */
export function freeText(schema: z.ZodString = z.string()): z.ZodString {
  return schema.regex(withoutControlCharacters, {
    message: 'must not contain control characters other than tab, line feed and carriage return',
  });
}

export const CustomerId = freeText(z.string().min(1)).meta({
  id: 'CustomerId',
  description:
    'Target company. Optional everywhere for API keys (query string on GET, body field on writes); selects the company for interactive sessions with several companies.',
});
export type CustomerId = z.infer<typeof CustomerId>;

export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a date as YYYY-MM-DD' })
  .refine(isIsoDate, { message: 'Not a real calendar date' })
  .meta({
    id: 'IsoDate',
    format: 'date',
    description:
      'Calendar date `YYYY-MM-DD` of the years 0001–9999 (there is no year 0000); never converted through a timezone.',
  });
export type IsoDate = z.infer<typeof IsoDate>;

export const Period = z
  .string()
  .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { message: 'Expected a period as YYYY-MM of the years 0001–9999' })
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
