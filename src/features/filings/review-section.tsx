import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Field } from '../../ui/field.tsx';
import { OpenValueText } from '../../ui/open-value.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceQuote } from '../../ui/service-text.tsx';
import { Banner } from '../../ui/states.tsx';
import { figureChanges, mayDecide, payableOf, type ReadFigure, type ReadFiling } from './deadlines.ts';
import { useFilingWords } from './filing-words.tsx';
import { FILINGS_NAMESPACE } from './messages.ts';
import { reviewFilingMutation } from './review-mutation.ts';
import styles from './filings.module.css';

/**
 * How the person's last decision went, said above the review: approved, asked (with the thread it went to),
 * done with an answer that could not be read, or refused because the figures changed (with the figures the
 * person saw, set beside the new ones) or because the filing no longer waits for the company.
 */
type Outcome =
  | { kind: 'approved' }
  | { kind: 'asked'; threadId: string | null }
  | { kind: 'unreadable' }
  | { kind: 'changed'; seen: ReadFigure[]; error: ApiError }
  | { kind: 'notAwaiting'; error: ApiError };

/** The refusals said on the page over the filing read again (the dialog closes); any other stays in the dialog. */
function outcomeOfRefusal(error: unknown, seen: ReadFigure[]): Outcome | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 409 && error.error === 'figures_changed') return { kind: 'changed', seen, error };
  if (error.error === 'not_awaiting_review') return { kind: 'notAwaiting', error };
  return null;
}

/** The most characters a question's note may have (FilingReviewCreate). */
const NOTE_MAX = 2000;

/**
 * The review the firm asks of the company: who prepared the return and when, the company's decision once made;
 * and, for a signed-in admin or approver while it waits, Approve (bound to the figures shown) and Ask the
 * accounting firm (a note, which goes to the filing's thread in Messages). Everyone else reads, told why.
 */
export function ReviewSection({ filing }: { filing: ReadFiling }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const { company, staff, me } = useCurrentCompany();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dialog, setDialog] = useState<'approve' | 'ask' | null>(null);
  // kept here, not in the dialog: a refusal closes the dialog, and what was typed is there when it opens again
  const [note, setNote] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const figures = readableItems(filing.figures ?? []);
  const deciding = mayDecide({ roles: company.roles, staff }, me.principal.kind);
  const digest = filing.figures_digest;
  const waiting = filing.state === 'awaiting_review' && digest !== null;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const close = (back: HTMLButtonElement | null) => {
    setDialog(null);
    back?.focus();
  };
  const decided = (next: Outcome) => {
    setDialog(null);
    setOutcome(next);
  };
  const { review } = filing;
  return (
    <Section title={t('filing.review')} data-filing-review="">
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} data-review-outcome={outcome?.kind}>
        {outcome ? <OutcomeBanner outcome={outcome} figures={figures} /> : null}
      </div>
      {review === null ? (
        <p>{t('filing.noReview')}</p>
      ) : (
        <>
          <p>{t('filing.preparedBy', { name: review.requested_by, time: format.timestamp(review.requested_at) })}</p>
          {review.decided ? (
            <p data-decision={review.decided.decision}>
              {review.decided.decision === 'approve' ? (
                t('filing.approvedBy', { name: review.decided.name, time: format.timestamp(review.decided.at) })
              ) : review.decided.decision === 'question' ? (
                t('filing.questionedBy', { name: review.decided.name, time: format.timestamp(review.decided.at) })
              ) : (
                <>
                  <OpenValueText value={review.decided.decision} label={undefined} />{' '}
                  {t('filing.decidedBy', { name: review.decided.name, time: format.timestamp(review.decided.at) })}
                </>
              )}
              {review.decided.note ? (
                <>
                  {': '}
                  <ServiceQuote text={review.decided.note} />
                </>
              ) : null}
            </p>
          ) : null}
        </>
      )}
      {waiting && deciding ? (
        <div className={styles.actions}>
          <button ref={approveButton} type="button" onClick={() => setDialog('approve')}>
            {outcome?.kind === 'changed' ? t('filing.approveAgain') : t('filing.approve')}
          </button>
          <button ref={askButton} type="button" className="secondary" onClick={() => setDialog('ask')}>
            {t('filing.ask')}
          </button>
        </div>
      ) : null}
      {waiting && !deciding ? (
        <Banner tone="warning" role="note">
          <p>{staff ? t('filing.cannotDecideStaff') : t('filing.cannotDecide')}</p>
        </Banner>
      ) : null}
      {dialog === 'approve' && digest !== null ? (
        <ApproveDialog filing={filing} digest={digest} figures={figures} onCancel={() => close(approveButton.current)} onOutcome={decided} />
      ) : null}
      {dialog === 'ask' && digest !== null ? (
        <AskDialog filing={filing} digest={digest} figures={figures} note={note} onNote={setNote} onCancel={() => close(askButton.current)} onOutcome={decided} />
      ) : null}
    </Section>
  );
}

function OutcomeBanner({ outcome, figures }: { outcome: Outcome; figures: readonly ReadFigure[] }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const { company } = useCurrentCompany();
  switch (outcome.kind) {
    case 'approved':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.approved')}</p>
        </Banner>
      );
    case 'asked':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.asked')}</p>
          {outcome.threadId === null ? null : (
            <p>
              <Link to={areaUrl('messages', company.customer_id, [outcome.threadId])}>{t('filing.openThread')}</Link>
            </p>
          )}
        </Banner>
      );
    case 'unreadable':
      return (
        <Banner tone="success" role="status">
          <p>{t('filing.doneUnreadable')}</p>
        </Banner>
      );
    case 'changed': {
      const changes = figureChanges(outcome.seen, figures);
      return (
        <Refusal error={outcome.error} tone="warning" title={t('filing.changed.title')} data-figures-changed="">
          <p>{t('filing.changed.text')}</p>
          {changes.length === 0 ? (
            <p>{t('filing.changed.none')}</p>
          ) : (
            <ul className={styles.changes}>
              {changes.map((change) => (
                <li key={change.key} data-figure={change.key}>
                  {change.seen === null
                    ? t('filing.changed.added', { label: change.label, now: format.money(change.now ?? 0) })
                    : change.now === null
                      ? t('filing.changed.removed', { label: change.label, seen: format.money(change.seen) })
                      : t('filing.changed.figure', { label: change.label, seen: format.money(change.seen), now: format.money(change.now) })}
                </li>
              ))}
            </ul>
          )}
        </Refusal>
      );
    }
    case 'notAwaiting':
      return (
        <Refusal error={outcome.error} title={t('filing.approving.failed')}>
          <p>{t('filing.refusals.not_awaiting_review')}</p>
        </Refusal>
      );
  }
}

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
function ApproveDialog({ filing, digest, figures, onCancel, onOutcome }: DialogProps) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const words = useFilingWords();
  const client = useService();
  const queryClient = useQueryClient();
  const { company, me } = useCurrentCompany();
  const approval = useMutation(reviewFilingMutation(client, queryClient, company.customer_id, filing.id));
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
function AskDialog({ filing, digest, figures, note, onNote, onCancel, onOutcome }: DialogProps & { note: string; onNote: (note: string) => void }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const words = useFilingWords();
  const client = useService();
  const queryClient = useQueryClient();
  const { company } = useCurrentCompany();
  const asking = useMutation(reviewFilingMutation(client, queryClient, company.customer_id, filing.id));
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
