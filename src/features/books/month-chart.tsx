import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import type { ChartMonth } from './glance.ts';
import styles from './books.module.css';

const SLOT = 40;
const BAR = 15;
const HEIGHT = 160;
const LABELS = 18;

/**
 * The last 12 months' figure beside the same months a year before: bars drawn in plain SVG for the eye, and
 * the very same numbers in a table for everyone else (the drawing is hidden from assistive technology, the
 * table is what a screen reader reads).
 */
export function MonthChart({ months }: { months: readonly ChartMonth[] }) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const captionId = useId();
  const columns: Column<ChartMonth>[] = [
    { key: 'month', header: t('home.chartMonth'), rowHeader: true, cell: (month) => format.period(month.period) },
    { key: 'now', header: t('home.chartNow'), numeric: true, cell: (month) => (month.now === null ? t('home.notAvailable') : format.money(month.now)) },
    {
      key: 'before',
      header: t('home.chartBefore'),
      numeric: true,
      cell: (month) => (month.before === null ? t('home.notAvailable') : format.money(month.before)),
    },
  ];
  return (
    <>
      <Bars months={months} />
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.now}`} />
          {t('home.chartLegendNow')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.before}`} />
          {t('home.chartLegendBefore')}
        </li>
      </ul>
      <p id={captionId} className="visually-hidden">
        {t('home.chartCaption')}
      </p>
      {/* rows as blocks on a phone: each month's name, then its two figures whole, each named (never cut off beside it) */}
      <DataTable labelledBy={captionId} columns={columns} rows={months} rowKey={(month) => month.period} className={styles.chartTable} regionClassName={styles.chartRegion} />
    </>
  );
}

/** Heights scaled to the largest figure shown; a negative figure hangs below the zero line. */
function Bars({ months }: { months: readonly ChartMonth[] }) {
  const values = months.flatMap((month) => [month.now ?? 0, month.before ?? 0]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const zero = (top / span) * HEIGHT;
  const y = (value: number) => zero - (value / span) * HEIGHT;
  const bar = (value: number | null, x: number, className: string | undefined) => {
    if (value === null) return null;
    const edge = y(value);
    return <rect className={className} x={x} y={Math.min(edge, zero)} width={BAR} height={Math.max(Math.abs(zero - edge), 1)} />;
  };
  return (
    <svg className={styles.chart} viewBox={`0 0 ${months.length * SLOT} ${HEIGHT + LABELS}`} aria-hidden="true" focusable="false" data-chart="">
      {months.map((month, index) => (
        <g key={month.period}>
          {bar(month.before, index * SLOT + 4, styles.before)}
          {bar(month.now, index * SLOT + 4 + BAR + 2, styles.now)}
          <text className={styles.chartLabel} x={index * SLOT + SLOT / 2} y={HEIGHT + LABELS - 4} textAnchor="middle">
            {Number(month.period.slice(5, 7))}
          </text>
        </g>
      ))}
      <line className={styles.zero} x1={0} x2={months.length * SLOT} y1={zero} y2={zero} />
    </svg>
  );
}
