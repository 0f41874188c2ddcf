import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { earliestClaimDayAnyYear, EXPENSE_CLAIM_LIMITS } from '../../api/schemas/expense-claims.ts';
import { formatCentsForInput, parseEuros } from '../../i18n/parse-amounts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { CLAIM_FIELDS, ClaimForm, claimFormDefaults, ibanReasonOf, VAT_RATES, vatIncluded, type ClaimField, type ClaimFormValues, type ClaimToSend } from './claim-form-schema.ts';
import { CLAIMS_NAMESPACE } from './messages.ts';
import { createExpenseClaimMutation } from '../../api/queries/invoicing-writes.ts';
import { useReceipts } from './use-receipts.ts';
import styles from './claims.module.css';
import { useWrite } from '../../api/queries/write.ts';
import { FIELD_WORDS, LIMIT_WORDS, REFUSAL_OF_WORDS, REFUSED_BY_CODE, isErrorKey, lastDayIn } from './claim-form-refusals.ts';
import { ReceiptRow } from './receipt-row.tsx';

export function ClaimFormSection({ customerId, onFiled }: { customerId: string; onFiled: () => void }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const format = useFormat();
  const create = useWrite(createExpenseClaimMutation, customerId);
  const receipts = useReceipts(customerId);
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
