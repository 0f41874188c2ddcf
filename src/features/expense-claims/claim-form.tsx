import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useService } from '../../api/service-context.tsx';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { earliestClaimDayAnyYear, EXPENSE_CLAIM_LIMITS } from '../../api/schemas/invoice-circulation.ts';
import { formatBytes } from '../../i18n/format-words.ts';
import { formatCentsForInput, parseEuros } from '../../i18n/parse-amounts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { CLAIM_FIELDS, ClaimForm, claimFormDefaults, ibanReasonOf, VAT_RATES, vatIncluded, type ClaimField, type ClaimFormValues, type ClaimToSend } from './claim-form-schema.ts';
import { CLAIMS_NAMESPACE } from './messages.ts';
import { createClaimMutation } from './queries.ts';
import { useReceipts, type Receipt } from './use-receipts.ts';
import styles from './claims.module.css';

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
const isErrorKey = (value: string | undefined): value is ErrorKey => ERROR_KEYS.some((key) => key === value);

/**
 * Refusals of the service known by code, each about one field (the operation's assumption; a claim's limits,
 * docs/decisions/0002-expense-claim-limits.md). A refusal naming several fields in its detail is said at each.
 */
const REFUSED_BY_CODE = {
  vat_exceeds_amount: 'vat',
  vat_negative: 'vat',
  date_in_future: 'date',
  date_too_early: 'date',
  amount_out_of_range: 'amount',
  unknown_document: 'document_ids',
} as const satisfies Record<string, ClaimField>;
/** What the form says at a field for each of the service's refusals of a claim's limits, by the field's words. */
const LIMIT_WORDS: Record<string, ErrorKey> = {
  'vat:vat_exceeds_amount': 'vatExceedsAmount',
  'vat:vat_negative': 'vatFormat',
  'date:date_in_future': 'dateInFuture',
  'date:date_too_early': 'dateTooEarly',
  'amount:amount_out_of_range': 'amountOutOfRange',
  'document_ids:unknown_document': 'unknownDocument',
};
/** The service's words of a field name the refusal they are (`vat_cents: the VAT … is more than …`). */
const REFUSAL_OF_WORDS: readonly [RegExp, string][] = [
  [/is after today/, 'date_in_future'],
  [/previous financial year/, 'date_too_early'],
  [/is more than the amount/, 'vat_exceeds_amount'],
  [/below zero/, 'vat_negative'],
  [/cents is not within/, 'amount_out_of_range'],
];
/** The last day `YYYY-MM-DD` in the service's words: of date_too_early, the earliest day it takes. */
const lastDayIn = (text: string): string | undefined => [...text.matchAll(/\d{4}-\d{2}-\d{2}/g)].at(-1)?.[0];
/** A field the service refused for a reason it did not name by code: the form's usual words for that field. */
const FIELD_WORDS: Record<Exclude<ClaimField, 'iban'>, ErrorKey> = {
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
export function ClaimFormSection({ customerId, onFiled }: { customerId: string; onFiled: () => void }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useFormat();
  const client = useService();
  const queryClient = useQueryClient();
  const create = useMutation(createClaimMutation(client, queryClient, customerId));
  const receipts = useReceipts(client, customerId);
  const [today] = useState(() => todayInFinland());
  const maxAmount = format.money(EXPENSE_CLAIM_LIMITS.amount_cents.maximum);
  const form = useContractForm<ClaimFormValues, ClaimToSend, ClaimField>({
    schema: ClaimForm,
    defaultValues: claimFormDefaults(today),
    refusals: {
      fields: CLAIM_FIELDS,
      spelled: { amount: 'amount_cents', vat: 'vat_cents' },
      byCode: REFUSED_BY_CODE,
      say: ({ field, text, error }) => {
        if (field === 'iban') return t(`form.errors.iban.${ibanReasonOf(text) ?? 'format'}`);
        // the refusal this field's words are (a detail may name several fields), else the refusal's own code
        const refusal = REFUSAL_OF_WORDS.find(([words]) => words.test(text))?.[1] ?? error.error;
        const key = LIMIT_WORDS[`${field}:${refusal}`];
        if (key === 'dateTooEarly') {
          const earliest = lastDayIn(text);
          return earliest === undefined ? t('form.errors.dateTooEarly') : t('form.errors.dateTooEarlyFrom', { date: format.date(earliest) });
        }
        if (key !== undefined) return t(`form.errors.${key}`, { max: maxAmount });
        return t(`form.errors.${FIELD_WORDS[field]}`);
      },
    },
  });
  const photoButton = useRef<HTMLButtonElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const pickInput = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [filed, setFiled] = useState(false);
  // the last refusal named fields, now marked where they are: said once above the button
  const [fieldsRefused, setFieldsRefused] = useState(false);

  // the receipts are no input of their own: the photo button stands for them when they need fixing
  const { register, setValue, getValues } = form;
  const { isSubmitted } = form.formState;
  // registered before the typed fields: the form focuses the first invalid field in the order of registration
  const receiptsRef = register('document_ids').ref;
  // one object for the form to focus, so that registering it again on each render changes nothing
  const [receiptsFocus] = useState(() => ({ focus: () => photoButton.current?.focus() }));
  useEffect(() => {
    receiptsRef(receiptsFocus);
  }, [receiptsRef, receiptsFocus]);
  const stored = receipts.receipts.flatMap((receipt) => (receipt.state === 'stored' && receipt.documentId !== null ? [receipt.documentId] : []));
  const sending = receipts.receipts.some((receipt) => receipt.state === 'sending');
  const storedKey = stored.join('\u0000');
  useEffect(() => {
    const ids = storedKey === '' ? [] : storedKey.split('\u0000');
    // unchanged ids are not set again: a check after each would re-render without end
    if (getValues('document_ids').join('\u0000') !== storedKey) setValue('document_ids', ids, { shouldValidate: isSubmitted });
  }, [getValues, setValue, storedKey, isSubmitted]);

  useEffect(() => {
    if (filed) doneRef.current?.focus();
  }, [filed]);

  const recomputeVat = () => {
    const amount = parseEuros(form.getValues('amount'));
    if (!amount.ok) return;
    form.setValue('vat', formatCentsForInput(vatIncluded(amount.value, Number(form.getValues('vatRate'))), format.language));
  };

  const submit = form.handleSubmit((claim) => {
    setFiled(false);
    create.mutate(claim, {
      onSuccess: () => {
        // the IBAN is kept for the next claim: it is the claimant's own
        form.reset({ ...claimFormDefaults(today), iban: form.getValues('iban') });
        receipts.clear();
        setFiled(true);
        onFiled();
      },
      onError: (error) => setFieldsRefused(form.refuse(error)),
    });
  });

  const { errors } = form.formState;
  const say = (error: Pick<FormFieldError, 'message'> & { type?: FormFieldError['type'] | undefined } | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return isErrorKey(error.message) ? t(`form.errors.${error.message}`, { max: maxAmount }) : error.message;
  };
  const receiptsError = sending && errors.document_ids ? t('form.errors.receiptsSending') : say(errors.document_ids);
  const amountField = form.register('amount', { onChange: recomputeVat });
  const rateField = form.register('vatRate', { onChange: recomputeVat });

  const pick = (files: FileList | null) => {
    if (files && files.length > 0) receipts.add(Array.from(files));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {filed ? (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.done} data-claim-filed="">
          {t('form.done')}
        </p>
      ) : null}
      <fieldset className={styles.receipts} aria-describedby={`claim-receipts-hint${receiptsError ? ' claim-receipts-error' : ''}`} aria-invalid={receiptsError ? true : undefined}>
        <legend className={styles.legend}>{t('form.receipts')}</legend>
        <div className="actions">
          <button ref={photoButton} type="button" onClick={() => photoInput.current?.click()}>
            {t('form.photo')}
          </button>
          <button type="button" className="secondary" onClick={() => pickInput.current?.click()}>
            {t('form.pick')}
          </button>
        </div>
        <Hint id="claim-receipts-hint">{t('form.receiptsHint')}</Hint>
        {receiptsError ? <FieldError id="claim-receipts-error">{receiptsError}</FieldError> : null}
        {/* the camera on a phone (capture) or any photo or PDF: the same receipts either way */}
        {[
          { ref: photoInput, testId: 'claim-photo', capture: 'environment' as const },
          { ref: pickInput, testId: 'claim-pick', capture: undefined },
        ].map((input) => (
          <input
            key={input.testId}
            ref={input.ref}
            type="file"
            accept="image/*,application/pdf"
            capture={input.capture}
            multiple
            hidden
            data-testid={input.testId}
            onChange={(event) => {
              pick(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        ))}
        {receipts.receipts.length > 0 ? (
          <ul className={styles.receiptList} aria-live="polite">
            {receipts.receipts.map((receipt) => (
              <ReceiptRow key={receipt.key} receipt={receipt} onRetry={() => receipts.retry(receipt.key)} onRemove={() => receipts.remove(receipt.key)} />
            ))}
          </ul>
        ) : null}
      </fieldset>

      <Field id="claim-date" label={t('form.date')} error={say(errors.date)}>
        {(control) => <input type="date" min={earliestClaimDayAnyYear(today)} max={today} {...control} {...form.register('date')} />}
      </Field>
      <Field id="claim-amount" label={t('form.amount')} hint={t('form.amountHint')} error={say(errors.amount)}>
        {(control) => <input type="text" inputMode="decimal" autoComplete="off" {...control} {...amountField} />}
      </Field>
      <div className={styles.vatRow}>
        <Field id="claim-vat-rate" label={t('form.vatRate')} error={undefined}>
          {(control) => (
            <select {...control} {...rateField}>
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t(`form.vatRates.${rate}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="claim-vat" label={t('form.vat')} hint={t('form.vatHint')} error={say(errors.vat)}>
          {(control) => <input type="text" inputMode="decimal" autoComplete="off" {...control} {...form.register('vat')} />}
        </Field>
      </div>
      <Field id="claim-purpose" label={t('form.purpose')} hint={t('form.purposeHint')} error={say(errors.purpose)}>
        {(control) => <input type="text" maxLength={500} {...control} {...form.register('purpose')} />}
      </Field>
      <Field id="claim-iban" label={t('form.iban')} hint={t('form.ibanHint')} error={say(errors.iban)}>
        {(control) => <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} className={styles.iban} {...control} {...form.register('iban')} />}
      </Field>

      {create.isError ? fieldsRefused ? <FieldsRefused error={create.error} text={t('form.fixFields')} /> : <ErrorBanner error={create.error} title={t('form.failed')} /> : null}

      <div className="actions">
        <button type="submit" aria-disabled={create.isPending || undefined} disabled={create.isPending}>
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}

/** One receipt: its name, how far it has got, and — refused or failed — why, with a way to send it again or take it off. */
function ReceiptRow({ receipt, onRetry, onRemove }: { receipt: Receipt; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useFormat();
  const name = receipt.file.name;
  const percent = receipt.total > 0 ? Math.round((receipt.sent / receipt.total) * 100) : 0;
  return (
    <li className={styles.receipt} data-receipt-state={receipt.state}>
      {receipt.state === 'sending' ? (
        <>
          <span className={styles.filename}>{t('form.sending', { name, percent })}</span>
          <progress max={100} value={percent} aria-label={name} />
        </>
      ) : receipt.state === 'stored' ? (
        <span className={styles.filename}>
          {t('form.stored', { name })} <span className={styles.muted}>{formatBytes(receipt.file.size, format.language)}</span>
        </span>
      ) : (
        <FieldError>{t(`form.upload.${receipt.problem ?? 'failed'}`, { name })}</FieldError>
      )}
      <span className={styles.receiptActions}>
        {receipt.problem === 'failed' ? (
          <button type="button" className="secondary" onClick={onRetry}>
            {t('form.upload.retry')}
          </button>
        ) : null}
        {receipt.state !== 'sending' ? (
          <button type="button" className="secondary" aria-label={t('form.remove', { name })} onClick={onRemove}>
            ×
          </button>
        ) : null}
      </span>
    </li>
  );
}
