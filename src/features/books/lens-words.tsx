import { useTranslation } from 'react-i18next';
import { isPathSegmentValue } from '../../api/path.ts';
import type { EntrySource } from '../../api/schemas/books.ts';
import { areaUrl, canUse, type Membership } from '../../portal/areas.ts';
import { billReviewSegments, claimSegments } from '../../portal/bill-links.ts';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';

/** A source kind in words; one the portal does not know, as the service sent it (docs/decisions/0021, principle 8). */
export function SourceKindText({ kind }: { kind: string }) {
  const label = useKnownLabel(BOOKS_NAMESPACE);
  return <OpenValueText value={kind} label={label('transactions.sources', kind)} />;
}

/** The source kind's words as plain text (a file's column), the value itself where the portal has none. */
export function useSourceWords(): (kind: string) => string {
  const label = useKnownLabel(BOOKS_NAMESPACE);
  return (kind) => label('transactions.sources', kind) ?? kind;
}

/** The row's booking in the books area: its row ID as one path segment, or none for an ID no path can hold. */
export function bookingUrl(customerId: string, rowId: string): string | undefined {
  return isPathSegmentValue(rowId) ? areaUrl('books', customerId, ['transactions', rowId]) : undefined;
}

export interface SourceLink {
  href: string;
  text: 'openBill' | 'openPayroll';
}

/**
 * Where the entry's source has a page of its own that this person may open: a purchase bill or an expense
 * claim in the bills area, a payroll run in payroll. None otherwise: the source is then named in words only.
 */
export function sourceLinkOf(source: EntrySource, customerId: string, membership: Membership): SourceLink | undefined {
  if (source.id === null) return undefined;
  if (source.kind === 'purchase_bill' && canUse('bills', membership)) {
    const segments = billReviewSegments(source.id);
    return segments.length > 0 ? { href: areaUrl('bills', customerId, segments), text: 'openBill' } : undefined;
  }
  if (source.kind === 'expense_claim' && canUse('bills', membership)) {
    const segments = claimSegments(source.id);
    return segments.length > 0 ? { href: areaUrl('bills', customerId, segments), text: 'openBill' } : undefined;
  }
  if (source.kind === 'payroll_run' && canUse('payroll', membership) && isPathSegmentValue(source.id)) {
    return { href: areaUrl('payroll', customerId, ['runs', source.id]), text: 'openPayroll' };
  }
  return undefined;
}

/** A range of spec §1 in words: `2026` as is, `2026-Q4` as a quarter, `2026-11` as `11/2026`, named ones by name. */
export function usePeriodWords(): (period: string | undefined) => string {
  const { t } = useTranslation(BOOKS_NAMESPACE);
  return (period) => {
    if (period === undefined || period === 'all') return t('transactions.periods.all');
    if (period === 'this_month' || period === 'last_6_months') return t(`transactions.periods.${period}`);
    const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
    if (quarter) return t('transactions.quarter', { quarter: quarter[2], year: quarter[1] });
    const month = /^(\d{4})-(\d{2})$/.exec(period);
    if (month) return `${Number(month[2])}/${month[1]}`;
    return period;
  };
}
