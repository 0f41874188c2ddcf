import { todayInFinland } from '../../api/schemas/calendar.ts';
import { IsoDate } from '../../api/schemas/common.ts';
import { ibanMessages, normalizeIban, validateIban, type IbanReason } from '../../api/schemas/finnish-identifiers.ts';
import { ExpenseClaimCreate } from '../../api/schemas/invoice-circulation.ts';
import { z } from '../../api/zod.ts';
import { parseEuros } from '../../i18n/parse-amounts.ts';

/**
 * The claim form (DESIGN.md "expense claims"): what a claimant types, as typed, and the contract's
 * ExpenseClaimCreate it becomes. Money is typed as euros (`23,90`) and sent as cents; the IBAN is typed with
 * spaces and sent in electronic form. Each issue's message is a key of the `claims` namespace's `form.errors`,
 * so that the form says it in the person's words; the contract's own rules (the purpose's text, the IBAN's
 * check digits) are the ones applied.
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
    if (values.date === '') problem('date', 'dateMissing');
    else if (!IsoDate.safeParse(values.date).success) problem('date', 'dateMissing');
    else if (values.date > todayInFinland()) problem('date', 'dateInFuture');
    const amount = parseEuros(values.amount);
    if (!amount.ok) problem('amount', amount.reason === 'empty' ? 'amountMissing' : 'amountFormat');
    else if (amount.value === 0) problem('amount', 'amountZero');
    // an empty VAT is none: a receipt without VAT (0 %)
    const vat = values.vat.trim() === '' ? ({ ok: true, value: 0 } as const) : parseEuros(values.vat);
    if (!vat.ok) problem('vat', 'vatFormat');
    else if (amount.ok && amount.value > 0 && vat.value > amount.value) problem('vat', 'vatExceedsAmount');
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
