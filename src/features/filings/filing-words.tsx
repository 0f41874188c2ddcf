import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { areaUrl } from '../../portal/areas.ts';
import { isPathSegmentValue } from '../../api/path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import { Pill } from '../../ui/pill.tsx';
import { SERVICE_TEXT_LANGUAGE, ServiceQuote } from '../../ui/service-text.tsx';
import { daysUntil, periodParts } from './deadlines.ts';
import { FILINGS_NAMESPACE } from './messages.ts';
import { knownRulesOf } from './rule-words.ts';
import styles from './filings.module.css';

/** What names a filing in words: its kind and period (the contract's fields, read tolerantly). */
interface Named {
  kind: string;
  period: string;
}

/** The kinds whose period is the company's financial year, said as such. */
const FINANCIAL_YEAR_KINDS: readonly string[] = ['income_tax_return', 'financial_statements'];

/**
 * A filing's words: its kind ("Arvonlisäveroilmoitus"; an unknown kind as it came), its period ("lokakuu 2026",
 * "3. neljännes 2026", "palkkapäivä 20.11.2026"), both together, and the days left to a due date.
 */
export function useFilingWords() {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const kind = (value: string) => label('kinds', value) ?? value;
  const period = ({ kind: of, period: value }: Named) => {
    const parts = periodParts(value);
    switch (parts.kind) {
      case 'month':
        return t('periods.month', { month: t(`months.m${parts.month}` as 'months.m1'), year: parts.year });
      case 'quarter':
        return t('periods.quarter', { quarter: parts.quarter, year: parts.year });
      case 'year':
        return t(FINANCIAL_YEAR_KINDS.includes(of) ? 'periods.financialYear' : 'periods.year', { year: parts.year });
      case 'payday':
        return t('periods.payday', { date: format.date(parts.date) });
      case 'other':
        return parts.text;
    }
  };
  return {
    kind,
    period,
    name: (filing: Named) => t('nameOf', { kind: kind(filing.kind), period: period(filing) }),
    daysLeft: (dueDate: string, today: string) => {
      const days = daysUntil(dueDate, today);
      if (days === 0) return t('days.today');
      return days < 0 ? t('days.late', { count: -days }) : t('days.left', { count: days });
    },
  };
}

/** A filing's state in words, in a pill coloured by what it asks of the person; an unknown state as it came. */
export function FilingStateText({ state }: { state: string }) {
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const tone = state === 'late' ? styles.late : state === 'awaiting_review' ? styles.awaiting : state === 'filed' ? styles.filed : undefined;
  return (
    <Pill className={tone}>
      <OpenValueText value={state} label={label('states', state)} />
    </Pill>
  );
}

/** Where a filing's page is; none for an id no path segment can hold (it is then named without a link). */
export function filingUrl(customerId: string, filingId: string): string | undefined {
  return isPathSegmentValue(filingId) && filingId !== 'authorizations' ? areaUrl('filings', customerId, [filingId]) : undefined;
}

/**
 * A link out of the portal that the service names (a rule's source, Suomi.fi's renewal page): only a web
 * address is linked, with the site's name to say where it leads; anything else is not made a link.
 */
export function externalLink(url: string): { href: string; site: string } | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return { href: parsed.href, site: parsed.hostname.replace(/^www\./, '') };
  } catch {
    return undefined;
  }
}

/** The day of the week of a date, 0 for Sunday (UTC arithmetic on a date without a time: no zone moves it). */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/**
 * A due date's rule in the person's language: the portal's words for a rule it knows (rule-words.ts), else
 * null; in Finnish the service's own words say it already.
 */
export function useRuleWords(): (text: string) => string | null {
  const { t, i18n } = useTranslation(FILINGS_NAMESPACE);
  const language = currentLanguage(i18n.language);
  return (text) => {
    if (language === SERVICE_TEXT_LANGUAGE) return null;
    const known = knownRulesOf(text);
    return known ? known.map((rule) => t(`rules.${rule}`)).join(' ') : null;
  };
}

/**
 * A due date's rule as the service wrote it, in Finnish. Read in Finnish, the quote alone; read in another
 * language, the rule in that language when the portal knows it, and the service's words beside it marked as
 * Finnish — visibly and with `lang` — so that nobody takes them for the page's words (docs/decisions/0005-sole-trader-filing-dates.md).
 */
export function RuleText({ text }: { text: string }) {
  const { t, i18n } = useTranslation(FILINGS_NAMESPACE);
  const words = useRuleWords();
  if (text === '') return null;
  if (currentLanguage(i18n.language) === SERVICE_TEXT_LANGUAGE) return <ServiceQuote text={text} />;
  const said = words(text);
  return (
    <>
      {said === null ? null : <span data-rule-words="">{said}</span>}
      <span className={styles.inFinnish} data-rule-finnish="">
        <span className={styles.inFinnishLabel}>{t('filing.inFinnish')}:</span> <ServiceQuote text={text} />
      </span>
    </>
  );
}
