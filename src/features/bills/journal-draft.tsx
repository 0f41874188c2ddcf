import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { Empty } from '../../ui/states.tsx';
import { Figure } from './bill-lines.tsx';
import { journalTotalsOf } from './review-checks.ts';
import { CellLabel, Fact, FactGrid, Section } from './review-parts.tsx';
import { describeDimensions, useDimensionName, useValueLabel, type Dimension } from './value-label.ts';
import styles from './bills.module.css';

type Snapshot = PurchaseBillOriginalReview;

/**
 * The journal draft the service calculated: its debit and credit lines and whether they balance. Like the
 * bill's lines, its rows are stacked blocks where the card is narrow (bills.module.css `.reflow`), so that
 * debit, credit and the totals stay in view beside the original.
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
    <Section id="bill-draft" title={t('draft.title')}>
      <FactGrid>
        <Fact term={t('draft.reason')}>
          <ServiceText text={snapshot.calculation_reason} />
        </Fact>
        <Fact term={t('draft.entryDate')}>
          <time dateTime={draft.entry_date}>{format.date(draft.entry_date)}</time>
        </Fact>
        <Fact term={t('draft.period')}>{format.period(draft.period)}</Fact>
        <Fact term={t('draft.periodStatus')}>{label('periodStatus', calculation.period_status)}</Fact>
        <Fact term={t('draft.description')}>{draft.description}</Fact>
        <Fact term={t('draft.dimensionsAsStated')}>{draft.dimensions_as_stated ? t('draft.yes') : t('draft.no')}</Fact>
      </FactGrid>
      {draft.lines.length === 0 ? (
        <Empty>{t('draft.empty')}</Empty>
      ) : (
        <ScrollRegion className={styles.reflow} labelledBy="draft-caption">
          <table role="table">
            <caption id="draft-caption" className="visually-hidden">
              {t('draft.caption')}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t('draft.account')}
                </th>
                <th scope="col" role="columnheader">
                  {t('draft.vatCode')}
                </th>
                <th scope="col" role="columnheader">
                  {t('draft.lineDescription')}
                </th>
                <th scope="col" role="columnheader">
                  {t('draft.dimensions')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('draft.debit')}
                </th>
                <th scope="col" role="columnheader" className="number">
                  {t('draft.credit')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {draft.lines.map((line, index) => {
                const dimensions = [
                  ...describeDimensions(line.dimensions, format.basisPoints),
                  ...describeDimensions(line.dimension_allocations, format.basisPoints),
                ];
                return (
                  <tr key={index} role="row">
                    <th scope="row" role="rowheader">
                      <CellLabel>{t('draft.account')}</CellLabel>
                      {line.account_code}
                    </th>
                    <td role="cell">
                      {line.vat_code ? (
                        <>
                          <CellLabel>{t('draft.vatCode')}</CellLabel>
                          {line.vat_code}
                        </>
                      ) : null}
                    </td>
                    <td role="cell" className={styles.wholeRow}>
                      {line.description}
                    </td>
                    <td role="cell" className={styles.wholeRow}>
                      {dimensions.length > 0 ? <Dimensions dimensions={dimensions} /> : null}
                    </td>
                    <Figure label={t('draft.debit')}>{line.debit_cents !== 0 ? money(line.debit_cents) : null}</Figure>
                    <Figure label={t('draft.credit')}>{line.credit_cents !== 0 ? money(line.credit_cents) : null}</Figure>
                  </tr>
                );
              })}
            </tbody>
            <tfoot role="rowgroup" className={styles.totals}>
              <tr role="row" className={totals.balanced ? undefined : styles.unbalancedRow}>
                <th scope="row" role="rowheader" colSpan={4} className={styles.wholeRow}>
                  {t('draft.totals')}
                </th>
                <Figure label={t('draft.debit')}>{money(totals.debitCents)}</Figure>
                <Figure label={t('draft.credit')}>{money(totals.creditCents)}</Figure>
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

/**
 * A line's dimensions: a key the portal knows by its name in the person's language, any other as the
 * service wrote it, in the service's language and marked as its term (tolerant reading, DESIGN.md principle 8).
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
