import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, type Read } from '../../api/reading.ts';
import type { PurchaseBillList } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { UnreadableRow } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { purchaseBillsQuery } from './queries.ts';
import { billReviewPath } from './review-path.ts';
import { useValueLabel } from './value-label.ts';
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

function BillsTable({ customerId, bills }: { customerId: string; bills: Read<PurchaseBillList>['bills'] }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  return (
    <ScrollRegion className={styles.wide} labelledBy="bills-caption">
      <table>
        <caption id="bills-caption" className="visually-hidden">
          {t('list.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('list.number')}</th>
            <th scope="col">{t('list.supplier')}</th>
            <th scope="col">{t('list.billId')}</th>
            <th scope="col">{t('list.issueDate')}</th>
            <th scope="col">{t('list.dueDate')}</th>
            <th scope="col" className="number">
              {t('list.total')}
            </th>
            <th scope="col">{t('list.reviewState')}</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill, index) => {
            if (isUnreadable(bill)) return <UnreadableRow key={`unreadable-${index}`} item={bill} columns={7} />;
            const path = billReviewPath(customerId, bill.id);
            return (
              <tr key={bill.id}>
                <th scope="row">
                  {path ? (
                    <Link to={path}>{bill.number}</Link>
                  ) : (
                    <>
                      {bill.number}
                      <span className={styles.muted}> {t('list.notAddressable')}</span>
                    </>
                  )}
                </th>
                <td>{bill.supplier}</td>
                <td>
                  <code className={styles.billId}>{bill.id}</code>
                </td>
                <td>
                  <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>
                </td>
                <td>
                  <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>
                </td>
                <td className="number">{format.money(bill.total_cents, bill.currency)}</td>
                <td>{label('reviewState', bill.review_state)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
