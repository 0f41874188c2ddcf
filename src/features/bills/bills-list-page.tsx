import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Read } from '../../api/reading.ts';
import type { PurchaseBillList } from '../../api/schemas/purchase-bills.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { purchaseBillsQuery } from './queries.ts';
import { billReviewPath } from './review-path.ts';
import { useValueLabel } from './value-label.ts';
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
 * on the screen (ui/data-table.tsx); the amount and the dates can order the list.
 */
function BillsTable({ customerId, bills }: { customerId: string; bills: Read<PurchaseBillList>['bills'] }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  return (
    <DataTable
      caption={t('list.caption')}
      rows={bills}
      rowKey={(bill) => bill.id}
      columns={[
        {
          key: 'bill',
          header: t('list.bill'),
          rowHeader: true,
          cell: (bill) => {
            const path = billReviewPath(customerId, bill.id);
            const name = (
              <>
                {bill.number} <span className={styles.linkSupplier}>{bill.supplier}</span>
              </>
            );
            return path ? (
              <Link to={path}>{name}</Link>
            ) : (
              <>
                {name}
                <span className={styles.muted}>{t('list.notAddressable')}</span>
                <TechnicalDetails lines={[t('list.billId', { id: bill.id })]} />
              </>
            );
          },
        },
        {
          key: 'total',
          header: t('list.total'),
          numeric: true,
          sortValue: (bill) => bill.total_cents,
          cell: (bill) => <strong>{format.money(bill.total_cents, bill.currency)}</strong>,
        },
        {
          key: 'due',
          header: t('list.dueDate'),
          sortValue: (bill) => bill.due_date,
          cell: (bill) => <time dateTime={bill.due_date}>{format.date(bill.due_date)}</time>,
        },
        { key: 'review', header: t('list.reviewState'), cell: (bill) => label('reviewState', bill.review_state) },
        {
          key: 'issued',
          header: t('list.issueDate'),
          sortValue: (bill) => bill.issue_date,
          cell: (bill) => <time dateTime={bill.issue_date}>{format.date(bill.issue_date)}</time>,
        },
      ]}
    />
  );
}
