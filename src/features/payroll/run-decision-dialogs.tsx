/** The dialogs that approve a payroll run or return it to the accounting firm. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Facts } from '../../ui/facts.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { approvePayrollRunMutation, returnPayrollRunMutation } from '../../api/queries/payroll-writes.ts';
import { employeeCount, type ReadRun } from './run-reading.ts';
import styles from './runs.module.css';
import { useWrite } from '../../api/queries/write.ts';
import { type Outcome, outcomeOfRefusal } from './run-outcome.tsx';

/**
 * Confirms the approval of the figures on screen (focus, Escape and double clicks: ui/confirm-dialog.tsx): what
 * is approved and who approves. The digest sent is the one of the run the page shows. A refusal meaning the run
 * is not as shown closes the dialog and is said on the page, over the run read again; any other failure stays in
 * the dialog, in its shared banner.
 */
export function ApproveDialog({
  run,
  name,
  customerId,
  onCancel,
  onOutcome,
}: {
  run: ReadRun;
  name: string;
  customerId: string;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const format = useFormat();
  const { me } = useCurrentCompany();
  const approval = useWrite(approvePayrollRunMutation, customerId);
  const approver = me.principal.name || me.principal.email || '';
  return (
    <ConfirmDialog
      idBase="approve-run"
      title={t('runs.approve.title', { name })}
      request={approval}
      text={(key) => t(`runs.approve.${key}`)}
      onCancel={onCancel}
      onConfirm={() =>
        approval.mutate(
          { runId: run.id, digest: run.digest, period: run.period },
          {
            onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable', action: 'approve', answer: result } : { kind: 'approved' }),
            onError: (error) => {
              const refused = outcomeOfRefusal(error, 'approve', run);
              if (refused) onOutcome(refused);
            },
          },
        )
      }
    >
      <p id="approve-run-text">{t('runs.approve.text')}</p>
      <Facts className={styles.figures}>
        <dt>{t('runs.summary.net')}</dt>
        <dd>{format.money(run.totals.net_cents)}</dd>
        <dt>{t('runs.summary.gross')}</dt>
        <dd>{format.money(run.totals.gross_cents)}</dd>
        <dt>{t('runs.summary.employees')}</dt>
        <dd>{employeeCount(run)}</dd>
        <dt>{t('runs.summary.payday')}</dt>
        <dd>{format.date(run.payment_date)}</dd>
        <dt>{t('runs.approve.approver')}</dt>
        <dd className={styles.text}>{approver}</dd>
      </Facts>
    </ConfirmDialog>
  );
}

/** The most characters a return's comment may have (PayrollRunReturnRequest). */
const COMMENT_MAX = 2000;

/**
 * Returns the draft on screen to the accounting firm (docs/decisions/0018), with a comment the firm needs: the comment
 * field has the focus when the dialog opens, an empty or too long one is said under it and the focus goes
 * back to it, and what was typed lives with the page, so that a refusal (which closes the dialog and is said
 * on the page) or a failure (said in the dialog) loses none of it.
 */
export function ReturnDialog({
  run,
  name,
  customerId,
  comment,
  onComment,
  onCancel,
  onOutcome,
}: {
  run: ReadRun;
  name: string;
  customerId: string;
  comment: string;
  onComment: (comment: string) => void;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(PAYROLL_NAMESPACE);
  const returning = useWrite(returnPayrollRunMutation, customerId);
  const [problem, setProblem] = useState<'commentMissing' | 'commentTooLong' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // after the dialog's own first focus (on Cancel): the comment is what the step needs first
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const send = (): false | void => {
    const trimmed = comment.trim();
    const found = trimmed === '' ? 'commentMissing' : [...trimmed].length > COMMENT_MAX ? 'commentTooLong' : null;
    setProblem(found);
    if (found) {
      field.current?.focus();
      return false;
    }
    returning.mutate(
      { runId: run.id, digest: run.digest, period: run.period, comment: trimmed },
      {
        onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable', action: 'return', answer: result } : { kind: 'returned' }),
        onError: (error) => {
          const refused = outcomeOfRefusal(error, 'return', run);
          if (refused) onOutcome(refused);
        },
      },
    );
  };
  return (
    <ConfirmDialog idBase="return-run" title={t('runs.returning.title', { name })} request={returning} text={(key) => t(`runs.returning.${key}`)} onCancel={onCancel} onConfirm={send}>
      <p id="return-run-text">{t('runs.returning.text')}</p>
      <Field
        id="return-run-comment"
        label={t('runs.returning.comment')}
        required
        requiredText={t('runs.returning.required')}
        hint={t('runs.returning.commentHint')}
        error={problem ? t(`runs.returning.${problem}`) : undefined}
      >
        {(control) => (
          <textarea
            ref={field}
            {...control}
            className={styles.commentField}
            rows={4}
            required
            value={comment}
            onChange={(event) => {
              onComment(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
