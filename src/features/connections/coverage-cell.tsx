import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import type { CoverageCell, SourceMonth } from './coverage-model.ts';
import styles from './connections.module.css';

/**
 * A month of a coverage calendar, as both calendars draw it — the connection's (kinds × months) and
 * the company's (sources × months): a symbol and the count for the eye, the same in words for a screen
 * reader, and a class whose colour and border repeat what the symbol says, never instead of it.
 */
export type CalendarMonth = CoverageCell | SourceMonth;

const SYMBOL: Record<CalendarMonth['state'], string> = {
  booked: '✓',
  partial: '◐',
  unbooked: '○',
  none: '–',
  gap: '✕',
  outside: '·',
  before: '·',
  pending: '…',
};

export const cellClassOf = (state: CalendarMonth['state']): string | undefined => styles[`cell-${state}`];

export function CalendarCell({ cell }: { cell: CalendarMonth }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const format = useFormat();
  let words: string;
  if ('count' in cell) {
    const counted = 'share' in cell ? t('coverage.cellShare', { count: cell.count, share: format.basisPoints(cell.share) }) : t('coverage.cellCount', { count: cell.count, inBooks: cell.inBooks });
    words = `${counted} (${t(`coverage.${cell.state}`)})`;
  } else {
    words = t(`coverage.${cell.state}`);
  }
  return (
    <td className={cellClassOf(cell.state)} data-state={cell.state}>
      <span aria-hidden="true">
        {SYMBOL[cell.state]}
        {'count' in cell ? ` ${cell.count}` : ''}
        {'share' in cell && cell.state !== 'booked' ? <span className={styles.cellShare}>{format.basisPoints(cell.share)}</span> : null}
      </span>
      <span className="visually-hidden">{words}</span>
    </td>
  );
}

export function CalendarLegend({ states }: { states: readonly CalendarMonth['state'][] }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <ul className={styles.legend} aria-label={t('coverage.legendTitle')}>
      {states.map((state) => (
        <li key={state}>
          <span className={`${styles.legendSymbol} ${cellClassOf(state) ?? ''}`} aria-hidden="true">
            {SYMBOL[state]}
          </span>
          {t(`coverage.${state}`)}
        </li>
      ))}
    </ul>
  );
}
