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
import { holdRefusedAsReleased, type HoldRequest } from './queries.ts';
import styles from './payments.module.css';

/** The contract's longest reason (PaymentHold). */
const REASON_MAX = 1000;

/**
 * Confirms holding one payment back, by name and with a reason the person must write (DESIGN.md "purchase
 * payments"): who is paid, how much, what the bank's payee check said. An empty reason is said at the field
 * and nothing is sent; a refusal keeps the reason typed. After the dialog's own first focus (Cancel) the
 * reason takes it: it is what the step needs first. The caller puts the focus back when it closes.
 */
export function HoldDialog({
  payment,
  name,
  hold,
  onCancel,
  onConfirm,
}: {
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
  return (
    <ConfirmDialog
      idBase="payments-hold"
      title={t('hold.title')}
      request={hold}
      text={(key) => t(`hold.${key}`)}
      onCancel={onCancel}
      onConfirm={send}
      failure={(error) =>
        holdRefusedAsReleased(error) ? (
          <Refusal error={error} title={t('hold.alreadyReleasedTitle')}>
            <p>{t('hold.alreadyReleased')}</p>
          </Refusal>
        ) : null
      }
    >
      <div id="payments-hold-text">
        <p>{t('hold.text', { amount, payee: payment.payee_name })}</p>
        {payment.payee_check !== null ? (
          <p>
            <PayeeCheckText check={payment.payee_check} bankName={payment.payee_check_name} />
          </p>
        ) : null}
        <p className={styles.byName}>{t('hold.byName', { name })}</p>
      </div>
      <Field id="payments-hold-reason" label={t('hold.reason')} required hint={t('hold.reasonHint')} error={problem ? t(`hold.${problem}`) : undefined}>
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
