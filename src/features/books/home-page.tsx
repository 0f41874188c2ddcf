import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { booksMonthsQuery, booksQuestionsQuery } from '../../api/queries/books.ts';
import { isUnreadable, readableItems, type UnreadableItem } from '../../api/reading.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { OpenValueText, TechnicalDetails, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { booksPath, statementsPath, transactionsPath } from './books-paths.ts';
import { changeOf, chartMonthsOf, glanceOf, recentMonths, type BooksMonth, type Compared, type Glance, type TileFigure } from './glance.ts';
import { MonthChart } from './month-chart.tsx';
import styles from './books.module.css';

/**
 * The books' home (`books`): this month and this year so far at a glance, each figure against a year before
 * in words where that compares like with like (a month still running is shown as booked so far), the result
 * with what else is in it besides revenue and expenses; the last 12 months' revenue beside the year before; each month's state in plain words with the
 * changes booked after closing; and the ways further in: the statements, the transactions, the questions.
 */
export function BooksHomePage() {
  const { t } = useTranslation('books');
  const client = useService();
  const { company } = useCurrentCompany();
  const months = useQuery(booksMonthsQuery(client, company.customer_id));
  return (
    <>
      <PageTop heading={t('title')}>
        <p>{t('home.intro')}</p>
      </PageTop>
      <Loaded query={months}>
        {(data) => {
          const readable = readableItems(data.months);
          const glance = glanceOf(readable, todayInFinland());
          if (!glance) return <Empty>{t('home.empty')}</Empty>;
          return (
            <>
              <AtAGlance glance={glance} />
              <FurtherIn customerId={company.customer_id} period={glance.period} />
              <Section title={t('home.chartTitle')} description={t('home.chartIntro')}>
                <MonthChart months={chartMonthsOf(readable)} />
              </Section>
              <MonthStates months={data.months} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}

function AtAGlance({ glance }: { glance: Glance }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const year = glance.period.slice(0, 4);
  const soFar = !glance.monthCompared;
  return (
    <div className={styles.glance}>
      <Section title={t('home.monthTitle', { period: format.period(glance.period) })} data-glance="month" data-so-far={soFar ? '' : undefined}>
        <p className={styles.state}>
          <MonthStateText state={glance.month.state} />
        </p>
        {soFar ? <p className={styles.note}>{t('home.monthSoFar')}</p> : null}
        <TileFigures figures={glance.monthFigures} soFar={soFar} />
        <dl className={styles.figures}>
          <Figure name="cash" label={soFar ? t('home.cashSoFar') : t('home.cash')} figure={glance.monthFigures.cash} soFar={soFar} />
        </dl>
      </Section>
      {glance.year ? (
        <Section
          title={t('home.yearTitle', { year })}
          description={t('home.yearRange', { month: Number(glance.year.through.slice(5, 7)), year })}
          data-glance="year"
        >
          {glance.year.leftOut.length > 0 ? <p className={styles.note}>{t('home.yearLeftOut', { periods: glance.year.leftOut.map(format.period).join(', ') })}</p> : null}
          <TileFigures figures={glance.year.figures} soFar={false} />
        </Section>
      ) : (
        <Section title={t('home.yearTitle', { year })} data-glance="year">
          <p className={styles.note}>{t('home.yearNone', { year })}</p>
        </Section>
      )}
    </div>
  );
}

/**
 * Revenue, expenses, the rest and the result, so that the sum holds: the result is revenue less expenses plus
 * what else is in it (other operating income, financial income, income taxes), said under the figures.
 */
function TileFigures({ figures, soFar }: { figures: Record<TileFigure, Compared>; soFar: boolean }) {
  const { t } = useTranslation('books');
  return (
    <>
      <dl className={styles.figures}>
        <Figure name="revenue" label={t('home.revenue')} figure={figures.revenue} soFar={soFar} />
        <Figure name="expenses" label={t('home.expenses')} figure={figures.expenses} soFar={soFar} />
        <Figure name="other" label={t('home.other')} figure={figures.other} soFar={soFar} plain />
        <Figure name="result" label={t('home.result')} figure={figures.result} soFar={soFar} />
      </dl>
      <p className={`${styles.hint} ${styles.sumHint}`}>{t('home.sumHint')}</p>
    </>
  );
}

/**
 * A figure, and beside it how it differs from a year before, in words and with last year's figure; booked so
 * far (a month still running) it is compared with nothing. A `plain` figure (the rest of the result, small and
 * of mixed signs) shows last year's figure without a percentage.
 */
function Figure({ name, label, figure, soFar, plain = false }: { name: string; label: string; figure: Compared; soFar: boolean; plain?: boolean }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const change = changeOf(figure);
  let words: string | null;
  if (soFar) words = t('home.soFar');
  else if (plain) words = null;
  else if (change.kind === 'none') words = t('home.noComparison');
  else if (change.kind === 'same') words = t('home.changeSame');
  else if (change.kind === 'fromZero') words = t('home.changeFromZero');
  else words = t('home.changePercent', { percent: format.percentChange(change.percent) });
  const lastYear = !soFar && figure.before !== null && (plain || change.kind !== 'fromZero');
  return (
    <div className={styles.figure} data-figure={name}>
      <dt>{label}</dt>
      <dd className={styles.amount}>{figure.now === null ? t('home.notAvailable') : format.money(figure.now)}</dd>
      <dd className={styles.change}>
        {words}
        {lastYear && figure.before !== null ? <span className={styles.lastYear}>{t('home.lastYear', { amount: format.money(figure.before) })}</span> : null}
      </dd>
    </div>
  );
}

/** A month's state in plain words; a state the portal does not know, as the service sent it. */
function MonthStateText({ state }: { state: string }) {
  const { t } = useTranslation('books');
  const known = useKnownLabel('books');
  const help = known('home.stateHelp', state);
  return (
    <>
      {t('home.state')}:{' '}
      <strong>
        <OpenValueText value={state} label={known('home.states', state)} />
      </strong>
      {help ? <span className={styles.stateHelp}>{help}</span> : null}
    </>
  );
}

function FurtherIn({ customerId, period }: { customerId: string; period: string }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const year = period.slice(0, 4);
  return (
    <Section title={t('home.linksTitle')}>
      <ul className={styles.links}>
        <li>
          <Link to={statementsPath(customerId, 'income_statement', year)}>{t('home.yearStatement', { year })}</Link>
        </li>
        <li>
          <Link to={statementsPath(customerId, 'income_statement', period)}>{t('home.monthStatement', { period: format.period(period) })}</Link>
        </li>
        <li>
          <Link to={statementsPath(customerId, 'balance_sheet')}>{t('home.balanceSheet')}</Link>
        </li>
        <li>
          <Link to={transactionsPath(customerId)}>{t('home.transactions')}</Link>
        </li>
        <li>
          <Link to={booksPath(customerId, 'questions')}>{t('home.questions')}</Link> <OpenQuestions customerId={customerId} />
        </li>
      </ul>
    </Section>
  );
}

/** How many questions wait for an answer; nothing while it is on its way or when it cannot be read. */
function OpenQuestions({ customerId }: { customerId: string }) {
  const { t } = useTranslation('books');
  const client = useService();
  const questions = useQuery(booksQuestionsQuery(client, customerId, 'open'));
  if (!questions.data) return null;
  const count = questions.data.questions.length;
  return <span className={styles.muted}>({count === 0 ? t('home.noOpenQuestions') : t('home.openQuestions', { count })})</span>;
}

function MonthStates({ months }: { months: readonly (BooksMonth | UnreadableItem)[] }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const known = useKnownLabel('books');
  const recent = recentMonths(readableItems(months));
  const unreadable = months.filter(isUnreadable);
  return (
    <Section title={t('home.monthsTitle')} description={t('home.monthsIntro')}>
      <ul className={styles.months} aria-label={t('home.monthsCaption')}>
        {recent.map((month) => (
          <li key={month.period} data-month={month.period}>
            <span className={styles.monthName}>{format.period(month.period)}</span>
            <span>
              <OpenValueText value={month.state} label={known('home.states', month.state)} />
              {month.closed_at ? ` · ${t('home.closedAt', { date: format.timestamp(month.closed_at) })}` : null}
            </span>
            {month.changes_after_closing.length > 0 ? <ChangesAfterClosing month={month} /> : null}
          </li>
        ))}
        {unreadable.map((item, index) => (
          <UnreadableListItem key={`unreadable-${index}`} item={item} />
        ))}
      </ul>
    </Section>
  );
}

/** What was booked into a closed month afterwards: when, what, how much and by whom, the entry's ID folded away. */
function ChangesAfterClosing({ month }: { month: BooksMonth }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const changes = month.changes_after_closing;
  return (
    <details className={styles.changes} data-changes-after-closing="">
      <summary>{t('home.changesTitle', { count: changes.length })}</summary>
      <ul>
        {changes.map((change, index) =>
          isUnreadable(change) ? (
            <UnreadableListItem key={`unreadable-${index}`} item={change} />
          ) : (
            <li key={`${change.entry_id}-${index}`}>
              {t('home.change', { date: format.timestamp(change.at), description: change.description, amount: format.money(change.amount_cents), name: change.name })}
              <TechnicalDetails lines={[t('home.entryId', { id: change.entry_id })]} />
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
