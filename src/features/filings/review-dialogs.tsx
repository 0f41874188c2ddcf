/** The dialogs in which the company approves a prepared return or asks the accounting firm about it. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Field } from '../../ui/field.tsx';
import { payableOf, type ReadFigure, type ReadFiling } from './deadlines.ts';
import { useFilingWords } from './filing-words.tsx';
import { FILINGS_NAMESPACE } from './messages.ts';
import { reviewFilingMutation } from '../../api/queries/filings-writes.ts';
import styles from './filings.module.css';
import { useWrite } from '../../api/queries/write.ts';
import { type Outcome, outcomeOfRefusal } from './review-outcome.tsx';

/** The most characters a question's note may have (FilingReviewCreate). */
const NOTE_MAX = 2000;

interface DialogProps {
  filing: ReadFiling;
  digest: string;
  figures: ReadFigure[];
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * Confirms the approval of the figures on the page (focus, Escape, double clicks: ui/confirm-dialog.tsx), naming
 * the amount payable and who approves; the digest sent is the one of the figures shown.
 */
export function ApproveDialog({ filing, digest, figures, onCancel, onOutcome }: DialogProps) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const words = useFilingWords();
  const { company, me } = useCurrentCompany();
  const approval = useWrite(reviewFilingMutation, company.customer_id, filing.id);
  const payable = payableOf(figures);
  return (
    <ConfirmDialog
      idBase="approve-filing"
      title={t('filing.approving.title', { name: words.name(filing) })}
      request={approval}
      text={(key) => t(`filing.approving.${key}`)}
      onCancel={onCancel}
      onConfirm={() =>
        approval.mutate(
          { decision: 'approve', figures_digest: digest },
          {
            onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable' } : { kind: 'approved' }),
            onError: (error) => {
              const refused = outcomeOfRefusal(error, figures);
              if (refused) onOutcome(refused);
            },
          },
        )
      }
    >
      <p id="approve-filing-text">{t('filing.approving.text')}</p>
      <Facts>
        <Fact term={t('filing.approving.payable')}>
          {payable ? <strong className={styles.amount}>{format.money(payable.amount_cents)}</strong> : t('filing.approving.noPayable')}
        </Fact>
        <Fact term={t('filing.due')}>{format.date(filing.due_date)}</Fact>
        <Fact term={t('filing.approving.approver')}>
          <span className={styles.breaks}>{me.principal.name || me.principal.email}</span>
        </Fact>
      </Facts>
    </ConfirmDialog>
  );
}

/**
 * Questions the return with a note the firm needs: the note has the focus when the dialog opens, a missing or
 * too long one is said under it, and what was typed lives with the page through any refusal.
 */
export function AskDialog({ filing, digest, figures, note, onNote, onCancel, onOutcome }: DialogProps & { note: string; onNote: (note: string) => void }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const words = useFilingWords();
  const { company } = useCurrentCompany();
  const asking = useWrite(reviewFilingMutation, company.customer_id, filing.id);
  const [problem, setProblem] = useState<'noteMissing' | 'noteTooLong' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // after the dialog's own first focus (on Cancel): the note is what the step needs first
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const send = (): false | void => {
    const trimmed = note.trim();
    const found = trimmed === '' ? 'noteMissing' : [...trimmed].length > NOTE_MAX ? 'noteTooLong' : null;
    setProblem(found);
    if (found) {
      field.current?.focus();
      return false;
    }
    asking.mutate(
      { decision: 'question', figures_digest: digest, note: trimmed },
      {
        onSuccess: (result) => onOutcome(isUnreadableAnswer(result) ? { kind: 'unreadable' } : { kind: 'asked', threadId: result.thread_id }),
        onError: (error) => {
          if (error instanceof ApiError && error.error === 'note_required') {
            setProblem('noteMissing');
            field.current?.focus();
            return;
          }
          const refused = outcomeOfRefusal(error, figures);
          if (refused) onOutcome(refused);
        },
      },
    );
  };
  const failed = asking.isError && !(asking.error instanceof ApiError && asking.error.error === 'note_required');
  return (
    <ConfirmDialog
      idBase="ask-filing"
      title={t('filing.asking.title', { name: words.name(filing) })}
      request={{ isPending: asking.isPending, isError: failed, error: asking.error }}
      text={(key) => t(`filing.asking.${key}`)}
      onCancel={onCancel}
      onConfirm={send}
    >
      <p id="ask-filing-text">{t('filing.asking.text')}</p>
      <Field
        id="ask-filing-note"
        label={t('filing.asking.note')}
        required
        requiredText={t('filing.asking.required')}
        hint={t('filing.asking.noteHint')}
        error={problem ? t(`filing.asking.${problem}`) : undefined}
      >
        {(control) => (
          <textarea
            ref={field}
            {...control}
            className={styles.note}
            rows={4}
            required
            value={note}
            onChange={(event) => {
              onNote(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
