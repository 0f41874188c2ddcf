import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { booksStatementQuery } from '../../api/queries/books.ts';
import type { Read } from '../../api/reading.ts';
import { STATEMENT_KINDS, type Statement, type StatementKind } from '../../api/schemas/books.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { CSV_MIME_TYPE } from '../../ui/csv.ts';
import { PageTop } from '../../ui/page-top.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { Section } from '../../ui/section.tsx';
import { Banner, Empty, Loaded } from '../../ui/states.tsx';
import { statementsPath } from './books-paths.ts';
import { defaultStatementPeriod, statementPeriodChoices, statementPeriodParts } from './periods.ts';
import { statementCsv, statementFilename } from './statement-csv.ts';
import { StatementTable } from './statement-table.tsx';
import styles from './books.module.css';

const isStatementKind = (value: string): value is StatementKind => (STATEMENT_KINDS as readonly string[]).includes(value);

/**
 * The statements (`books/statements?kind=…&period=…`): the income statement or the balance sheet of a
 * month, a quarter or a year, beside the same period a year before, each figure opening the accounts behind
 * it. Both choices live in the URL; without them the income statement shows this year so far and the balance
 * sheet the end of the last whole month.
 */
export function StatementsPage() {
  const { t } = useTranslation('books');
  const { company } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const today = todayInFinland();
  const askedKind = search.get('kind');
  const kind: StatementKind = askedKind !== null && isStatementKind(askedKind) ? askedKind : 'income_statement';
  const askedPeriod = search.get('period');
  const periodKnown = askedPeriod !== null && statementPeriodParts(askedPeriod) !== undefined;
  const period = periodKnown ? askedPeriod : defaultStatementPeriod(kind, today);
  return (
    <>
      <PageTop heading={t('statements.title')}>
        <p>{t('statements.intro')}</p>
      </PageTop>
      {askedKind !== null && !isStatementKind(askedKind) ? (
        <Banner tone="warning" role="note">
          <p>{t('statements.badKind', { kind: askedKind })}</p>
        </Banner>
      ) : null}
      {askedPeriod !== null && !periodKnown ? (
        <Banner tone="warning" role="note">
          <p>{t('statements.badPeriod', { period: askedPeriod })}</p>
        </Banner>
      ) : null}
      <div className={styles.controls}>
        <KindSwitch customerId={company.customer_id} kind={kind} period={periodKnown ? askedPeriod : undefined} />
        <PeriodPicker today={today} period={period} onChange={(chosen) => setSearch({ kind, period: chosen })} />
      </div>
      <StatementOf customerId={company.customer_id} kind={kind} period={period} />
    </>
  );
}

/** The two statements as links, the shown one marked: the period chosen goes along, the default one does not. */
function KindSwitch({ customerId, kind, period }: { customerId: string; kind: StatementKind; period: string | undefined }) {
  const { t } = useTranslation('books');
  return (
    <nav aria-label={t('statements.kind')}>
      <ul className={styles.switch}>
        {STATEMENT_KINDS.map((each) => (
          <li key={each}>
            <Link to={statementsPath(customerId, each, period)} aria-current={each === kind ? 'page' : undefined} data-kind={each}>
              {t(`statements.kinds.${each}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `2026` → "vuosi 2026", `2026-Q3` → "3. neljännes 2026", `2026-11` → "11/2026". */
export function usePeriodLabel(): (period: string) => string {
  const { t } = useTranslation('books');
  return (period) => {
    const parts = statementPeriodParts(period);
    if (!parts) return period;
    if (parts.unit === 'year') return t('statements.year', { year: parts.year });
    if (parts.unit === 'quarter') return t('statements.quarter', { quarter: parts.quarter, year: parts.year });
    return t('statements.month', { month: parts.month, year: parts.year });
  };
}

function PeriodPicker({ today, period, onChange }: { today: string; period: string; onChange: (period: string) => void }) {
  const { t } = useTranslation('books');
  const label = usePeriodLabel();
  const id = useId();
  const choices = statementPeriodChoices(today);
  const offered = [...choices.years, ...choices.quarters, ...choices.months].includes(period);
  const options = (periods: string[]) =>
    periods.map((each) => (
      <option key={each} value={each}>
        {label(each)}
      </option>
    ));
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{t('statements.period')}</label>
      <select id={id} name="period" value={period} onChange={(event) => onChange(event.target.value)}>
        {/* a period from the URL outside the usual choices (an older year, say) is still the one shown */}
        {offered ? null : options([period])}
        <optgroup label={t('statements.periodYears')}>{options(choices.years)}</optgroup>
        <optgroup label={t('statements.periodQuarters')}>{options(choices.quarters)}</optgroup>
        <optgroup label={t('statements.periodMonths')}>{options(choices.months)}</optgroup>
      </select>
    </div>
  );
}

function StatementOf({ customerId, kind, period }: { customerId: string; kind: StatementKind; period: string }) {
  const client = useService();
  const statement = useQuery(booksStatementQuery(client, customerId, kind, period));
  return <Loaded query={statement}>{(data) => <StatementView customerId={customerId} statement={data.statement} />}</Loaded>;
}

function StatementView({ customerId, statement }: { customerId: string; statement: Read<Statement> }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const periodLabel = usePeriodLabel();
  const kindLabel = isStatementKind(statement.kind) ? t(`statements.kinds.${statement.kind}`) : statement.kind;
  const title = `${kindLabel}, ${periodLabel(statement.period)}`;
  const dates =
    statement.kind === 'balance_sheet'
      ? t('statements.balanceAt', { date: format.date(statement.to) })
      : t('statements.dates', { from: format.date(statement.from), to: format.date(statement.to) });
  // a balance sheet is a position at a day, compared with the position a year before: a date, not a span
  const compareDates = !statement.compare
    ? undefined
    : statement.kind === 'balance_sheet'
      ? format.date(statement.compare.to)
      : t('statements.dates', { from: format.date(statement.compare.from), to: format.date(statement.compare.to) });
  const download = () => saveFile(new Blob([statementCsv(statement)], { type: CSV_MIME_TYPE }), statementFilename(customerId, statement));
  return (
    <Section
      title={title}
      description={compareDates ? `${dates} · ${t('statements.comparePeriod')}: ${compareDates}` : dates}
      actions={
        <button type="button" onClick={download} data-download-statement="">
          {t('statements.download')}
        </button>
      }
      data-statement-period={statement.period}
    >
      {statement.months_in_progress.length > 0 ? (
        <Banner tone="warning" role="note" data-in-progress="">
          <p>{t('statements.inProgress', { months: statement.months_in_progress.map(format.period).join(', ') })}</p>
        </Banner>
      ) : null}
      {statement.lines.length === 0 ? (
        <Empty>{t('statements.noLines')}</Empty>
      ) : (
        <StatementTable customerId={customerId} statement={statement} caption={title} />
      )}
      <p className={styles.hint}>{t('statements.downloadHint')}</p>
    </Section>
  );
}
