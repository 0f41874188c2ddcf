import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableItems } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { OpenValueText } from '../../ui/open-value.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceQuote } from '../../ui/service-text.tsx';
import { Banner } from '../../ui/states.tsx';
import { mayDecide, type ReadFiling } from './deadlines.ts';
import { FILINGS_NAMESPACE } from './messages.ts';
import styles from './filings.module.css';
import { ApproveDialog, AskDialog } from './review-dialogs.tsx';
import { type Outcome, OutcomeBanner } from './review-outcome.tsx';


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
