import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import { FIRST_JUDGED_DATE } from './finnish-vat.ts';
import { billReviewQuery } from './queries.ts';
import { billTotalsOf, checkLine, hasFinding, journalLinksOf, journalTotalsOf, whatTheReviewSaw, type LineCheck } from './review-checks.ts';
import { billsPath } from './review-path.ts';
import { ORIGINAL_VIEWER_ID, OriginalViewer } from './original-viewer.tsx';
import { describeDimensions, useValueLabel } from './value-label.ts';
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

function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
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
      <Facts>
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
          {question ? <span className={styles.reason}>{question}</span> : null}
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
              {snapshot.posting_reason ? <span className={styles.reason}>{snapshot.posting_reason}</span> : null}
            </>
          )}
        </Fact>
      </Facts>
      <Facts>
        <Fact term={t('header.supplier')}>{bill.supplier}</Fact>
        <Fact term={t('header.number')}>{bill.number}</Fact>
        <Fact term={t('header.issueDate')}>
          <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
        </Fact>
      </Facts>
    </Section>
  );
}

/** The question the review leaves open: what a review asking for clarification asks, else the state's reason. */
function questionOf(snapshot: Snapshot): string {
  const review = snapshot.latest_review;
  if (review && review.verdict === 'needs_clarification' && review.reason) return review.reason;
  return snapshot.review_reason;
}

function LinesSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const { bill } = snapshot;
  const money = (cents: number) => format.money(cents, bill.currency);
  const checks = bill.lines.map((line) => checkLine(line, bill.issue_date));
  const findings = checks.filter(hasFinding).length;
  const totals = billTotalsOf(bill);
  return (
    <Section id="bill-lines" title={t('lines.title')}>
      {findings > 0 ? (
        <p className={styles.warning}>
          <strong>{t('lines.findings', { count: findings })}</strong>
        </p>
      ) : null}
      {!totals.grossMatchesBill ? (
        <p className={styles.warning}>{t('lines.totalsDiffer', { lines: money(totals.grossCents), bill: money(bill.total_cents) })}</p>
      ) : null}
      {!totals.vatMatchesBill ? (
        <p className={styles.warning}>{t('lines.vatTotalsDiffer', { lines: money(totals.vatCents), bill: money(bill.vat_cents) })}</p>
      ) : null}
      {bill.lines.length === 0 ? (
        <Empty>{t('lines.empty')}</Empty>
      ) : (
        <ScrollRegion className={styles.wide} labelledBy="lines-caption">
          <table>
            <caption id="lines-caption" className="visually-hidden">
              {t('lines.region')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('lines.description')}</th>
                <th scope="col" className="number">
                  {t('lines.net')}
                </th>
                <th scope="col" className="number">
                  {t('lines.rate')}
                </th>
                <th scope="col" className="number">
                  {t('lines.vat')}
                </th>
                <th scope="col" className="number">
                  {t('lines.gross')}
                </th>
                <th scope="col">{t('lines.deduction')}</th>
                <th scope="col">{t('lines.check')}</th>
              </tr>
            </thead>
            <tbody>
              {bill.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row">
                    {line.description}
                    <span className={styles.reason}>
                      {t('lines.account')} {line.expense_account_code} · {t('lines.vatCode')} {line.vat_code}
                    </span>
                  </th>
                  <td className="number">{money(line.net_cents)}</td>
                  <td className="number">{format.basisPoints(line.vat_rate_basis_points)}</td>
                  <td className="number">{money(line.vat_cents)}</td>
                  <td className="number">{money(line.gross_cents)}</td>
                  <td>
                    <Deduction deduction={line.vat_deduction} />
                  </td>
                  <td>{checks[index] ? <LineFindings check={checks[index]} line={line} currency={bill.currency} /> : null}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('lines.total')}</th>
                <td className="number">{money(totals.netCents)}</td>
                <td />
                <td className="number">{money(totals.vatCents)}</td>
                <td className="number">{money(totals.grossCents)}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
      <p className={styles.note}>{t('lines.dateNote', { date: format.date(bill.issue_date) })}</p>
    </Section>
  );
}

function Deduction({ deduction }: { deduction: Snapshot['bill']['lines'][number]['vat_deduction'] }) {
  const format = useFormat();
  const label = useValueLabel();
  return (
    <>
      <strong>{format.basisPoints(deduction.basis_points)}</strong> · {label('deductionStatus', deduction.review_status)}
      {deduction.reason ? <span className={styles.reason}>{deduction.reason}</span> : null}
    </>
  );
}

function LineFindings({ check, line, currency }: { check: LineCheck; line: Snapshot['bill']['lines'][number]; currency: string }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, currency);
  const findings: string[] = [];
  if (check.rate.kind === 'not_in_force') {
    findings.push(
      t('lines.rateNotInForce', {
        rate: format.basisPoints(check.rate.rate),
        date: format.date(check.rate.date),
        rates: check.rate.inForce.map((rate) => format.basisPoints(rate)).join(', '),
      }),
    );
  }
  if (!check.grossAddsUp) {
    findings.push(t('lines.grossDoesNotAddUp', { net: money(line.net_cents), vat: money(line.vat_cents), gross: money(line.gross_cents) }));
  }
  if (!check.vatMatchesRate) findings.push(t('lines.vatDoesNotMatchRate', { vat: money(line.vat_cents), expected: money(check.expectedVatCents) }));
  if (findings.length > 0) {
    return (
      <ul className={styles.findings}>
        {findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
    );
  }
  if (check.rate.kind === 'not_judged') return <span className={styles.muted}>{t('lines.rateNotJudged', { date: format.date(FIRST_JUDGED_DATE) })}</span>;
  return <span className={styles.ok}>{t('lines.rateInForce', { date: format.date(check.rate.date) })}</span>;
}

/** The original's facts, and the one control of the page: showing the original itself (it writes nothing). */
function OriginalSection({ snapshot, open, onToggle }: { snapshot: Snapshot; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { original } = snapshot;
  return (
    <Section id="bill-original" title={t('original.title')}>
      <Facts>
        <Fact term={t('original.filename')}>{original.filename}</Fact>
        <Fact term={t('original.adequacy')}>{label('adequacy', original.adequacy)}</Fact>
        <Fact term={t('original.status')}>{label('originalStatus', original.status)}</Fact>
      </Facts>
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
      <Facts>
        <Fact term={t('posting.state')}>{label('postingState', snapshot.posting_state)}</Fact>
        <Fact term={t('posting.readiness')}>
          {snapshot.posting_ready ? <span className={styles.ok}>{t('posting.ready')}</span> : t('posting.notReady')}
        </Fact>
        <Fact term={t('posting.reason')}>{snapshot.posting_reason}</Fact>
      </Facts>
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
      <Facts>
        <Fact term={t('latestReview.stateReason')}>
          <strong>{label('reviewState', snapshot.review_state)}</strong>
          {snapshot.review_reason ? <span className={styles.reason}>{snapshot.review_reason}</span> : null}
        </Fact>
      </Facts>
      {!review ? (
        <Empty>{t('latestReview.none')}</Empty>
      ) : (
        <>
          <Facts>
            <Fact term={t('latestReview.verdict')}>
              <strong>{label('verdict', review.verdict)}</strong>
            </Fact>
            <Fact term={t('latestReview.reason')}>{review.reason}</Fact>
            <Fact term={t('latestReview.decidedAt')}>
              <time dateTime={review.decided_at}>{format.timestamp(review.decided_at)}</time>
            </Fact>
          </Facts>
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
      <ScrollRegion className={styles.wide} labelledBy="review-saw-caption">
        <table>
          <caption id="review-saw-caption" className="visually-hidden">
            {t('latestReview.sawCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('latestReview.aspect')}</th>
              <th scope="col">{t('latestReview.seen')}</th>
              <th scope="col">{t('latestReview.current')}</th>
              <th scope="col">{t('latestReview.comparison')}</th>
            </tr>
          </thead>
          <tbody>
            {seen.map((aspect) => (
              <tr key={aspect.aspect}>
                <th scope="row">{t(`latestReview.aspects.${aspect.aspect}`)}</th>
                <td>{shown(aspect, aspect.seen)}</td>
                <td>{shown(aspect, aspect.current)}</td>
                <td className={aspect.same ? styles.ok : styles.attentionText}>
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

function DraftSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { calculation } = snapshot;
  const { draft } = calculation;
  const money = (cents: number) => format.money(cents, snapshot.bill.currency);
  const totals = journalTotalsOf(draft.lines);
  return (
    <Section id="bill-draft" title={t('draft.title')}>
      <Facts>
        <Fact term={t('draft.reason')}>{snapshot.calculation_reason}</Fact>
        <Fact term={t('draft.entryDate')}>
          <time dateTime={draft.entry_date}>{format.date(draft.entry_date)}</time>
        </Fact>
        <Fact term={t('draft.period')}>{format.period(draft.period)}</Fact>
        <Fact term={t('draft.periodStatus')}>{label('periodStatus', calculation.period_status)}</Fact>
        <Fact term={t('draft.description')}>{draft.description}</Fact>
        <Fact term={t('draft.dimensionsAsStated')}>{draft.dimensions_as_stated ? t('draft.yes') : t('draft.no')}</Fact>
      </Facts>
      {draft.lines.length === 0 ? (
        <Empty>{t('draft.empty')}</Empty>
      ) : (
        <ScrollRegion className={styles.wide} labelledBy="draft-caption">
          <table>
            <caption id="draft-caption" className="visually-hidden">
              {t('draft.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('draft.account')}</th>
                <th scope="col">{t('draft.vatCode')}</th>
                <th scope="col">{t('draft.lineDescription')}</th>
                <th scope="col">{t('draft.dimensions')}</th>
                <th scope="col" className="number">
                  {t('draft.debit')}
                </th>
                <th scope="col" className="number">
                  {t('draft.credit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line, index) => {
                const dimensions = [
                  ...describeDimensions(line.dimensions, format.basisPoints),
                  ...describeDimensions(line.dimension_allocations, format.basisPoints),
                ];
                return (
                  <tr key={index}>
                    <th scope="row">{line.account_code}</th>
                    <td>{line.vat_code}</td>
                    <td>{line.description}</td>
                    <td>{dimensions.length > 0 ? dimensions.join('; ') : null}</td>
                    <td className="number">{line.debit_cents !== 0 ? money(line.debit_cents) : null}</td>
                    <td className="number">{line.credit_cents !== 0 ? money(line.credit_cents) : null}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className={totals.balanced ? undefined : styles.unbalancedRow}>
                <th scope="row" colSpan={4}>
                  {t('draft.totals')}
                </th>
                <td className="number">{money(totals.debitCents)}</td>
                <td className="number">{money(totals.creditCents)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
      {totals.balanced ? (
        <p className={styles.ok}>{t('draft.balanced', { amount: money(totals.debitCents) })}</p>
      ) : (
        <p className={styles.warning}>
          <strong>
            {t('draft.unbalanced', {
              debit: money(totals.debitCents),
              credit: money(totals.creditCents),
              difference: money(totals.differenceCents),
            })}
          </strong>
        </p>
      )}
    </Section>
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
        <ScrollRegion className={styles.wide} labelledBy="history-caption">
          <table>
            <caption id="history-caption" className="visually-hidden">
              {t('history.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('history.entryNumber')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">{t('history.live')}</th>
                <th scope="col">{t('history.relation')}</th>
              </tr>
            </thead>
            <tbody>
              {journals.map((journal, position) => {
                const reverses = links.reverses.get(journal.id);
                const reversedBy = links.reversedBy.get(journal.id) ?? [];
                return (
                  <tr key={journal.id} className={journal.live ? styles.liveRow : undefined}>
                    <th scope="row" id={entryAnchor(position)} tabIndex={-1}>
                      {journal.entry_number}
                    </th>
                    <td>{label('journalStatus', journal.status)}</td>
                    <td>{journal.live ? <strong>{t('history.liveYes')}</strong> : t('history.liveNo')}</td>
                    <td>
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
        <Facts>
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
        </Facts>
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
