import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { describeDimensions, useValueLabel } from './value-label.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
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
  return (
    <>
      <PageHeading>{t('review.title', { number: bill.number, supplier: bill.supplier })}</PageHeading>
      <BackToList />
      <BillIdLine billId={bill.id} />
      <p className={styles.readOnly}>{t('review.readOnly')}</p>
      <StatusStrip snapshot={snapshot} />
      <HeaderSection snapshot={snapshot} />
      <LinesSection snapshot={snapshot} />
      <div className={styles.grid}>
        <OriginalSection snapshot={snapshot} />
        <PostingSection snapshot={snapshot} />
      </div>
      <LatestReviewSection snapshot={snapshot} />
      <DraftSection snapshot={snapshot} />
      <HistorySection snapshot={snapshot} />
      <ActionsSection snapshot={snapshot} />
    </>
  );
}

function StatusStrip({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <ul className={styles.strip} aria-label={t('review.statusLabel')}>
      <li>
        {t('header.reviewState')}: <strong>{label('reviewState', snapshot.review_state)}</strong>
      </li>
      <li>
        {t('header.postingState')}: <strong>{label('postingState', snapshot.posting_state)}</strong>
      </li>
      <li className={snapshot.posting_ready ? styles.good : undefined}>
        <strong>{snapshot.posting_ready ? t('posting.ready') : t('posting.notReady')}</strong>
      </li>
    </ul>
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

function HeaderSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { bill } = snapshot;
  const money = (cents: number) => format.money(cents, bill.currency);
  return (
    <Section id="bill-header" title={t('header.title')}>
      <Facts>
        <Fact term={t('header.supplier')}>{bill.supplier}</Fact>
        <Fact term={t('header.number')}>{bill.number}</Fact>
        <Fact term={t('header.issueDate')}>
          <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
        </Fact>
        <Fact term={t('header.dueDate')}>
          <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>
        </Fact>
        <Fact term={t('header.total')}>{money(bill.total_cents)}</Fact>
        <Fact term={t('header.vat')}>{money(bill.vat_cents)}</Fact>
        <Fact term={t('header.open')}>{money(bill.open_cents)}</Fact>
        <Fact term={t('header.status')}>{label('billStatus', bill.status)}</Fact>
        <Fact term={t('header.currency')}>{bill.currency}</Fact>
        <Fact term={t('header.revision')}>
          <code>{bill.resource.revision}</code>
        </Fact>
      </Facts>
    </Section>
  );
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

function OriginalSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { original } = snapshot;
  return (
    <Section id="bill-original" title={t('original.title')}>
      <Facts>
        <Fact term={t('original.filename')}>{original.filename}</Fact>
        <Fact term={t('original.adequacy')}>{label('adequacy', original.adequacy)}</Fact>
        <Fact term={t('original.status')}>{label('originalStatus', original.status)}</Fact>
        <Fact term={t('original.id')}>
          <code>{original.id}</code>
        </Fact>
        <Fact term={t('original.revision')}>
          <code>{original.resource.revision}</code>
        </Fact>
        <Fact term={t('original.sha256')}>
          <code className={styles.digest}>{original.sha256}</code>
        </Fact>
        <Fact term={t('original.uri')}>
          <code className={styles.digest}>{original.resource.uri}</code>
        </Fact>
      </Facts>
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
            <Fact term={t('latestReview.id')}>
              <code>{review.id}</code>
            </Fact>
            <Fact term={t('latestReview.supersedes')}>
              {review.prior_review_id ? <code>{review.prior_review_id}</code> : t('latestReview.supersedesNone')}
            </Fact>
            <Fact term={t('latestReview.receipt')}>
              <code className={styles.digest}>{review.receipt_uri}</code>
            </Fact>
          </Facts>
          {seen ? <WhatTheReviewSaw seen={seen} /> : null}
        </>
      )}
    </Section>
  );
}

function WhatTheReviewSaw({ seen }: { seen: NonNullable<ReturnType<typeof whatTheReviewSaw>> }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const stale = seen.some((aspect) => !aspect.same);
  const shown = (aspect: (typeof seen)[number], value: string) =>
    aspect.aspect === 'document_adequacy' ? label('adequacy', value) : <code className={styles.digest}>{value}</code>;
  return (
    <>
      <h3>{t('latestReview.sawTitle')}</h3>
      {stale ? (
        <p className={styles.warning}>
          <strong>{t('latestReview.stale')}</strong>
        </p>
      ) : null}
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
        <Fact term={t('draft.source')}>
          <code>{draft.source}</code> · <code className={styles.billId}>{draft.source_ref}</code>
        </Fact>
        <Fact term={t('draft.dimensionsAsStated')}>{draft.dimensions_as_stated ? t('draft.yes') : t('draft.no')}</Fact>
        <Fact term={t('draft.id')}>
          <code>{draft.id}</code>
        </Fact>
        <Fact term={t('draft.contract')}>
          <code>{calculation.contract}</code>
        </Fact>
        <Fact term={t('draft.digest')}>
          <code className={styles.digest}>{calculation.digest}</code>
        </Fact>
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
                <th scope="col">{t('history.reviewId')}</th>
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
                      <span className={styles.reason}>
                        <code>{journal.id}</code>
                      </span>
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
                    <td>{journal.review_id ? <code>{journal.review_id}</code> : t('history.none')}</td>
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
  const { actor } = snapshot;
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
              <span className={styles.muted}>
                <code>{action.operation.id}</code> · {t('actions.version', { version: action.operation.version })}
              </span>
              <Pill className={action.role_eligible ? styles.eligible : styles.notEligible}>
                {action.role_eligible ? t('actions.eligible') : t('actions.notEligible')}
              </Pill>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('actions.note')}</p>
      <p className={styles.muted}>
        {t('actions.actor', { subject: actor.subject, realm: label('realm', actor.realm), kind: label('kind', actor.kind) })}
      </p>
    </Section>
  );
}
