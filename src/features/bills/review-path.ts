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

/**
 * The portal URL of an expense claim's decision page: `/<customer>/bills/claims/<claim id>`. Two segments,
 * so that no bill ID (one segment) can ever read as a claim.
 */
export function claimPath(customerId: string, claimId: string): string | null {
  if (!isPathSegmentValue(claimId) || !isWellFormed(claimId)) return null;
  return `${billsPath(customerId)}/${CLAIMS_SEGMENT}/${encodeURIComponent(claimId)}`;
}

/** Where an invoice of the circulation is decided: a bill's review page, or a claim's own page. */
export function invoicePath(customerId: string, invoice: { id: string; kind: string }): string | null {
  return invoice.kind === 'expense_claim' ? claimPath(customerId, invoice.id) : billReviewPath(customerId, invoice.id);
}

const CLAIMS_SEGMENT = 'claims';

export function billsPath(customerId: string): string {
  return areaUrl('bills', customerId);
}

export type BillsLocation = { kind: 'list' } | { kind: 'review'; billId: string } | { kind: 'claim'; claimId: string } | { kind: 'not_found' };

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
  if (rest.length === 2 && rest[0] === CLAIMS_SEGMENT) {
    const claimId = decodedOnce(rest[1] ?? '');
    return claimId === null ? { kind: 'not_found' } : { kind: 'claim', claimId };
  }
  if (rest.length !== 1) return { kind: 'not_found' };
  const billId = decodedOnce(rest[0] ?? '');
  return billId === null ? { kind: 'not_found' } : { kind: 'review', billId };
}

function decodedOnce(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return isPathSegmentValue(value) ? value : null;
  } catch {
    return null;
  }
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
