import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPath } from '../../api/endpoints.ts';
import { isPathSegmentValue, pathOf } from '../../api/path.ts';
import { billReviewPath, billsLocationOf } from './review-path.ts';

const REVIEW_TEMPLATE = '/purchase-bills/{bill_id}/original-review';

/** Pieces that break naive encoders: separators, escapes, whitespace, dots and characters outside ASCII. */
const awkward = fc.constantFrom(
  'bill:', ' ', '  ', '/', '//', '%', '%2F', '%25', '%20', '?', '#', '&', '=', '+', ';', ',', '\\', '.', '..',
  '~', "'", '"', '<', '>', '[', ']', '@', '\t', '\n', '\u00a0', '\u200b', 'ä', 'Å', 'ö', '€', '😀', 'e\u0301', 'x',
);
const awkwardIds = fc.array(awkward, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
/** Bill IDs of every kind: awkward compositions, whole Unicode (graphemes and code points), and ASCII. */
const billIds = fc
  .oneof(awkwardIds, fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 }), fc.string({ minLength: 1 }))
  .filter(isPathSegmentValue);
const customerIds = fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/);

const RUNS = { numRuns: 3000 };

describe('pathOf sends a bill_id to the service as exactly one segment (spec §4.7)', () => {
  it('keeps the URL as built through a WHATWG URL parser (what fetch does)', () => {
    fc.assert(
      fc.property(billIds, (billId) => {
        const path = `/portal${pathOf(REVIEW_TEMPLATE, { bill_id: billId })}`;
        expect(new URL(path, 'http://service.invalid').pathname).toBe(path);
      }),
      RUNS,
    );
  });

  it('gives the service back the exact ID, decoded once, with nothing trimmed or normalised', () => {
    fc.assert(
      fc.property(billIds, (billId) => {
        const path = pathOf(REVIEW_TEMPLATE, { bill_id: billId });
        expect(path.split('/')).toHaveLength(REVIEW_TEMPLATE.split('/').length);
        expect(matchPath(REVIEW_TEMPLATE, path)).toEqual({ bill_id: billId });
      }),
      RUNS,
    );
  });

  it('keeps the seeded kinds of ID byte for byte', () => {
    for (const billId of [' bill:0191 ', 'bill:SK/Jyväskylä 2026/117', 'bill:Savoy #77?50%', 'bill:Elisa 10 2026']) {
      expect(matchPath(REVIEW_TEMPLATE, pathOf(REVIEW_TEMPLATE, { bill_id: billId }))).toEqual({ bill_id: billId });
    }
    expect(pathOf(REVIEW_TEMPLATE, { bill_id: ' bill:0191 ' })).toBe('/purchase-bills/%20bill%3A0191%20/original-review');
  });

  it('refuses values a URL cannot carry as a segment instead of addressing another resource', () => {
    for (const value of ['', '.', '..']) expect(() => pathOf(REVIEW_TEMPLATE, { bill_id: value })).toThrow(/cannot be sent/);
    // what would have happened: the dot segment is removed and another path is asked for
    expect(new URL('/portal/purchase-bills/../original-review', 'http://service.invalid').pathname).toBe('/portal/original-review');
  });
});

describe('the review URL of the portal round-trips any bill_id', () => {
  it('parses back the exact ID from the path it builds', () => {
    fc.assert(
      fc.property(customerIds, billIds, (customerId, billId) => {
        const path = billReviewPath(customerId, billId);
        expect(path).not.toBeNull();
        expect(billsLocationOf(path ?? '')).toEqual({ kind: 'review', billId });
      }),
      RUNS,
    );
  });

  it('survives the browser’s URL parser, with a query or a fragment after it, as on a reload', () => {
    fc.assert(
      fc.property(customerIds, billIds, fc.constantFrom('', '?tab=journal', '#journal-2'), (customerId, billId, suffix) => {
        const path = billReviewPath(customerId, billId) ?? '';
        const url = new URL(`${path}${suffix}`, 'https://portal.invalid');
        expect(url.pathname).toBe(path);
        expect(billsLocationOf(url.pathname)).toEqual({ kind: 'review', billId });
      }),
      RUNS,
    );
  });

  it('is one segment under the bills area, whatever the ID holds', () => {
    fc.assert(
      fc.property(billIds, (billId) => {
        const segments = (billReviewPath('cus_aurora', billId) ?? '').split('/');
        expect(segments.slice(0, 3)).toEqual(['', 'cus_aurora', 'bills']);
        expect(segments).toHaveLength(4);
      }),
      RUNS,
    );
  });

  it('decodes exactly once: a literal %2F or %25 in an ID is not a slash or a percent sign', () => {
    expect(billReviewPath('cus_aurora', 'a%2Fb')).toBe('/cus_aurora/bills/a%252Fb');
    expect(billsLocationOf('/cus_aurora/bills/a%252Fb')).toEqual({ kind: 'review', billId: 'a%2Fb' });
    expect(billsLocationOf('/cus_aurora/bills/a%2Fb')).toEqual({ kind: 'review', billId: 'a/b' });
    expect(billsLocationOf('/cus_aurora/bills/%2520')).toEqual({ kind: 'review', billId: '%20' });
  });

  it('needs its own decoding because React Router reads a literal %2F and a slash alike', () => {
    const routes = [{ path: '/:customerId/bills/:segment' }];
    const paramOf = (billId: string) => matchRoutes(routes, billReviewPath('cus_aurora', billId) ?? '')?.[0]?.params.segment;
    expect(paramOf('a/b')).toBe('a/b');
    expect(paramOf('a%2Fb')).toBe('a/b');
    expect(billsLocationOf(billReviewPath('cus_aurora', 'a%2Fb') ?? '')).toEqual({ kind: 'review', billId: 'a%2Fb' });
  });

  it('has no review URL for an ID that cannot be a segment, and shows not-found for one typed in', () => {
    for (const billId of ['', '.', '..', '\ud800x']) expect(billReviewPath('cus_aurora', billId)).toBeNull();
    expect(billsLocationOf('/cus_aurora/bills/..')).toEqual({ kind: 'not_found' });
    expect(billsLocationOf('/cus_aurora/bills/%2E')).toEqual({ kind: 'not_found' });
  });

  it('tells the list, a review and other paths apart', () => {
    expect(billsLocationOf('/cus_aurora/bills')).toEqual({ kind: 'list' });
    expect(billsLocationOf('/cus_aurora/bills/')).toEqual({ kind: 'list' });
    expect(billsLocationOf('/cus_aurora/bills/x/')).toEqual({ kind: 'review', billId: 'x' });
    expect(billsLocationOf('/cus_aurora/bills/x/y')).toEqual({ kind: 'not_found' });
    expect(billsLocationOf('/cus_aurora/bills/%E0%A4%A')).toEqual({ kind: 'not_found' });
    expect(billsLocationOf('/cus_aurora/overview')).toEqual({ kind: 'not_found' });
  });

  it('never throws, whatever pathname it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => {
        expect(() => billsLocationOf(`/cus_aurora/bills/${tail}`)).not.toThrow();
      }),
      RUNS,
    );
  });
});
