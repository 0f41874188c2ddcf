import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field, FieldError } from '../../ui/field.tsx';
import { currentStepOf, returnTargetsOf, type ReturnTarget } from './circulation-model.ts';
import { DecisionRefused, type ApproveInput, type DecisionBasis, type ResubmitInput, type ReturnInput } from '../../api/queries/invoicing-writes.ts';
import { DecisionRefusal } from './decision-refusal.tsx';
import { invoicePath } from './review-path.ts';
import { duplicateWordsOf } from './duplicate-words.ts';
import styles from './bills.module.css';

/**
 * The invoice a dialog decides on: as it was when the dialog opened, or as read again after the service said
 * it changed (409 `invoice_changed`), so that the second confirmation sends the revision now shown.
 */
function useBasis(opened: DecisionBasis, request: { error: unknown }): DecisionBasis {
  // kept once read: a later refusal of another kind still decides on the invoice as last read
  const [basis, setBasis] = useState(opened);
  const { error } = request;
  const now = error instanceof DecisionRefused && error.code === 'invoice_changed' ? error.now : undefined;
  if (now !== undefined && now !== basis) setBasis(now);
  return now ?? basis;
}

/** Facts of the invoice the person approves, in one sentence with their own name. */
function DecidedOn({ basis, idBase }: { basis: DecisionBasis; idBase: string }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const { me } = useCurrentCompany();
  const { invoice } = basis;
  return (
    <p id={`${idBase}-text`}>
      {t('decide.approveText', {
        name: me.principal.name,
        supplier: invoice.supplier,
        total: format.money(invoice.total_cents, invoice.currency),
        due: format.date(invoice.due_date),
      })}{' '}
      {currentStepOf(invoice) === 'check' ? t('decide.approveNextStep') : t('decide.approveLastStep')}
    </p>
  );
}

/**
 * Approving the step waiting for the person: an optional comment and, for a possible duplicate, the
 * required check that it is not paid twice (with a link to the other invoice). What is typed stays through
 * a refusal; a stale decision shows what changed and is confirmed again on the new revision.
 */
export function ApproveDialog({
  opened,
  approve,
  onCancel,
}: {
  opened: DecisionBasis;
  approve: UseMutationResult<unknown, unknown, ApproveInput>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bills');
  const { company } = useCurrentCompany();
  const basis = useBasis(opened, approve);
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const [uncheckedSaid, setUncheckedSaid] = useState(false);
  const duplicateOf = basis.invoice.circulation.duplicate_of;
  const duplicateWords = duplicateWordsOf(basis.invoice);
  const other = duplicateOf === null || duplicateWords.link === null ? null : invoicePath(company.customer_id, { id: duplicateOf, kind: basis.invoice.kind });
  const changed = approve.error instanceof DecisionRefused && approve.error.code === 'invoice_changed' && approve.error.now !== undefined;
  return (
    <ConfirmDialog
      idBase="bills-approve"
      title={t('decide.approveTitle', { number: basis.invoice.number })}
      request={approve}
      text={(key) =>
        key === 'confirm' ? (changed ? t('decide.decideAgain') : t('decide.confirmApprove')) : t(`decide.${key}`)
      }
      onCancel={onCancel}
      onConfirm={() => {
        if (duplicateOf !== null && !checked) {
          setUncheckedSaid(true);
          return false;
        }
        approve.mutate({ basis, comment, duplicateChecked: checked });
      }}
      failure={(error) => (error instanceof DecisionRefused ? <DecisionRefusal error={error} seen={approve.variables?.basis} /> : null)}
    >
      <DecidedOn basis={basis} idBase="bills-approve" />
      {duplicateOf !== null ? (
        <div className={styles.duplicateCheck}>
          <label>
            <input
              type="checkbox"
              checked={checked}
              aria-describedby={uncheckedSaid && !checked ? 'bills-approve-duplicate-error' : undefined}
              aria-invalid={uncheckedSaid && !checked ? true : undefined}
              onChange={(event) => setChecked(event.currentTarget.checked)}
            />{' '}
            {t(duplicateWords.check)}
          </label>
          {other && duplicateWords.link !== null ? (
            <p>
              <Link to={other} target="_blank">
                {t(duplicateWords.link)}
              </Link>
            </p>
          ) : null}
          {uncheckedSaid && !checked ? (
            <FieldError id="bills-approve-duplicate-error" role="alert">
              {t(duplicateWords.required)}
            </FieldError>
          ) : null}
        </div>
      ) : null}
      <Field id="bills-approve-comment" label={t('decide.comment')} error={undefined}>
        {(control) => <textarea {...control} rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />}
      </Field>
    </ConfirmDialog>
  );
}

/**
 * Returning the invoice with a required reason, to the places this step can send it (a bill's check only
 * to the firm; an approval back to the check or to the firm; a claim back to its claimant).
 */
export function ReturnDialog({
  opened,
  give,
  onCancel,
}: {
  opened: DecisionBasis;
  give: UseMutationResult<unknown, unknown, ReturnInput>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bills');
  const { me } = useCurrentCompany();
  const basis = useBasis(opened, give);
  const targets = returnTargetsOf(basis.invoice);
  const [reason, setReason] = useState('');
  const [to, setTo] = useState<ReturnTarget | undefined>(targets[0]);
  const [reasonSaid, setReasonSaid] = useState(false);
  const claim = basis.invoice.kind === 'expense_claim';
  const changed = give.error instanceof DecisionRefused && give.error.code === 'invoice_changed' && give.error.now !== undefined;
  const reasonMissing = reasonSaid && reason.trim() === '';
  return (
    <ConfirmDialog
      idBase="bills-return"
      title={t('decide.returnTitle', { number: basis.invoice.number })}
      request={give}
      text={(key) => (key === 'confirm' ? (changed ? t('decide.decideAgain') : t('decide.confirmReturn')) : t(`decide.${key}`))}
      onCancel={onCancel}
      onConfirm={() => {
        const target = to !== undefined && targets.includes(to) ? to : targets[0];
        if (reason.trim() === '' || target === undefined) {
          setReasonSaid(true);
          document.getElementById('bills-return-reason')?.focus();
          return false;
        }
        give.mutate({ basis, reason, to: target });
      }}
      failure={(error) => (error instanceof DecisionRefused ? <DecisionRefusal error={error} seen={give.variables?.basis} /> : null)}
    >
      <p id="bills-return-text">{t('decide.returnText', { name: me.principal.name })}</p>
      <Field
        id="bills-return-reason"
        label={t('decide.reason')}
        required
        requiredText={t('decide.required')}
        error={reasonMissing ? t('decide.reasonRequired') : undefined}
      >
        {(control) => (
          <textarea {...control} rows={3} maxLength={1000} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        )}
      </Field>
      {targets.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend>{t('decide.to')}</legend>
          {targets.map((target) => (
            <label key={target}>
              <input type="radio" name="bills-return-to" value={target} checked={to === target} onChange={() => setTo(target)} />{' '}
              {targetWords(t, target, claim)}
            </label>
          ))}
        </fieldset>
      ) : targets[0] ? (
        <p>
          {t('decide.to')}: <strong>{targetWords(t, targets[0], claim)}</strong>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

function targetWords(t: (key: 'decide.to_previous_step' | 'decide.to_previous_step_claim' | 'decide.to_firm') => string, target: ReturnTarget, claim: boolean): string {
  if (target === 'firm') return t('decide.to_firm');
  return claim ? t('decide.to_previous_step_claim') : t('decide.to_previous_step');
}

/**
 * The firm's staff send a bill returned to them back to the factual check once they have corrected it, with a
 * required note of what they did (it goes into the circulation's history for the company to read).
 */
export function ResubmitDialog({
  opened,
  resubmit,
  onCancel,
}: {
  opened: DecisionBasis;
  resubmit: UseMutationResult<unknown, unknown, ResubmitInput>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bills');
  const { me } = useCurrentCompany();
  const basis = useBasis(opened, resubmit);
  const [note, setNote] = useState('');
  const [noteSaid, setNoteSaid] = useState(false);
  const changed = resubmit.error instanceof DecisionRefused && resubmit.error.code === 'invoice_changed' && resubmit.error.now !== undefined;
  return (
    <ConfirmDialog
      idBase="bills-resubmit"
      title={t('decide.resubmitTitle', { number: basis.invoice.number })}
      request={resubmit}
      text={(key) => (key === 'confirm' ? (changed ? t('decide.decideAgain') : t('decide.confirmResubmit')) : t(`decide.${key}`))}
      onCancel={onCancel}
      onConfirm={() => {
        if (note.trim() === '') {
          setNoteSaid(true);
          document.getElementById('bills-resubmit-note')?.focus();
          return false;
        }
        resubmit.mutate({ basis, note });
      }}
      failure={(error) => (error instanceof DecisionRefused ? <DecisionRefusal error={error} seen={resubmit.variables?.basis} /> : null)}
    >
      <p id="bills-resubmit-text">{t('decide.resubmitText', { name: me.principal.name })}</p>
      <Field
        id="bills-resubmit-note"
        label={t('decide.resubmitNote')}
        required
        requiredText={t('decide.required')}
        error={noteSaid && note.trim() === '' ? t('decide.resubmitNoteRequired') : undefined}
      >
        {(control) => <textarea {...control} rows={3} maxLength={1000} required value={note} onChange={(event) => setNote(event.currentTarget.value)} />}
      </Field>
    </ConfirmDialog>
  );
}
