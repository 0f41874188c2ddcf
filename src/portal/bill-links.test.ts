import { describe, expect, it } from 'vitest';
import { areaUrl } from './areas.ts';
import { billReviewSegments, claimSegments } from './bill-links.ts';

/** Links into the bills area from other areas: the ID is always one encoded segment. */
describe('links to a bill and to a claim', () => {
  it('puts the bill ID in the path as one encoded segment, `bill:` prefix, spaces, `#`, `?`, `%` and `/` kept', () => {
    const id = 'bill:Savoy #77?50%';
    expect(areaUrl('bills', 'cus_aurora', billReviewSegments(id))).toBe('/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25');
    expect(areaUrl('bills', 'cus_aurora', billReviewSegments('bill:a/b'))).toBe('/cus_aurora/bills/bill%3Aa%2Fb');
  });

  it('leads to the bills list for an ID no path segment can carry', () => {
    for (const id of ['', '.', '..', 'bill:\uD800']) {
      expect(billReviewSegments(id)).toEqual([]);
      expect(claimSegments(id)).toEqual([]);
    }
  });

  it('puts a claim under bills/claims/ with its ID as one segment', () => {
    expect(areaUrl('bills', 'cus_aurora', claimSegments('claim/7'))).toBe('/cus_aurora/bills/claims/claim%2F7');
  });
});
