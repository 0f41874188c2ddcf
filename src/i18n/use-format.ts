import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';
import { formatBasisPoints, formatDate, formatMoney, formatPercentChange, formatPeriod, formatTimestamp } from './format.ts';

/** The formatters bound to the language the person chose. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return {
    language,
    money: (cents: number, currency?: string) => formatMoney(cents, currency, language),
    basisPoints: (basisPoints: number) => formatBasisPoints(basisPoints, language),
    percentChange: (percent: number) => formatPercentChange(percent, language),
    date: (isoDate: string) => formatDate(isoDate, language),
    period: (period: string) => formatPeriod(period),
    timestamp: (timestamp: string) => formatTimestamp(timestamp, language),
  };
}
