import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { DataTable, TotalCell } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { ServiceQuote } from '../../ui/service-text.tsx';
import { Empty } from '../../ui/states.tsx';
import { FIRST_JUDGED_DATE } from './finnish-vat.ts';
import { billTotalsOf, checkLine, hasFinding, type LineCheck } from './review-checks.ts';
import { VatCodeText } from './plain-words.tsx';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;
type Line = Snapshot['bill']['lines'][number];

/**
 * The bill's lines, each checked against the VAT rates in force, and their totals against the bill's. Where
 * the card is narrow (a phone, or the column beside the original) each line is a block of labelled figures
 * (ui/data-table.tsx): gross, VAT deduction and the totals are never cut off at the card's edge. A line's VAT code is
 * said in words (vat-code.ts), the codes themselves are in the technical details under the table.
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
    <Section title={t('lines.title')}>
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
        <DataTable
          caption={t('lines.region')}
          rows={bill.lines}
          rowKey={(_line, index) => String(index)}
          columns={[
            {
              key: 'description',
              header: t('lines.description'),
              rowHeader: true,
              cell: (line) => (
                <>
                  {line.description}
                  <span className={styles.reason}>
                    {t('lines.account')} {line.expense_account_code}
                    {line.vat_code === '' ? null : (
                      <>
                        {' · '}
                        {t('lines.vatCode')} <VatCodeText code={line.vat_code} date={bill.issue_date} />
                      </>
                    )}
                  </span>
                </>
              ),
            },
            { key: 'net', header: t('lines.net'), numeric: true, cell: (line) => money(line.net_cents) },
            { key: 'rate', header: t('lines.rate'), numeric: true, cell: (line) => format.basisPoints(line.vat_rate_basis_points) },
            { key: 'vat', header: t('lines.vat'), numeric: true, cell: (line) => money(line.vat_cents) },
            { key: 'gross', header: t('lines.gross'), numeric: true, cell: (line) => money(line.gross_cents) },
            { key: 'deduction', header: t('lines.deduction'), wide: true, cell: (line) => <Deduction deduction={line.vat_deduction} /> },
            {
              key: 'check',
              header: t('lines.check'),
              wide: true,
              phoneLabel: null,
              cell: (line, index) => {
                const check = checks[index];
                return check ? <LineFindings check={check} line={line} currency={bill.currency} /> : null;
              },
            },
          ]}
          footer={
            <tr role="row">
              <th scope="row" role="rowheader">
                {t('lines.total')}
              </th>
              <TotalCell label={t('lines.net')}>{money(totals.netCents)}</TotalCell>
              <td role="cell" />
              <TotalCell label={t('lines.vat')}>{money(totals.vatCents)}</TotalCell>
              <TotalCell label={t('lines.gross')}>{money(totals.grossCents)}</TotalCell>
              <td role="cell" colSpan={2} />
            </tr>
          }
        />
      )}
      <p className={styles.note}>{t('lines.dateNote', { date: format.date(bill.issue_date) })}</p>
      {/* the VAT codes as the service sent them, for staff and support: the lines say them in words */}
      <TechnicalDetails lines={bill.lines.map((line, index) => (line.vat_code === '' ? undefined : t('words.vatCodeOfLine', { line: index + 1, code: line.vat_code })))} />
    </Section>
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
