import { todayInFinland } from '../../api/schemas/calendar.ts';
import { IsoDate } from '../../api/schemas/common.ts';
import { ibanMessages, normalizeIban, validateIban, type IbanReason } from '../../api/schemas/finnish-identifiers.ts';
import { earliestClaimDayAnyYear, EXPENSE_CLAIM_LIMITS, ExpenseClaimCreate, expenseClaimLimitProblems, type ExpenseClaimRefusal } from '../../api/schemas/expense-claims.ts';
import { z } from '../../api/zod.ts';
import { parseEuros } from '../../i18n/parse-amounts.ts';

/**
 * The claim form (docs/decisions/0012): what a claimant types, as typed, and the contract's
 * ExpenseClaimCreate it becomes. Money is typed as euros (`23,90`) and sent as cents; the IBAN is typed with
 * spaces and sent in electronic form. Each issue's message is a key of the `claims` namespace's `form.errors`,
 * so that the form says it in the person's words; the contract's own rules (the purpose's text, the IBAN's
 * check digits, a claim's limits — docs/decisions/0002-expense-claim-limits.md) are the ones applied. Of the
 * purchase day's lower bound the form knows only what no company's financial year allows; the service says
 * the rest at the field.
 */
export interface ClaimFormValues {
  /** The receipts uploaded to Documents: set as each is stored, not typed. */
  document_ids: string[];
  date: string;
  amount: string;
  /** The VAT rate chosen, in basis points (`2550` is 25,5 %): what the VAT is worked out from. */
  vatRate: string;
  vat: string;
  purpose: string;
  iban: string;
}

export type ClaimToSend = Omit<ExpenseClaimCreate, 'customer_id'>;

/** The Finnish VAT rates a receipt may carry (from 1.9.2024: 25,5 %, 14 %, 13,5 %, 10 % and 0 %), in basis points. */
export const VAT_RATES = ['2550', '1400', '1350', '1000', '0'] as const;

/** The VAT included in an amount at a rate: `amount × rate / (100 % + rate)`, to the nearest cent. */
export function vatIncluded(amountCents: number, rateBasisPoints: number): number {
  return Math.round((amountCents * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** The fields of the form in its order: the first one wrong takes the focus. */
export const CLAIM_FIELDS = ['document_ids', 'date', 'amount', 'vat', 'purpose', 'iban'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** The IBAN reason the contract's words name (a refusal of the service says them after `iban: `), if any. */
export function ibanReasonOf(words: string): IbanReason | undefined {
  return (Object.keys(ibanMessages) as IbanReason[]).find((reason) => words.includes(ibanMessages[reason]));
}

export function claimFormDefaults(today: string = todayInFinland()): ClaimFormValues {
  return { document_ids: [], date: today, amount: '', vatRate: '2550', vat: '', purpose: '', iban: '' };
}

/** A claim's limits (the contract's refusals) as the form's fields and words. */
const LIMIT_WORDS: Record<ExpenseClaimRefusal, { field: ClaimField; key: string }> = {
  date_in_future: { field: 'date', key: 'dateInFuture' },
  date_too_early: { field: 'date', key: 'dateTooEarly' },
  amount_out_of_range: { field: 'amount', key: 'amountTooLarge' },
  vat_negative: { field: 'vat', key: 'vatFormat' },
  vat_exceeds_amount: { field: 'vat', key: 'vatExceedsAmount' },
};

export const ClaimForm: z.ZodType<ClaimToSend, ClaimFormValues> = z
  .object({
    document_ids: z.array(z.string()),
    date: z.string(),
    amount: z.string(),
    vatRate: z.string(),
    vat: z.string(),
    purpose: z.string(),
    iban: z.string(),
  })
  .transform((values, ctx) => {
    const problem = (path: ClaimField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
    if (values.document_ids.length === 0) problem('document_ids', 'receiptsMissing');
    const dateRead = values.date !== '' && IsoDate.safeParse(values.date).success;
    if (!dateRead) problem('date', 'dateMissing');
    const amount = parseEuros(values.amount);
    if (!amount.ok) problem('amount', amount.reason === 'empty' ? 'amountMissing' : amount.reason === 'too_large' ? 'amountTooLarge' : 'amountFormat');
    // an empty VAT is none: a receipt without VAT (0 %)
    const vat = values.vat.trim() === '' ? ({ ok: true, value: 0 } as const) : parseEuros(values.vat);
    if (!vat.ok) problem('vat', 'vatFormat');
    // the claim's limits, as the service applies them, on what could be read (what could not stands in
    // within them); the VAT is held against the amount only once the amount itself is right
    const today = todayInFinland();
    const { minimum, maximum } = EXPENSE_CLAIM_LIMITS.amount_cents;
    const amountRight = amount.ok && amount.value >= minimum && amount.value <= maximum;
    const limits = expenseClaimLimitProblems(
      { date: dateRead ? values.date : today, amount_cents: amount.ok ? amount.value : minimum, vat_cents: amountRight && vat.ok ? vat.value : 0 },
      { today, earliest: earliestClaimDayAnyYear(today) },
    );
    for (const { error } of limits) {
      const said = LIMIT_WORDS[error];
      problem(said.field, error === 'amount_out_of_range' && amount.ok && amount.value === 0 ? 'amountZero' : said.key);
    }
    const purpose = values.purpose.trim();
    const purposeRead = ExpenseClaimCreate.shape.purpose.safeParse(purpose);
    if (purpose === '') problem('purpose', 'purposeMissing');
    else if (!purposeRead.success) problem('purpose', [...purpose].length > 500 ? 'purposeTooLong' : 'purposeMissing');
    const iban = normalizeIban(values.iban);
    const ibanCheck = validateIban(iban);
    if (iban === '') problem('iban', 'ibanMissing');
    else if (!ibanCheck.ok) problem('iban', `iban.${ibanCheck.reason}`);
    if (!amount.ok || !vat.ok) return z.NEVER;
    return { document_ids: values.document_ids, date: values.date, amount_cents: amount.value, vat_cents: vat.value, purpose, iban };
  });
