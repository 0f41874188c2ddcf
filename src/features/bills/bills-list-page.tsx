import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, type UnreadableItem } from '../../api/reading.ts';
import { CIRCULATION_STATES, INVOICE_KINDS } from '../../api/schemas/invoice-circulation.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Section } from '../../ui/section.tsx';
import { TechnicalDetails, UnreadableListItem } from '../../ui/open-value.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { currentStepOf, daysUntil, matchesFilter, type CirculationFilter } from './circulation-model.ts';
import { invoicesQuery } from '../../api/queries/invoicing.ts';
import { invoicePath } from './review-path.ts';
import { duplicateWordsOf } from './duplicate-words.ts';
import { useValueLabel } from './value-label.ts';
import type { ReadInvoice } from './what-changed.ts';
import styles from './bills.module.css';

/**
 * The bills area's list: first what waits for this person's decision now, then the company's whole
 * circulation with its filters. One list of bills, read from the circulation (`GET /invoices`), which carries
 * everything the purchase-bill list did (the firm's review state among it) and each bill's place in the
 * circulation besides; expense claims stand in it beside the bills.
 */
export function BillsListPage() {
  const { t } = useTranslation('bills');
  // the firm's staff read the circulation; they decide nothing in it (§4.7: their review is not customer approval)
  const { staff } = useCurrentCompany();
  return (
    <>
      <PageTop heading={t('list.title')}>
        <p>{t('list.intro')}</p>
      </PageTop>
      {staff ? null : <WaitingForMe />}
      <WholeCirculation />
    </>
  );
}

function WaitingForMe() {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const waiting = useQuery(invoicesQuery(client, company.customer_id, 'me'));
  return (
    <Section title={t('waiting.title')} description={t('waiting.intro')} data-waiting-for-me="">
      <Loaded query={waiting}>
        {(data) =>
          data.invoices.length === 0 ? (
            <Empty>{t('waiting.empty')}</Empty>
          ) : (
            <ul className={styles.waiting} aria-label={t('waiting.caption')}>
              {data.invoices.map((invoice, index) =>
                isUnreadable(invoice) ? (
                  <UnreadableListItem key={`unreadable-${index}`} item={invoice} />
                ) : (
                  <WaitingItem key={invoice.id} invoice={invoice} />
                ),
              )}
            </ul>
          )
        }
      </Loaded>
    </Section>
  );
}

function WaitingItem({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  const { company } = useCurrentCompany();
  const step = currentStepOf(invoice);
  return (
    <li data-invoice={invoice.id}>
      <InvoiceLink customerId={company.customer_id} invoice={invoice} />
      <strong className={styles.amount}>{format.money(invoice.total_cents, invoice.currency)}</strong>
      <span>
        {t('waiting.due')} <time dateTime={invoice.due_date}>{format.date(invoice.due_date)}</time> · <DaysLeft dueDate={invoice.due_date} />
      </span>
      {step ? (
        <span>
          {t('waiting.step')}: {label('step', step)}
        </span>
      ) : null}
      {invoice.circulation.duplicate_of !== null ? <Pill className={styles.notEligible}>{t(duplicateWordsOf(invoice).title)}</Pill> : null}
    </li>
  );
}

/** How many days are left to the due date, or how late it is, said plainly. */
function DaysLeft({ dueDate }: { dueDate: string }) {
  const { t } = useTranslation('bills');
  const days = daysUntil(dueDate, todayInFinland());
  if (days === 0) return <strong className={styles.attentionText}>{t('waiting.dueToday')}</strong>;
  if (days < 0) return <strong className={styles.attentionText}>{t('waiting.overdue', { count: -days })}</strong>;
  return <>{t('waiting.daysLeft', { count: days })}</>;
}

function InvoiceLink({ customerId, invoice }: { customerId: string; invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const path = invoicePath(customerId, invoice);
  const name = (
    <>
      {invoice.kind === 'expense_claim' ? `${label('invoiceKind', invoice.kind)} ` : ''}
      {invoice.number} <span className={styles.linkSupplier}>{invoice.supplier}</span>
    </>
  );
  return path ? (
    <Link to={path}>{name}</Link>
  ) : (
    <span>
      {name}
      <span className={styles.muted}>{t('list.notAddressable')}</span>
      <TechnicalDetails lines={[t('list.billId', { id: invoice.id })]} />
    </span>
  );
}

const NO_FILTER: CirculationFilter = { state: '', kind: '', text: '' };

function WholeCirculation() {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const all = useQuery(invoicesQuery(client, company.customer_id, 'all'));
  const [filter, setFilter] = useState<CirculationFilter>(NO_FILTER);
  return (
    <Section title={t('list.allTitle')} description={t('list.allIntro')} data-circulation="">
      <Filters filter={filter} onChange={setFilter} />
      <Loaded query={all}>
        {(data) => {
          if (data.invoices.length === 0) return <Empty>{t('list.empty')}</Empty>;
          const shown = data.invoices.filter((invoice) => isUnreadable(invoice) || matchesFilter(invoice, filter));
          return (
            <>
              <p className={styles.note} role="status">
                {t('list.shown', { shown: shown.length, count: data.invoices.length })}
              </p>
              {shown.length === 0 ? <Empty>{t('list.noneMatch')}</Empty> : <CirculationTable customerId={company.customer_id} invoices={shown} />}
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

function Filters({ filter, onChange }: { filter: CirculationFilter; onChange: (filter: CirculationFilter) => void }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  return (
    <fieldset className={styles.filters}>
      <legend>{t('list.filters')}</legend>
      <label>
        {t('list.state')}
        <select value={filter.state} onChange={(event) => onChange({ ...filter, state: event.currentTarget.value })}>
          <option value="">{t('list.anyState')}</option>
          {CIRCULATION_STATES.map((state) => (
            <option key={state} value={state}>
              {label('circulationState', state)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('list.kind')}
        <select value={filter.kind} onChange={(event) => onChange({ ...filter, kind: event.currentTarget.value })}>
          <option value="">{t('list.anyKind')}</option>
          {INVOICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {label('invoiceKind', kind)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('list.text')}
        <input type="search" value={filter.text} onChange={(event) => onChange({ ...filter, text: event.currentTarget.value })} />
      </label>
    </fieldset>
  );
}

/**
 * The company's circulation as a table: each invoice by its number and supplier, then its amount, due date,
 * place in the circulation and the firm's review. On a phone each is a block (ui/data-table.tsx).
 */
function CirculationTable({ customerId, invoices }: { customerId: string; invoices: readonly (ReadInvoice | UnreadableItem)[] }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const label = useValueLabel();
  return (
    <DataTable
      caption={t('list.allCaption')}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={[
        { key: 'bill', header: t('list.bill'), rowHeader: true, wide: true, cell: (invoice) => <InvoiceLink customerId={customerId} invoice={invoice} /> },
        {
          key: 'total',
          header: t('list.total'),
          numeric: true,
          sortValue: (invoice) => invoice.total_cents,
          cell: (invoice) => <strong>{format.money(invoice.total_cents, invoice.currency)}</strong>,
        },
        {
          key: 'due',
          header: t('list.dueDate'),
          sortValue: (invoice) => invoice.due_date,
          cell: (invoice) => <time dateTime={invoice.due_date}>{format.date(invoice.due_date)}</time>,
        },
        {
          key: 'circulation',
          header: t('list.state'),
          cell: (invoice) => (
            <>
              {label('circulationState', invoice.circulation.state)}
              {invoice.circulation.duplicate_of !== null ? <Pill className={styles.notEligible}>{t(duplicateWordsOf(invoice).title)}</Pill> : null}
            </>
          ),
        },
        {
          key: 'review',
          header: t('list.reviewState'),
          cell: (invoice) => (invoice.kind === 'expense_claim' ? t('history.none') : label('reviewState', invoice.review_state)),
        },
      ]}
    />
  );
}
