import { isPathSegmentValue } from '../api/path.ts';

/**
 * The segments of a purchase bill's page and of an expense claim's page under the bills area, or none (the
 * bills list) for an ID that cannot be one path segment. The bills area owns the rule (its `billReviewPath`);
 * restated here for the areas that link to a bill or a claim (the overview, payments), because features do not
 * import each other: areaUrl encodes the ID as one segment, `bill:` prefix, spaces, `/`, `#` and `%` kept.
 */
export function billReviewSegments(billId: string): string[] {
  return isSegment(billId) ? [billId] : [];
}

/** An expense claim's page in the bills area: `bills/claims/<claim id as one segment>`. */
export function claimSegments(claimId: string): string[] {
  return isSegment(claimId) ? ['claims', claimId] : [];
}

function isSegment(id: string): boolean {
  if (!isPathSegmentValue(id)) return false;
  try {
    encodeURIComponent(id);
  } catch {
    // a lone surrogate has no UTF-8 form: no address names it
    return false;
  }
  return true;
}
