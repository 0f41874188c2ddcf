import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { booksAccountsQuery, lensTransactionsQuery } from '../../api/queries/books.ts';
import { exportLensTransactionsMutation } from '../../api/queries/books-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { readableItems, type UnreadableItem } from '../../api/reading.ts';
import { SOURCE_KINDS, type Account, type Transaction } from '../../api/schemas/books.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { CSV_MIME_TYPE } from '../../ui/csv.ts';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { Field, Hint } from '../../ui/field.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Pill } from '../../ui/pill.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { Section } from '../../ui/section.tsx';
import { Empty, ErrorBanner, Loading } from '../../ui/states.tsx';
import { bookingUrl, SourceKindText, usePeriodWords, useSourceWords } from './lens-words.tsx';
import { filtersOf, periodChoices, searchOf, type PeriodChoice, type TransactionFilters } from './transaction-filters.ts';
import { transactionsCsv, transactionsCsvFilename } from './transactions-csv.ts';
import styles from './lens.module.css';

/** Rows a page of the window asks for: enough to read, few enough that a long year never renders at once. */
export const WINDOW_PAGE_SIZE = 100;

/**
 * The transactions window (docs/decisions/0014, spec §1 Lens): the ledger's rows newest first, filtered by account,
 * period, source and words, the filters in the address; a page of rows at a time from the service's keyset
 * cursor, more on request; each row opens its booking; the whole filtered set as a CSV file when asked.
 */
export function TransactionsPage() {
  const { t } = useTranslation('books');
  const client = useService();
  const { company } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersOf(search), [search]);
  const accounts = useQuery(booksAccountsQuery(client, company.customer_id));
  const periodWords = usePeriodWords();
  const chart = readableItems(accounts.data?.accounts ?? []);
  const account = filters.account === undefined ? undefined : chart.find((candidate) => candidate.code === filters.account);
  const heading =
    filters.account === undefined
      ? t('transactions.title')
      : t('transactions.titleOf', { account: account ? `${account.code} ${account.name}` : filters.account, period: periodWords(filters.period) });
  return (
    <>
      <PageTop heading={heading}>
        <p>{t('transactions.intro')}</p>
      </PageTop>
      <FilterForm key={searchOf(filters).toString()} filters={filters} accounts={chart} onChange={(next) => setSearch(searchOf(next))} />
      <TransactionsWindow filters={filters} />
    </>
  );
}

function FilterForm({ filters, accounts, onChange }: { filters: TransactionFilters; accounts: readonly Account[]; onChange: (filters: TransactionFilters) => void }) {
  const { t } = useTranslation('books');
  const [draft, setDraft] = useState<TransactionFilters>(filters);
  const set = (name: keyof TransactionFilters) => (value: string) => setDraft((was) => ({ ...was, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const accountKnown = draft.account === undefined || draft.account === '' || accounts.some((candidate) => candidate.code === draft.account);
  const sourceKnown = draft.source === undefined || draft.source === '' || (SOURCE_KINDS as readonly string[]).includes(draft.source);
  return (
    <Section title={t('transactions.filters')}>
      <form onSubmit={submit} role="search" aria-label={t('transactions.filters')}>
        <div className={styles.filters}>
          <Field id="books-filter-account" label={t('transactions.account')} error={undefined}>
            {(control) => (
              <select {...control} name="account" value={draft.account ?? ''} onChange={(event) => set('account')(event.currentTarget.value)}>
                <option value="">{t('transactions.allAccounts')}</option>
                {accountKnown ? null : <option value={draft.account}>{draft.account}</option>}
                {accounts.map((candidate) => (
                  <option key={candidate.code} value={candidate.code}>
                    {candidate.code} {candidate.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="books-filter-period" label={t('transactions.period')} error={undefined}>
            {(control) => (
              <select {...control} name="period" value={draft.period ?? 'all'} onChange={(event) => set('period')(event.currentTarget.value)}>
                <PeriodOptions chosen={filters.period} />
              </select>
            )}
          </Field>
          <Field id="books-filter-source" label={t('transactions.source')} error={undefined}>
            {(control) => (
              <select {...control} name="source" value={draft.source ?? ''} onChange={(event) => set('source')(event.currentTarget.value)}>
                <option value="">{t('transactions.allSources')}</option>
                {sourceKnown ? null : <option value={draft.source}>{draft.source}</option>}
                {SOURCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`transactions.sources.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="books-filter-q" label={t('transactions.q')} hint={t('transactions.qHint')} error={undefined}>
            {(control) => <input {...control} type="search" name="q" maxLength={200} value={draft.q ?? ''} onChange={(event) => set('q')(event.currentTarget.value)} />}
          </Field>
        </div>
        <div className={styles.actions}>
          <button type="submit">{t('transactions.show')}</button>
          {searchOf(filters).size > 0 ? (
            <button type="button" className="secondary" onClick={() => onChange({})}>
              {t('transactions.clear')}
            </button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function PeriodOptions({ chosen }: { chosen: string | undefined }) {
  const { t } = useTranslation('books');
  const periodWords = usePeriodWords();
  const groups = periodChoices(todayInFinland(), chosen);
  const option = (choice: PeriodChoice) => (
    <option key={choice.value} value={choice.value}>
      {periodWords(choice.value)}
    </option>
  );
  return (
    <>
      <optgroup label={t('transactions.periods.common')}>{groups.named.map(option)}</optgroup>
      <optgroup label={t('transactions.periods.years')}>{groups.years.map(option)}</optgroup>
      <optgroup label={t('transactions.periods.quarters')}>{groups.quarters.map(option)}</optgroup>
      <optgroup label={t('transactions.periods.months')}>{groups.months.map(option)}</optgroup>
    </>
  );
}

function TransactionsWindow({ filters }: { filters: TransactionFilters }) {
  const { t } = useTranslation('books');
  const client = useService();
  const { company } = useCurrentCompany();
  const windowQuery = useInfiniteQuery(lensTransactionsQuery(client, company.customer_id, filters, WINDOW_PAGE_SIZE));
  const rows = useMemo(() => windowQuery.data?.pages.flatMap((page) => page.transactions) ?? [], [windowQuery.data]);
  // the index of the first row the next page brings: it takes the focus when it is drawn
  const focusFrom = useRef<number | undefined>(undefined);
  const tableRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || rows.length <= from) return;
    focusFrom.current = undefined;
    // the keyboard goes on reading where the list grew, rather than staying at a button that moved down
    tableRef.current?.querySelectorAll('[data-row-id]')[from]?.querySelector('a')?.focus();
  }, [rows]);

  if (windowQuery.isPending) return <Loading />;
  if (windowQuery.isError && !windowQuery.data) return <ErrorBanner error={windowQuery.error} onRetry={() => void windowQuery.refetch()} />;

  const showMore = () => {
    focusFrom.current = rows.length;
    void windowQuery.fetchNextPage();
  };

  return (
    <Section title={t('transactions.table')} hiddenTitle headingId="books-transactions-table" plain>
      <CsvExport filters={filters} />
      {rows.length === 0 ? (
        <Empty>{t('transactions.none')}</Empty>
      ) : (
        <div ref={tableRef}>
          <TransactionsTable rows={rows} />
        </div>
      )}
      <div className={styles.more}>
        <p role="status" className={styles.muted}>
          {rows.length === 0 ? null : t('transactions.shown', { count: rows.length })}
          {rows.length > 0 && !windowQuery.hasNextPage ? ` ${t('transactions.allShown')}` : null}
        </p>
        {windowQuery.hasNextPage ? (
          // not `disabled` while fetching: a disabled button would drop the keyboard's focus to the page
          <button
            type="button"
            className="secondary"
            aria-disabled={windowQuery.isFetchingNextPage || undefined}
            onClick={() => {
              if (!windowQuery.isFetchingNextPage) showMore();
            }}
          >
            {windowQuery.isFetchingNextPage ? t('transactions.loadingMore') : t('transactions.more')}
          </button>
        ) : null}
      </div>
      {windowQuery.isFetchNextPageError ? <ErrorBanner error={windowQuery.error} title={t('transactions.moreFailed')} /> : null}
    </Section>
  );
}

function TransactionsTable({ rows }: { rows: readonly (Transaction | UnreadableItem)[] }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const { company } = useCurrentCompany();
  const columns: Column<Transaction>[] = [
    { key: 'date', header: t('transactions.date'), cell: (row) => format.date(row.date) },
    {
      key: 'description',
      header: t('transactions.description'),
      rowHeader: true,
      wide: true,
      className: styles.breaks,
      cell: (row) => {
        const href = bookingUrl(company.customer_id, row.row_id);
        const text = row.description === '' ? row.row_id : row.description;
        return href ? (
          <Link to={href} aria-label={t('transactions.open', { description: text })}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    { key: 'account', header: t('transactions.account'), cell: (row) => `${row.account_code} ${row.account_name}` },
    { key: 'counterparty', header: t('transactions.counterparty'), className: styles.breaks, cell: (row) => row.counterparty ?? '' },
    { key: 'amount', header: t('transactions.amount'), numeric: true, cell: (row) => format.money(row.amount_cents) },
    { key: 'source', header: t('transactions.source'), cell: (row) => <SourceKindText kind={row.source.kind} /> },
    // a row without marks leaves the cell empty, so that a phone's block shows no label without a value
    { key: 'marks', header: t('transactions.marks'), cell: (row) => (row.has_original || row.question !== null ? <Marks row={row} /> : null) },
  ];
  return (
    <DataTable
      labelledBy="books-transactions-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.row_id}
      rowAttributes={(row) => ({ 'data-row-id': row.row_id })}
    />
  );
}

function Marks({ row }: { row: Transaction }) {
  const { t } = useTranslation('books');
  return (
    <span className={styles.marks}>
      {row.has_original ? <Pill>{t('transactions.hasOriginal')}</Pill> : null}
      {row.question === 'open' ? <Pill className={styles.markOpen}>{t('transactions.questionOpen')}</Pill> : null}
      {row.question === 'answered' ? <Pill className={styles.markAnswered}>{t('transactions.questionAnswered')}</Pill> : null}
    </span>
  );
}

/** The whole filtered set, fetched unpaginated (`limit=0`) only when the person asks for the file. */
function CsvExport({ filters }: { filters: TransactionFilters }) {
  const { t } = useTranslation('books');
  const { company } = useCurrentCompany();
  const sourceWords = useSourceWords();
  const customerId = company.customer_id;
  const download = useWrite(exportLensTransactionsMutation, customerId);
  const save = () =>
    download.mutate(filters, {
      onSuccess: (all) => {
        const csv = transactionsCsv(readableItems(all.transactions), sourceWords);
        saveFile(new Blob([csv], { type: CSV_MIME_TYPE }), transactionsCsvFilename(customerId, filters));
      },
    });
  return (
    <div className={styles.more}>
      <button type="button" className="secondary" disabled={download.isPending} onClick={save}>
        {download.isPending ? t('transactions.csvPending') : t('transactions.csv')}
      </button>
      <Hint>{t('transactions.csvHint')}</Hint>
      {download.isError ? <ErrorBanner error={download.error} title={t('transactions.csvFailed')} /> : null}
    </div>
  );
}
