import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filingsQuery } from '../../api/queries/filings.ts';
import { readableItems, type Read } from '../../api/reading.ts';
import { compareDates, todayInFinland } from '../../api/schemas/calendar.ts';
import type { FilingList } from '../../api/schemas/filings.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { Hint } from '../../ui/field.tsx';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { Section } from '../../ui/section.tsx';
import { ServiceQuote } from '../../ui/service-text.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { daysUntil, groupDeadlines, mayDecide, payableOf, type ReadFiling } from './deadlines.ts';
import { FilingStateText, filingUrl, useFilingWords, useRuleWords } from './filing-words.tsx';
import { calendarFile } from './icalendar.ts';
import { FILINGS_NAMESPACE } from './messages.ts';
import styles from './filings.module.css';

/**
 * The company's deadlines (docs/decisions/0015): what waits for the company's approval first and standing out, then the
 * deadlines still to file, the nearest first, each with its days left in words; the filed ones below, the
 * newest first; what the deadlines are based on (the VAT period and why); and the coming deadlines as a
 * calendar file.
 */
export function DeadlinesPage() {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const filings = useQuery(filingsQuery(client, company.customer_id));
  // the day in Finland when the page opened: the days left are counted from it
  const [today] = useState(() => todayInFinland());
  return (
    <>
      <PageTop heading={t('title')}>
        <p>{t('deadlines.intro')}</p>
      </PageTop>
      <p className={styles.links}>
        <Link to={areaUrl('filings', company.customer_id, ['authorizations'])}>{t('deadlines.authorizations')}</Link>
      </p>
      <Loaded query={filings}>{(list) => <Deadlines list={list} today={today} />}</Loaded>
    </>
  );
}

function Deadlines({ list, today }: { list: Read<FilingList>; today: string }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const { company, staff, me } = useCurrentCompany();
  const groups = groupDeadlines(list.filings);
  const deciding = mayDecide({ roles: company.roles, staff }, me.principal.kind);
  return (
    <>
      {groups.awaiting.length > 0 ? (
        <Section title={deciding ? t('deadlines.awaitingMine') : t('deadlines.awaitingCompany')} className={styles.awaitingSection} data-filings="awaiting">
          <p>{deciding ? t('deadlines.awaitingIntro') : t('deadlines.awaitingIntroReader')}</p>
          <ul className={styles.cards}>
            {groups.awaiting.map((filing) => (
              <li key={filing.id} data-filing-id={filing.id} className={styles.card}>
                <AwaitingCard filing={filing} today={today} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('deadlines.coming')} headingId="filings-coming" data-filings="coming">
        {groups.coming.length === 0 ? <Empty>{t('deadlines.comingNone')}</Empty> : <FilingTable labelledBy="filings-coming" rows={groups.coming} today={today} />}
        <CalendarExport filings={[...groups.awaiting, ...readableItems(groups.coming)]} today={today} />
      </Section>
      <Section title={t('deadlines.filed')} headingId="filings-filed" data-filings="filed">
        {groups.filed.length === 0 ? <Empty>{t('deadlines.filedNone')}</Empty> : <FilingTable labelledBy="filings-filed" rows={groups.filed} today={today} filed />}
      </Section>
      <Basis basis={list.basis} />
    </>
  );
}

function FilingName({ filing }: { filing: ReadFiling }) {
  const words = useFilingWords();
  const { company } = useCurrentCompany();
  const href = filingUrl(company.customer_id, filing.id);
  const name = words.name(filing);
  return href ? <Link to={href}>{name}</Link> : <span className={styles.breaks}>{name}</span>;
}

/** The days left to a due date in words; today and late ones said so, and marked. */
function DaysLeft({ dueDate, today }: { dueDate: string; today: string }) {
  const words = useFilingWords();
  const text = words.daysLeft(dueDate, today);
  return daysUntil(dueDate, today) <= 0 ? <strong className={styles.lateText}>{text}</strong> : <>{text}</>;
}

function AwaitingCard({ filing, today }: { filing: ReadFiling; today: string }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const payable = payableOf(readableItems(filing.figures ?? []));
  return (
    <>
      <span className={styles.cardTitle}>
        <FilingName filing={filing} />
      </span>
      <span>
        {t('deadlines.dueOn', { date: format.date(filing.due_date) })} · <DaysLeft dueDate={filing.due_date} today={today} />
      </span>
      {payable ? <span className={styles.amount}>{t('deadlines.payable', { amount: format.money(payable.amount_cents) })}</span> : null}
      {filing.review ? <span className={styles.muted}>{t('deadlines.preparedBy', { name: filing.review.requested_by })}</span> : null}
    </>
  );
}

function FilingTable({ labelledBy, rows, today, filed = false }: { labelledBy: string; rows: Read<FilingList>['filings']; today: string; filed?: boolean }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const columns: Column<ReadFiling>[] = [
    { key: 'filing', header: t('deadlines.filing'), rowHeader: true, wide: true, cell: (filing) => <FilingName filing={filing} /> },
    {
      key: 'due',
      header: t('deadlines.due'),
      cell: (filing) => (
        <>
          <time dateTime={filing.due_date}>{format.date(filing.due_date)}</time>
          {filed ? null : (
            <>
              {' · '}
              <DaysLeft dueDate={filing.due_date} today={today} />
            </>
          )}
        </>
      ),
    },
    filed
      ? { key: 'filedAt', header: t('deadlines.filedAt'), cell: (filing) => (filing.filed ? format.timestamp(filing.filed.at) : '') }
      : { key: 'state', header: t('deadlines.state'), cell: (filing) => <FilingStateText state={filing.state} /> },
  ];
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={columns}
      rows={rows}
      rowKey={(filing) => filing.id}
      rowAttributes={(filing) => ({ 'data-filing-id': filing.id, 'data-state': filing.state })}
    />
  );
}

/**
 * The coming deadlines (due today or later, not filed) as an iCalendar file saved to the device: one all-day
 * event each, named in the person's language, with the filing's page in it.
 */
function CalendarExport({ filings, today }: { filings: readonly ReadFiling[]; today: string }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const words = useFilingWords();
  const state = useKnownLabel(FILINGS_NAMESPACE);
  const ruleWords = useRuleWords();
  const { company } = useCurrentCompany();
  const coming = filings.filter((filing) => filing.due_date >= today).sort((a, b) => compareDates(a.due_date, b.due_date));
  if (coming.length === 0) return <p className={styles.muted}>{t('deadlines.calendarNone')}</p>;
  const save = () => {
    const events = coming.map((filing) => {
      const href = filingUrl(company.customer_id, filing.id);
      return {
        uid: `${filing.id}@${company.customer_id}.filings`,
        date: filing.due_date,
        summary: t('deadlines.calendarEvent', { name: words.name(filing) }),
        description: t('deadlines.calendarDescription', {
          date: format.date(filing.due_date),
          state: state('states', filing.state) ?? filing.state,
          rule: ruleWords(filing.rule.text) ?? filing.rule.text,
        }),
        url: href ? new URL(href, window.location.origin).href : undefined,
      };
    });
    const text = calendarFile({ name: t('deadlines.calendarName', { company: company.name }), events, now: new Date() });
    saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `${t('deadlines.calendarFile')}-${company.customer_id}.ics`);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="secondary" onClick={save} aria-describedby="filings-calendar-hint">
        {t('deadlines.calendar')}
      </button>
      <Hint id="filings-calendar-hint">{t('deadlines.calendarHint')}</Hint>
    </div>
  );
}

function Basis({ basis }: { basis: Read<FilingList>['basis'] }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const [month, day] = basis.financial_year_end.split('-');
  return (
    <Section title={t('deadlines.basis')} data-filings="basis">
      <Facts>
        <Fact term={t('deadlines.vatPeriod')}>
          <OpenValueText value={basis.vat_period} label={label('deadlines.vatPeriods', basis.vat_period)} />
          {basis.vat_period_reason === '' ? null : (
            <>
              {': '}
              <ServiceQuote text={basis.vat_period_reason} />
            </>
          )}
        </Fact>
        <Fact term={t('deadlines.employer')}>{basis.employer ? t('deadlines.employerYes') : t('deadlines.employerNo')}</Fact>
        <Fact term={t('deadlines.financialYearEnd')}>{t('deadlines.dayMonth', { day: Number(day), month: Number(month) })}</Fact>
      </Facts>
    </Section>
  );
}
