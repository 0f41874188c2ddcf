import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obligationOfId, obligationsOf, readBasis, readBooksFrom, readPaydays } from '../../filings/obligations.ts';
import { filingOf, readStoredFilings } from '../../filings/store.ts';
import { figuresDigest, vatFiguresOf } from '../../filings/vat-figures.ts';
import { migrate, type Database } from '../database.ts';
import { seed } from '../seed.ts';

/**
 * The filings seed (issue 31; shared-seed.md), on a database of its own seeded as a fresh sandbox is, read on
 * the seed's day (27 Nov 2026) so that its states are those the journeys and the portal rely on.
 */

const TODAY = '2026-11-27';
let db: Database;

beforeAll(async () => {
  db = await PGlite.create();
  await migrate(db);
  await seed(db);
}, 60_000);
afterAll(async () => db.close());

async function filingsOf(customerId: string, from = '2024-01-01', to = '2027-12-31') {
  const basis = await readBasis(db, customerId);
  const obligations = obligationsOf(basis, { from, to, paydays: await readPaydays(db, customerId), booksFrom: await readBooksFrom(db, customerId) });
  const stored = await readStoredFilings(db, customerId);
  return new Map(obligations.map((obligation) => [obligation.id, filingOf(obligation, stored.get(obligation.id), TODAY)]));
}

describe('the seeded filings', () => {
  it('has Aurora’s October 2026 VAT return waiting for review: prepared by Sari Laine, figures from the ledger, due Mon 14 Dec', async () => {
    const october = (await filingsOf('cus_aurora')).get('vat_return.2026-10');
    expect(october).toMatchObject({ state: 'awaiting_review', due_date: '2026-12-14', rule: { moved_from: '2026-12-12' }, review: { requested_by: 'Sari Laine', decided: null } });
    const figures = await vatFiguresOf(db, 'cus_aurora', '2026-10');
    expect(october?.figures).toEqual(figures);
    expect(october?.figures_digest).toBe(figuresDigest(figures));
    expect(october?.documents.map((document) => document.kind)).toEqual(['return']);
  });

  it('has every Aurora VAT month up to September 2026 filed, approved by Anna Virtanen, with the return and the receipt', async () => {
    const filings = await filingsOf('cus_aurora');
    const months = [...filings.values()].filter((filing) => filing.kind === 'vat_return' && filing.period <= '2026-09');
    expect(months.map((filing) => filing.period)[0]).toBe('2024-12');
    expect(months).toHaveLength(22);
    for (const filing of months) {
      expect(filing.state, filing.id).toBe('filed');
      expect(filing.review?.decided, filing.id).toMatchObject({ decision: 'approve', name: 'Anna Virtanen', figures_digest: filing.figures_digest });
      expect(filing.documents.map((document) => document.kind).sort(), filing.id).toEqual(['receipt', 'return']);
    }
    expect(filings.get('vat_return.2026-11')?.state).toBe('upcoming');
  });

  it('has Aurora’s employer filings and reports filed up to now, the next upcoming, and the annual filings of 2025 filed', async () => {
    const filings = await filingsOf('cus_aurora');
    const late = [...filings.values()].filter((filing) => filing.state === 'late');
    expect(late).toEqual([]);
    expect(filings.get('employer_contributions.2026-10')?.state).toBe('filed');
    expect(filings.get('employer_contributions.2026-11')).toMatchObject({ state: 'upcoming', due_date: '2026-12-14' });
    expect(filings.get('incomes_register_report.2026-10-31')).toMatchObject({ state: 'filed', due_date: '2026-11-05' });
    expect(filings.get('incomes_register_report.2026-11-30')).toMatchObject({ state: 'upcoming', due_date: '2026-12-07', rule: { moved_from: '2026-12-05' } });
    expect(filings.get('income_tax_return.2025')?.state).toBe('filed');
    expect(filings.get('financial_statements.2025')?.state).toBe('filed');
  });

  it('has Birch filing by quarter with no employer filings, July–September 2026 filed and April–June late', async () => {
    const filings = await filingsOf('cus_birch');
    expect([...filings.keys()].some((id) => id.startsWith('employer_contributions') || id.startsWith('incomes_register_report'))).toBe(false);
    expect(filings.get('vat_return.2026-Q3')).toMatchObject({ state: 'filed', due_date: '2026-11-12' });
    // the quarter the books begin in (they begin on 1 Dec 2024)
    expect(filings.get('vat_return.2024-Q4')?.state).toBe('filed');
    expect(filings.get('vat_return.2026-Q2')).toMatchObject({ state: 'late', due_date: '2026-08-12', filed: null });
    expect([...filings.values()].filter((filing) => filing.state === 'late').map((filing) => filing.id)).toEqual(['vat_return.2026-Q2']);
  });

  it('stores the output package as PDF documents of the company', async () => {
    const documents = await db.query<{ customer_id: string; content_type: string; head: string }>(
      `select d.customer_id, d.content_type, encode(substring(d.content from 1 for 5), 'escape') as head
         from filing_documents f join documents d on d.customer_id = f.customer_id and d.id = f.document_id`,
    );
    expect(documents.rows.length).toBeGreaterThan(50);
    expect(new Set(documents.rows.map((row) => `${row.content_type} ${row.head}`))).toEqual(new Set(['application/pdf %PDF-']));
  });

  it('holds the authorizations the shared seed names', async () => {
    const rows = (await db.query<{ customer_id: string; kind: string; granted_by: string; valid_until: string | null }>(
      `select customer_id, kind, granted_by, valid_until::text as valid_until from filing_authorizations order by customer_id, kind`,
    )).rows;
    expect(rows).toEqual([
      { customer_id: 'cus_aurora', kind: 'suomifi_incomes_register', granted_by: 'Anna Virtanen', valid_until: '2030-02-28' },
      { customer_id: 'cus_aurora', kind: 'suomifi_tax', granted_by: 'Anna Virtanen', valid_until: '2027-01-20' },
      { customer_id: 'cus_aurora', kind: 'suomifi_trade_register', granted_by: 'Anna Virtanen', valid_until: null },
      { customer_id: 'cus_birch', kind: 'suomifi_tax', granted_by: 'Anna Virtanen', valid_until: '2026-09-30' },
    ]);
    expect(obligationOfId('vat_return.2026-10', await readBasis(db, 'cus_birch'), [])).toBeNull();
  });
});
