import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { DataTable, TotalCell } from '../../ui/data-table.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Section } from '../../ui/section.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Empty } from '../../ui/states.tsx';
import { ServiceSentence, VatCodeText } from './plain-words.tsx';
import { journalTotalsOf } from './review-checks.ts';
import { describeDimensions, useDimensionName, useValueLabel, type Dimension } from './value-label.ts';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;

/**
 * The journal draft the service calculated: its debit and credit lines and whether they balance. Like the
 * bill's lines, its rows are stacked blocks where the card is narrow (ui/data-table.tsx), so that
 * debit, credit and the totals stay in view beside the original. VAT codes and the versions the basis names are
 * said in words (plain-words.tsx), the codes and the service's sentence kept in the technical details.
 */
export function DraftSection({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { calculation } = snapshot;
  const { draft } = calculation;
  const money = (cents: number) => format.money(cents, snapshot.bill.currency);
  const totals = journalTotalsOf(draft.lines);
  return (
    <Section title={t('draft.title')}>
      <Facts layout="columns">
        <Fact term={t('draft.reason')}>
          <ServiceSentence
            text={snapshot.calculation_reason}
            snapshot={snapshot}
            words={(named) => t(named.other ? 'words.draftFromOther' : 'words.draftFromCurrent')}
          />
        </Fact>
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
        <DataTable
          caption={t('draft.caption')}
          rows={draft.lines}
          rowKey={(_line, index) => String(index)}
          columns={[
            { key: 'account', header: t('draft.account'), rowHeader: true, phoneLabel: t('draft.account'), cell: (line) => line.account_code },
            { key: 'vatCode', header: t('draft.vatCode'), cell: (line) => (line.vat_code === '' ? null : <VatCodeText code={line.vat_code} date={snapshot.bill.issue_date} />) },
            { key: 'description', header: t('draft.lineDescription'), wide: true, phoneLabel: null, cell: (line) => line.description },
            {
              key: 'dimensions',
              header: t('draft.dimensions'),
              wide: true,
              phoneLabel: null,
              cell: (line) => {
                const dimensions = [
                  ...describeDimensions(line.dimensions, format.basisPoints),
                  ...describeDimensions(line.dimension_allocations, format.basisPoints),
                ];
                return dimensions.length > 0 ? <Dimensions dimensions={dimensions} /> : null;
              },
            },
            { key: 'debit', header: t('draft.debit'), numeric: true, cell: (line) => (line.debit_cents !== 0 ? money(line.debit_cents) : null) },
            { key: 'credit', header: t('draft.credit'), numeric: true, cell: (line) => (line.credit_cents !== 0 ? money(line.credit_cents) : null) },
          ]}
          footer={
            <tr role="row" className={totals.balanced ? undefined : styles.unbalancedRow}>
              <th scope="row" role="rowheader" colSpan={4}>
                {t('draft.totals')}
              </th>
              <TotalCell label={t('draft.debit')}>{money(totals.debitCents)}</TotalCell>
              <TotalCell label={t('draft.credit')}>{money(totals.creditCents)}</TotalCell>
            </tr>
          }
        />
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
      {/* the VAT codes as the service sent them, for staff and support: the table says them in words */}
      <TechnicalDetails
        lines={draft.lines.map((line, index) => (line.vat_code === '' ? undefined : t('words.vatCodeOfLine', { line: index + 1, code: line.vat_code })))}
      />
    </Section>
  );
}

/**
 * A line's dimensions: a key the portal knows by its name in the person's language, any other as the
 * service wrote it, in the service's language and marked as its term (tolerant reading, docs/decisions/0021, principle 8).
 */
function Dimensions({ dimensions }: { dimensions: Dimension[] }) {
  const { t } = useTranslation('bills');
  const nameOf = useDimensionName();
  return (
    <ul className={styles.dimensions}>
      {dimensions.map((dimension, index) => {
        const name = nameOf(dimension.key);
        return (
          <li key={`${dimension.key}-${index}`}>
            {name ?? (
              <>
                <span lang="en" translate="no">
                  {dimension.key}
                </span>{' '}
                <span className={styles.muted}>({t('draft.serviceTerm')})</span>
              </>
            )}
            : <span translate="no">{dimension.value}</span>
          </li>
        );
      })}
    </ul>
  );
}
