/** What the claim form says of a refusal, at the field it is about, in the person's words. */
import { type ClaimField } from './claim-form-schema.ts';

/** The form's own words for what is wrong with a field: keys of `form.errors`. */
const ERROR_KEYS = [
  'receiptsMissing',
  'receiptsSending',
  'dateMissing',
  'dateInFuture',
  'dateTooEarly',
  'amountMissing',
  'amountFormat',
  'amountZero',
  'amountTooLarge',
  'amountOutOfRange',
  'vatFormat',
  'vatExceedsAmount',
  'purposeMissing',
  'purposeTooLong',
  'ibanMissing',
  'iban.format',
  'iban.length',
  'iban.checksum',
  'unknownDocument',
] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];
export const isErrorKey = (value: string | undefined): value is ErrorKey => ERROR_KEYS.some((key) => key === value);

/**
 * Refusals of the service known by code, each about one field (the operation's assumption; a claim's limits,
 * docs/decisions/0002-expense-claim-limits.md). A refusal naming several fields in its detail is said at each.
 */
export const REFUSED_BY_CODE = {
  vat_exceeds_amount: 'vat',
  vat_negative: 'vat',
  date_in_future: 'date',
  date_too_early: 'date',
  amount_out_of_range: 'amount',
  unknown_document: 'document_ids',
} as const satisfies Record<string, ClaimField>;
/** What the form says at a field for each of the service's refusals of a claim's limits, by the field's words. */
export const LIMIT_WORDS: Record<string, ErrorKey> = {
  'vat:vat_exceeds_amount': 'vatExceedsAmount',
  'vat:vat_negative': 'vatFormat',
  'date:date_in_future': 'dateInFuture',
  'date:date_too_early': 'dateTooEarly',
  'amount:amount_out_of_range': 'amountOutOfRange',
  'document_ids:unknown_document': 'unknownDocument',
};
/** The service's words of a field name the refusal they are (`vat_cents: the VAT … is more than …`). */
export const REFUSAL_OF_WORDS: readonly [RegExp, string][] = [
  [/is after today/, 'date_in_future'],
  [/previous financial year/, 'date_too_early'],
  [/is more than the amount/, 'vat_exceeds_amount'],
  [/below zero/, 'vat_negative'],
  [/cents is not within/, 'amount_out_of_range'],
];
/** The last day `YYYY-MM-DD` in the service's words: of date_too_early, the earliest day it takes. */
export const lastDayIn = (text: string): string | undefined => [...text.matchAll(/\d{4}-\d{2}-\d{2}/g)].at(-1)?.[0];
/** A field the service refused for a reason it did not name by code: the form's usual words for that field. */
export const FIELD_WORDS: Record<Exclude<ClaimField, 'iban'>, ErrorKey> = {
  document_ids: 'unknownDocument',
  date: 'dateMissing',
  amount: 'amountFormat',
  vat: 'vatFormat',
  purpose: 'purposeMissing',
};

/**
 * "Uusi kulukorvaus" (docs/decisions/0012): receipts first — photographed or chosen, each sent to
 * Documents as soon as it is picked, with its progress and, when refused, why next to it — then the date
 * (today unless changed), the amount, the VAT worked out from a rate (and editable), what it was for and the
 * claimant's own IBAN. Few fields, finger-sized, numeric keyboards for money; what was typed is kept whatever
 * the service answers, and a refused field is said where it is.
 */
