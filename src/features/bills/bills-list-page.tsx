import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, type Read } from '../../api/reading.ts';
import type { PurchaseBillList } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { TechnicalDetails, UnreadableRow } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { purchaseBillsQuery } from './queries.ts';
import { billReviewPath } from './review-path.ts';
import { useValueLabel } from './value-label.ts';
import { CellLabel } from './review-parts.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import styles from './bills.module.css';

/** The company's purchase bills, newest first, each a link to its review. */
export function BillsListPage() {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const bills = useQuery(purchaseBillsQuery(client, company.customer_id));
  return (
    <>
      <PageTop heading={t('list.title')}>
        <p>{t('list.intro')}</p>
      </PageTop>
      <Loaded query={bills}>
        {(data) =>
          data.bills.length === 0 ? <Empty>{t('list.empty')}</Empty> : <BillsTable customerId={company.customer_id} bills={data.bills} />
        }
      </Loaded>
    </>
  );
}

/**
 * The bills as a table: each bill by its number and supplier, then its amount, due date and review state,
 * the facts a person looks for first; its exact ID is for staff, behind the technical details of a bill
 * that cannot be opened, and in the review's evidence. On a phone each bill is a block whose facts are all
 * on the screen (bills.module.css `.reflow`); the explicit roles keep it a table for a screen reader.
 */
function BillsTable({ customerId, bills }: { customerId: string; bills: Read<PurchaseBillList>['bills'] }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  return (
    <ScrollRegion className={styles.reflow} labelledBy="bills-caption">
      <table role="table">
        <caption id="bills-caption" className="visually-hidden">
          {t('list.caption')}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('list.bill')}
            </th>
            <th scope="col" role="columnheader" className="number">
              {t('list.total')}
            </th>
            <th scope="col" role="columnheader">
              {t('list.dueDate')}
            </th>
            <th scope="col" role="columnheader">
              {t('list.reviewState')}
            </th>
            <th scope="col" role="columnheader">
              {t('list.issueDate')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {bills.map((bill, index) => {
            if (isUnreadable(bill)) return <UnreadableRow key={`unreadable-${index}`} item={bill} columns={5} />;
            const path = billReviewPath(customerId, bill.id);
            const name = (
              <>
                {bill.number} <span className={styles.linkSupplier}>{bill.supplier}</span>
              </>
            );
            return (
              <tr key={bill.id} role="row">
                <th scope="row" role="rowheader" className={styles.wholeRow}>
                  {path ? (
                    <Link to={path}>{name}</Link>
                  ) : (
                    <>
                      {name}
                      <span className={styles.muted}>{t('list.notAddressable')}</span>
                      <TechnicalDetails lines={[t('list.billId', { id: bill.id })]} />
                    </>
                  )}
                </th>
                <td role="cell" className="number">
                  <CellLabel>{t('list.total')}</CellLabel>
                  <strong>{format.money(bill.total_cents, bill.currency)}</strong>
                </td>
                <td role="cell">
                  <CellLabel>{t('list.dueDate')}</CellLabel>
                  <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>
                </td>
                <td role="cell">
                  <CellLabel>{t('list.reviewState')}</CellLabel>
                  {label('reviewState', bill.review_state)}
                </td>
                <td role="cell">
                  <CellLabel>{t('list.issueDate')}</CellLabel>
                  <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
