import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../api/schemas/payments.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { PayeeCheckText } from './payee-check.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { cancelRefusal, holdRefusedAsReleased, unholdRefusal, type HoldChange, type HoldRequest } from '../../api/queries/payments-writes.ts';
import styles from './payments.module.css';

/** The contract's longest reason (PaymentHold, PaymentUnhold). */
const REASON_MAX = 1000;

/**
 * Confirms holding one payment back, putting a held one back into its batch, or cancelling a held one, by name and
 * with a reason the person must write (docs/decisions/0004-held-payments.md): who is
 * paid, how much, what the bank's payee check said — before a payment whose payee did not match is put back, that
 * the batch cannot be released then; before a cancellation, that nothing is paid and the bill goes back to the firm. An empty reason is said at the field and nothing is sent; a refusal keeps the reason typed.
 * After the dialog's own first focus (Cancel) the reason takes it: it is what the step needs first. The caller
 * puts the focus back when it closes.
 */
export function HoldDialog({
  change,
  payment,
  name,
  hold,
  onCancel,
  onConfirm,
}: {
  change: HoldChange;
  payment: Payment;
  /** The signed-in person's name: the hold is made in it. */
  name: string;
  hold: UseMutationResult<unknown, unknown, HoldRequest>;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'reasonRequired' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const send = (): false | void => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setProblem('reasonRequired');
      field.current?.focus();
      return false;
    }
    onConfirm(trimmed);
  };
  const amount = format.money(payment.amount_cents);
  const failure = (error: unknown) => {
    if (change === 'hold') {
      return holdRefusedAsReleased(error) ? (
        <Refusal error={error} title={t('hold.alreadyReleasedTitle')}>
          <p>{t('hold.alreadyReleased')}</p>
        </Refusal>
      ) : null;
    }
    if (change === 'cancel') {
      const refused = cancelRefusal(error);
      return refused ? (
        <Refusal error={error} title={t(`cancel.${refused}Title`)}>
          <p>{t(`cancel.${refused}`)}</p>
        </Refusal>
      ) : null;
    }
    const code = unholdRefusal(error);
    return code ? (
      <Refusal error={error} title={t(`unhold.${code}Title`)}>
        <p>{t(`unhold.${code}`)}</p>
      </Refusal>
    ) : null;
  };
  return (
    <ConfirmDialog
      idBase="payments-hold"
      title={t(`${change}.title`)}
      request={hold}
      text={(key) => t(`${change}.${key}`)}
      onCancel={onCancel}
      onConfirm={send}
      failure={failure}
    >
      <div id="payments-hold-text">
        <p>{t(`${change}.text`, { amount, payee: payment.payee_name })}</p>
        {payment.payee_check !== null ? (
          <p>
            <PayeeCheckText check={payment.payee_check} bankName={payment.payee_check_name} />
          </p>
        ) : null}
        {change === 'unhold' && payment.payee_check === 'no_match' ? (
          <p className={styles.caution} data-unhold-blocks="">
            {t('unhold.noMatch')}
          </p>
        ) : null}
        <p className={styles.byName}>{t(`${change}.byName`, { name })}</p>
      </div>
      <Field
        id="payments-hold-reason"
        label={t(`${change}.reason`)}
        required
        hint={t(`${change}.reasonHint`)}
        error={problem ? t(`${change}.${problem}`) : undefined}
      >
        {(control) => (
          <textarea
            ref={field}
            {...control}
            className={styles.reason}
            rows={3}
            maxLength={REASON_MAX}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
