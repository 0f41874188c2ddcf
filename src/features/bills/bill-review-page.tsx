import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Empty, ErrorBanner, Loading } from '../../ui/states.tsx';
import { billReviewQuery } from './queries.ts';
import { journalLinksOf, whatTheReviewSaw } from './review-checks.ts';
import { billsPath } from './review-path.ts';
import { ORIGINAL_VIEWER_ID, OriginalViewer } from './original-viewer.tsx';
import { useValueLabel } from './value-label.ts';
import { LinesSection } from './bill-lines.tsx';
import { DraftSection } from './journal-draft.tsx';
import { CellLabel, Fact, FactGrid, Section } from './review-parts.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;

/**
 * One bill's read-only review snapshot (spec §2.11, §4.7). Nothing on this page writes: actions the
 * reader's role is eligible for are described, never offered as buttons.
 */
export function BillReviewPage({ billId }: { billId: string }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const review = useQuery(billReviewQuery(client, company.customer_id, billId));

  if (review.isSuccess) return <Review snapshot={review.data} />;
  const notFound = review.error instanceof ApiError && review.error.status === 404;
  return (
    <>
      <PageHeading>{notFound ? t('review.notFoundTitle') : t('review.titleLoading')}</PageHeading>
      <BackToList />
      <BillIdLine billId={billId} />
      {review.isPending ? (
        <Loading />
      ) : notFound ? (
        <p>{t('review.notFoundText')}</p>
      ) : (
        <ErrorBanner error={review.error} onRetry={() => void review.refetch()} />
      )}
    </>
  );
}

function BackToList() {
  const { t } = useTranslation('bills');
  const { company } = useCurrentCompany();
  return (
    <p className={styles.back}>
      <Link to={billsPath(company.customer_id)}>{t('review.backToList')}</Link>
    </p>
  );
}

function BillIdLine({ billId }: { billId: string }) {
  const { t } = useTranslation('bills');
  return (
    <p className={styles.idLine}>
      {t('review.billId')}: <code className={styles.billId}>{billId}</code>
    </p>
  );
}

function Review({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const { bill } = snapshot;
  // the original's bytes are fetched only once a person opens it (issue 16)
  const [originalOpen, setOriginalOpen] = useState(false);
  return (
    <>
      <PageHeading>{t('review.title', { number: bill.number, supplier: bill.supplier })}</PageHeading>
      <BackToList />
      <div className={originalOpen ? styles.withOriginal : undefined}>
        <SummarySection snapshot={snapshot} />
        <p className={styles.readOnly}>{t('review.readOnly')}</p>
        <LinesSection snapshot={snapshot} />
        <div className={styles.grid}>
          <OriginalSection snapshot={snapshot} open={originalOpen} onToggle={() => setOriginalOpen((open) => !open)} />
          <PostingSection snapshot={snapshot} />
        </div>
        {originalOpen ? <OriginalViewer snapshot={snapshot} /> : null}
        <LatestReviewSection snapshot={snapshot} />
        <DraftSection snapshot={snapshot} />
        <HistorySection snapshot={snapshot} />
        <ActionsSection snapshot={snapshot} />
        <EvidenceSection snapshot={snapshot} />
      </div>
    </>
  );
}

/**
 * What a person opening the bill asks first (DESIGN.md principle 10): which bill, how much, what the
 * question is, which original, and whether it is ready to post or why not. Ids, revisions and digests are
 * in the evidence section.
 */
function SummarySection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { bill, original } = snapshot;
  const money = (cents: number) => format.money(cents, bill.currency);
  const question = questionOf(snapshot);
  return (
    <Section id="bill-header" title={t('header.title')}>
      <FactGrid>
        <Fact term={t('header.total')}>
          <strong className={styles.amount}>{money(bill.total_cents)}</strong>
          <span className={styles.reason}>{t('summary.vatAndOpen', { vat: money(bill.vat_cents), open: money(bill.open_cents) })}</span>
        </Fact>
        <Fact term={t('header.dueDate')}>
          <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>
          <span className={styles.reason}>{label('billStatus', bill.status)}</span>
        </Fact>
        <Fact term={t('summary.review')}>
          <strong>{label('reviewState', snapshot.review_state)}</strong>
          <ServiceText text={question} className={styles.serviceReason} />
        </Fact>
        <Fact term={t('summary.original')}>
          {original.filename}
          <span className={styles.reason}>{label('adequacy', original.adequacy)}</span>
        </Fact>
        <Fact term={t('summary.posting')}>
          {snapshot.posting_ready ? (
            <strong className={styles.ok}>{t('posting.ready')}</strong>
          ) : (
            <>
              <strong>{t('posting.notReady')}</strong>
              <ServiceText text={snapshot.posting_reason} className={styles.serviceReason} />
            </>
          )}
        </Fact>
      </FactGrid>
      <FactGrid>
        <Fact term={t('header.supplier')}>{bill.supplier}</Fact>
        <Fact term={t('header.number')}>{bill.number}</Fact>
        <Fact term={t('header.issueDate')}>
          <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
        </Fact>
      </FactGrid>
    </Section>
  );
}

/** The question the review leaves open: what a review asking for clarification asks, else the state's reason. */
function questionOf(snapshot: Snapshot): string {
  const review = snapshot.latest_review;
  if (review && review.verdict === 'needs_clarification' && review.reason) return review.reason;
  return snapshot.review_reason;
}

/** The original's facts, and the one control of the page: showing the original itself (it writes nothing). */
function OriginalSection({ snapshot, open, onToggle }: { snapshot: Snapshot; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { original } = snapshot;
  return (
    <Section id="bill-original" title={t('original.title')}>
      <FactGrid>
        <Fact term={t('original.filename')}>{original.filename}</Fact>
        <Fact term={t('original.adequacy')}>{label('adequacy', original.adequacy)}</Fact>
        <Fact term={t('original.status')}>{label('originalStatus', original.status)}</Fact>
      </FactGrid>
      <p className={styles.originalToggle}>
        <button type="button" className="secondary" aria-expanded={open} aria-controls={open ? ORIGINAL_VIEWER_ID : undefined} onClick={onToggle}>
          {open ? t('viewer.hide') : t('viewer.show')}
        </button>
      </p>
    </Section>
  );
}

function PostingSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <Section id="bill-posting" title={t('posting.title')}>
      <FactGrid>
        <Fact term={t('posting.state')}>{label('postingState', snapshot.posting_state)}</Fact>
        <Fact term={t('posting.readiness')}>
          {snapshot.posting_ready ? <span className={styles.ok}>{t('posting.ready')}</span> : t('posting.notReady')}
        </Fact>
        <Fact term={t('posting.reason')}>
          <ServiceText text={snapshot.posting_reason} />
        </Fact>
      </FactGrid>
    </Section>
  );
}

function LatestReviewSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const review = snapshot.latest_review;
  const seen = whatTheReviewSaw(snapshot);
  return (
    <Section id="bill-review" title={t('latestReview.title')}>
      <FactGrid>
        <Fact term={t('latestReview.stateReason')}>
          <strong>{label('reviewState', snapshot.review_state)}</strong>
          <ServiceText text={snapshot.review_reason} className={styles.serviceReason} />
        </Fact>
      </FactGrid>
      {!review ? (
        <Empty>{t('latestReview.none')}</Empty>
      ) : (
        <>
          <FactGrid>
            <Fact term={t('latestReview.verdict')}>
              <strong>{label('verdict', review.verdict)}</strong>
            </Fact>
            <Fact term={t('latestReview.reason')}>
              <ServiceText text={review.reason} />
            </Fact>
            <Fact term={t('latestReview.decidedAt')}>
              <time dateTime={review.decided_at}>{format.timestamp(review.decided_at)}</time>
            </Fact>
          </FactGrid>
          {seen ? <WhatChanged seen={seen} /> : null}
        </>
      )}
    </Section>
  );
}

type Seen = NonNullable<ReturnType<typeof whatTheReviewSaw>>;

/** Whether the review saw what is shown now, in words; the versions and digests compared are evidence. */
function WhatChanged({ seen }: { seen: Seen }) {
  const { t } = useTranslation('bills');
  const changed = seen.filter((aspect) => !aspect.same);
  if (changed.length === 0) return <p className={styles.ok}>{t('latestReview.sawCurrent')}</p>;
  return (
    <div className={styles.warning}>
      <p>
        <strong>{t('latestReview.stale')}</strong>
      </p>
      <p>{t('latestReview.changed', { aspects: changed.map((aspect) => t(`latestReview.aspects.${aspect.aspect}`)).join(', ') })}</p>
    </div>
  );
}

function WhatTheReviewSaw({ seen }: { seen: Seen }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const shown = (aspect: Seen[number], value: string) =>
    aspect.aspect === 'document_adequacy' ? label('adequacy', value) : <code className={styles.digest}>{value}</code>;
  return (
    <>
      <h3>{t('latestReview.sawTitle')}</h3>
      <ScrollRegion className={styles.reflow} labelledBy="review-saw-caption">
        <table role="table">
          <caption id="review-saw-caption" className="visually-hidden">
            {t('latestReview.sawCaption')}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('latestReview.aspect')}
              </th>
              <th scope="col" role="columnheader">
                {t('latestReview.seen')}
              </th>
              <th scope="col" role="columnheader">
                {t('latestReview.current')}
              </th>
              <th scope="col" role="columnheader">
                {t('latestReview.comparison')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {seen.map((aspect) => (
              <tr key={aspect.aspect} role="row">
                <th scope="row" role="rowheader" className={styles.wholeRow}>
                  {t(`latestReview.aspects.${aspect.aspect}`)}
                </th>
                <td role="cell" className={styles.wholeRow}>
                  <CellLabel>{t('latestReview.seen')}</CellLabel>
                  {shown(aspect, aspect.seen)}
                </td>
                <td role="cell" className={styles.wholeRow}>
                  <CellLabel>{t('latestReview.current')}</CellLabel>
                  {shown(aspect, aspect.current)}
                </td>
                <td role="cell" className={aspect.same ? styles.ok : styles.attentionText}>
                  {aspect.same ? t('latestReview.same') : <strong>{t('latestReview.differs')}</strong>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

const entryAnchor = (position: number) => `journal-entry-${position + 1}`;

function HistorySection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { journals } = snapshot;
  const links = journalLinksOf(journals);
  const entryLink = (position: number) => {
    const target = journals[position];
    return target ? <a href={`#${entryAnchor(position)}`}>{target.entry_number}</a> : null;
  };
  return (
    <Section id="bill-history" title={t('history.title')}>
      {journals.length === 0 ? (
        <Empty>{t('history.empty')}</Empty>
      ) : (
        <ScrollRegion className={styles.reflow} labelledBy="history-caption">
          <table role="table">
            <caption id="history-caption" className="visually-hidden">
              {t('history.caption')}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t('history.entryNumber')}
                </th>
                <th scope="col" role="columnheader">
                  {t('history.status')}
                </th>
                <th scope="col" role="columnheader">
                  {t('history.live')}
                </th>
                <th scope="col" role="columnheader">
                  {t('history.relation')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {journals.map((journal, position) => {
                const reverses = links.reverses.get(journal.id);
                const reversedBy = links.reversedBy.get(journal.id) ?? [];
                return (
                  <tr key={journal.id} role="row" className={journal.live ? styles.liveRow : undefined}>
                    <th scope="row" role="rowheader" id={entryAnchor(position)} tabIndex={-1}>
                      <CellLabel>{t('history.entryNumber')}</CellLabel>
                      {journal.entry_number}
                    </th>
                    <td role="cell">
                      <CellLabel>{t('history.status')}</CellLabel>
                      {label('journalStatus', journal.status)}
                    </td>
                    <td role="cell">
                      <CellLabel>{t('history.live')}</CellLabel>
                      {journal.live ? <strong>{t('history.liveYes')}</strong> : t('history.liveNo')}
                    </td>
                    <td role="cell" className={styles.wholeRow}>
                      <CellLabel>{t('history.relation')}</CellLabel>
                      {reverses === undefined ? null : reverses === null ? (
                        t('history.reversesOutside', { id: journal.reversal_of })
                      ) : (
                        <>
                          {t('history.reverses')} {entryLink(reverses)}
                        </>
                      )}
                      {reversedBy.length > 0 ? (
                        <span className={reverses === undefined ? undefined : styles.reason}>
                          {t('history.reversedBy')}{' '}
                          {reversedBy.map((by, index) => (
                            <span key={by}>
                              {index > 0 ? ', ' : null}
                              {entryLink(by)}
                            </span>
                          ))}
                        </span>
                      ) : null}
                      {reverses === undefined && reversedBy.length === 0 ? t('history.none') : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Section>
  );
}

function ActionsSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <Section id="bill-actions" title={t('actions.title')}>
      <p className={snapshot.requires_staff_confirmation ? styles.attentionText : undefined}>
        {snapshot.requires_staff_confirmation ? t('actions.confirmationRequired') : t('actions.confirmationNotRequired')}
      </p>
      {snapshot.actions.length === 0 ? (
        <Empty>{t('actions.empty')}</Empty>
      ) : (
        <ul className={styles.actions}>
          {snapshot.actions.map((action) => (
            <li key={`${action.operation.id}@${action.operation.version}`}>
              <span className={styles.actionName}>{label('operation', action.operation.id)}</span>
              <Pill className={action.role_eligible ? styles.eligible : styles.notEligible}>
                {action.role_eligible ? t('actions.eligible') : t('actions.notEligible')}
              </Pill>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('actions.note')}</p>
    </Section>
  );
}

/**
 * The evidence chain, for staff: every id, revision and digest the snapshot names, what the latest review saw
 * against what is shown now, the operations by their ids and for whom the snapshot was made.
 */
function EvidenceSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { bill, original, calculation, actor } = snapshot;
  const review = snapshot.latest_review;
  const seen = whatTheReviewSaw(snapshot);
  const code = (value: string) => <code className={styles.digest}>{value}</code>;
  return (
    <Section id="bill-evidence" title={t('evidence.title')}>
      <p className={styles.note}>{t('evidence.intro')}</p>
      <TechnicalDetails>
        <FactGrid>
          <Fact term={t('evidence.billId')}>
            <code className={styles.billId}>{bill.id}</code>
          </Fact>
          <Fact term={t('evidence.billRevision')}>{code(bill.resource.revision)}</Fact>
          <Fact term={t('evidence.originalId')}>{code(original.id)}</Fact>
          <Fact term={t('evidence.originalRevision')}>{code(original.resource.revision)}</Fact>
          <Fact term={t('evidence.originalSha256')}>{code(original.sha256)}</Fact>
          <Fact term={t('evidence.originalUri')}>{code(original.resource.uri)}</Fact>
          {review ? (
            <>
              <Fact term={t('latestReview.id')}>{code(review.id)}</Fact>
              <Fact term={t('latestReview.supersedes')}>{review.prior_review_id ? code(review.prior_review_id) : t('latestReview.supersedesNone')}</Fact>
              <Fact term={t('latestReview.receipt')}>{code(review.receipt_uri)}</Fact>
            </>
          ) : null}
          <Fact term={t('draft.id')}>{code(calculation.draft.id)}</Fact>
          <Fact term={t('draft.contract')}>{code(calculation.contract)}</Fact>
          <Fact term={t('draft.digest')}>{code(calculation.digest)}</Fact>
          <Fact term={t('draft.source')}>
            {code(calculation.draft.source)} · <code className={styles.billId}>{calculation.draft.source_ref}</code>
          </Fact>
        </FactGrid>
        {seen ? <WhatTheReviewSaw seen={seen} /> : null}
        {snapshot.journals.length > 0 ? (
          <>
            <h3>{t('evidence.journals')}</h3>
            <ul className={styles.evidenceList}>
              {snapshot.journals.map((journal) => (
                <li key={journal.id}>
                  {journal.entry_number}: {code(journal.id)}
                  {journal.review_id ? <> · {t('history.reviewId')} {code(journal.review_id)}</> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {snapshot.actions.length > 0 ? (
          <>
            <h3>{t('evidence.operations')}</h3>
            <ul className={styles.evidenceList}>
              {snapshot.actions.map((action) => (
                <li key={`${action.operation.id}@${action.operation.version}`}>
                  {label('operation', action.operation.id)}: {code(action.operation.id)} · {t('actions.version', { version: action.operation.version })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className={styles.note}>
          {t('actions.actor', { subject: actor.subject, realm: label('realm', actor.realm), kind: label('kind', actor.kind) })}
        </p>
      </TechnicalDetails>
    </Section>
  );
}
