import type { Filing } from './filings.ts';

/**
 * A filing with every field the contract names, for tests: a monthly VAT return still to come, nothing
 * prepared, reviewed or filed; `over` sets what a test is about. One place, so that a field the contract adds
 * to a filing is added to every test's filing at once.
 */
export function filingExample(over: Partial<Filing> & Pick<Filing, 'id'>): Filing {
  return {
    kind: 'vat_return',
    period: '2026-10',
    period_from: '2026-10-01',
    period_to: '2026-10-31',
    due_date: '2026-12-14',
    rule: { text: '', source_url: '', moved_from: null },
    state: 'upcoming',
    figures: null,
    figures_digest: null,
    review: null,
    filed: null,
    documents: [],
    ...over,
  };
}
