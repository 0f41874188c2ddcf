import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { ServiceQuote } from '../../ui/service-text.tsx';
import { Empty } from '../../ui/states.tsx';
import { FIRST_JUDGED_DATE } from './finnish-vat.ts';
import { billTotalsOf, checkLine, hasFinding, type LineCheck } from './review-checks.ts';
import { CellLabel, Section } from './review-parts.tsx';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;
type Line = Snapshot['bill']['lines'][number];

/**
 * The bill's lines, each checked against the VAT rates in force, and their totals against the bill's. Where
 * the card is narrow (a phone, or the column beside the original) each line is a block of labelled figures
 * (bills.module.css `.reflow`): gross, VAT deduction and the totals are never cut off at the card's edge.
 * The roles are explicit: they outlive that layout's display: block.
 */
export function LinesSection({ snapshot }: { snapshot: Snapshot }) {
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
        <ScrollRegion className={styles.reflow} labelledBy="lines-caption">
          <table role="table">
            <caption id="lines-caption" className="visually-hidden">
              {t('lines.region')}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t('lines.description')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('lines.net')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('lines.rate')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('lines.vat')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('lines.gross')}
                </th>
                <th scope="col" role="columnheader">
                  {t('lines.deduction')}
                </th>
                <th scope="col" role="columnheader">
                  {t('lines.check')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {bill.lines.map((line, index) => (
                <tr key={index} role="row">
                  <th scope="row" role="rowheader" className={styles.wholeRow}>
                    {line.description}
                    <span className={styles.reason}>
                      {t('lines.account')} {line.expense_account_code} · {t('lines.vatCode')} {line.vat_code}
                    </span>
                  </th>
                  <Figure label={t('lines.net')}>{money(line.net_cents)}</Figure>
                  <Figure label={t('lines.rate')}>{format.basisPoints(line.vat_rate_basis_points)}</Figure>
                  <Figure label={t('lines.vat')}>{money(line.vat_cents)}</Figure>
                  <Figure label={t('lines.gross')}>{money(line.gross_cents)}</Figure>
                  <td role="cell" className={styles.wholeRow}>
                    <CellLabel>{t('lines.deduction')}</CellLabel>
                    <Deduction deduction={line.vat_deduction} />
                  </td>
                  <td role="cell" className={styles.wholeRow}>
                    {checks[index] ? <LineFindings check={checks[index]} line={line} currency={bill.currency} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot role="rowgroup" className={styles.totals}>
              <tr role="row">
                <th scope="row" role="rowheader" className={styles.wholeRow}>
                  {t('lines.total')}
                </th>
                <Figure label={t('lines.net')}>{money(totals.netCents)}</Figure>
                <td role="cell" />
                <Figure label={t('lines.vat')}>{money(totals.vatCents)}</Figure>
                <Figure label={t('lines.gross')}>{money(totals.grossCents)}</Figure>
                <td role="cell" colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
      <p className={styles.note}>{t('lines.dateNote', { date: format.date(bill.issue_date) })}</p>
    </Section>
  );
}

/** A figure of a line, right-aligned in its column; labelled in the cell where the lines are stacked. */
export function Figure({ label, children }: { label: string; children: string | null }) {
  return (
    <td role="cell" className="number">
      {children === null ? null : (
        <>
          <CellLabel>{label}</CellLabel>
          {children}
        </>
      )}
    </td>
  );
}

function Deduction({ deduction }: { deduction: Line['vat_deduction'] }) {
  const format = useFormat();
  const label = useValueLabel();
  return (
    <>
      <strong>{format.basisPoints(deduction.basis_points)}</strong> · {label('deductionStatus', deduction.review_status)}
      {deduction.reason ? (
        <span className={styles.reason}>
          <ServiceQuote text={deduction.reason} />
        </span>
      ) : null}
    </>
  );
}

function LineFindings({ check, line, currency }: { check: LineCheck; line: Line; currency: string }) {
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
