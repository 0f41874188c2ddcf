import { isPathSegmentValue } from '../../api/path.ts';
import { AREAS, areaUrl } from '../../portal/areas.ts';

/**
 * The portal URL of a bill's review: `/<customer>/bills/<bill_id as one encoded segment>`.
 *
 * React Router's params cannot be trusted with these IDs: it decodes a segment, re-encodes a decoded
 * `/` as `%2F` and then turns every `%2F` into `/`, so the IDs `a/b` and `a%2Fb` read the same. The
 * review therefore reads the raw pathname and decodes the ID segment exactly once, itself.
 */
export function billReviewPath(customerId: string, billId: string): string | null {
  if (!isPathSegmentValue(billId) || !isWellFormed(billId)) return null;
  return `${billsPath(customerId)}/${encodeURIComponent(billId)}`;
}

export function billsPath(customerId: string): string {
  return areaUrl('bills', customerId);
}

export type BillsLocation = { kind: 'list' } | { kind: 'review'; billId: string } | { kind: 'not_found' };

/**
 * What a pathname under the bills area shows. The pathname must be the browser's raw one (still
 * percent-encoded); its bill segment is decoded exactly once. One trailing slash is tolerated.
 */
export function billsLocationOf(pathname: string): BillsLocation {
  const segments = pathname.split('/');
  // ['', customer, 'bills', ...rest]
  if (segments.length < 3 || segments[0] !== '' || segments[2] !== AREAS.bills.segment) return { kind: 'not_found' };
  const rest = segments.slice(3);
  if (rest.length > 1 && rest.at(-1) === '') rest.pop();
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) return { kind: 'list' };
  if (rest.length !== 1) return { kind: 'not_found' };
  const segment = rest[0] ?? '';
  let billId: string;
  try {
    billId = decodeURIComponent(segment);
  } catch {
    return { kind: 'not_found' };
  }
  return isPathSegmentValue(billId) ? { kind: 'review', billId } : { kind: 'not_found' };
}

/** Lone UTF-16 surrogates have no UTF-8 form, so they cannot be percent-encoded. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
