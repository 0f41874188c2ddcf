import { beforeAll, describe, expect, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { addDays, shiftPeriod, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { AuthorizationList, FilingList, FilingResult, FilingReviewResult, type Filing } from '../../../src/api/schemas/filings.ts';
import { postEntry } from '../../books/post-entry.ts';
import { employerContributionsDueDate, vatDueDate } from '../../filings/due-dates.ts';
import { figuresDigest, vatFiguresOf } from '../../filings/vat-figures.ts';
import { authorizationStateOf } from './authorizations.ts';
import { call, expectRefusal, openTestbed, type Bearer, type Testbed } from '../../testing/ledger-testbed.ts';

/**
 * The filings handlers (docs/decisions/0015) on a database of their own: the obligations a
 * company's settings give, the VAT boxes from a small ledger worked out by hand, the review bound to its
 * figures, and the authorizations' warnings. Dates that depend on today are taken from today.
 */

let testbed: Testbed;
const today = todayInFinland();
const thisMonth = today.slice(0, 7);

beforeAll(async () => {
  testbed = await openTestbed();
  await testbed.db.query(`insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ('cus_aurora', '1763', 'Arvonlisäverosaamiset', 'asset', 'receivables')`);
  // as seeded: Aurora Oy a limited company, Birch Tmi a sole trader (docs/decisions/0005-sole-trader-filing-dates.md)
  await testbed.db.query(
    `insert into filing_settings (customer_id, vat_period, employer, financial_year_end, company_form)
     values ('cus_aurora', 'month', true, '12-31', 'osakeyhtio'), ('cus_birch', 'quarter', false, '12-31', 'toiminimi')`,
  );
}, 60_000);

async function list(bearer: Bearer = 'admin', query: Record<string, string> = {}, customerId = 'cus_aurora'): Promise<FilingList> {
  const answer = await call(testbed, bearer, 'GET', '/filings', { query, customerId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return FilingList.parse(answer.body);
}

async function filing(id: string, bearer: Bearer = 'admin'): Promise<Filing> {
  const answer = await call(testbed, bearer, 'GET', `/filings/${encodeURIComponent(id)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return FilingResult.parse(answer.body).filing;
}

const review = (id: string, body: Record<string, unknown>, bearer: Bearer = 'admin') => call(testbed, bearer, 'POST', `/filings/${encodeURIComponent(id)}/review`, { body });
const reviewCount = async () => Number((await testbed.db.query<{ n: number }>('select count(*)::int as n from filing_reviews')).rows[0]?.n);
const ids = (of: FilingList) => readableItems(of.filings).map((item) => item.id);

/** A prepared VAT return of Aurora's, waiting for the company's review, with its figures from the ledger. */
async function awaitingReview(period: string): Promise<string> {
  const figures = await vatFiguresOf(testbed.db, 'cus_aurora', period);
  await testbed.db.query(
    `insert into filings (customer_id, id, kind, period, state, figures, figures_digest, review_requested_at, review_requested_by)
     values ('cus_aurora', $1, 'vat_return', $2, 'awaiting_review', $3, $4, now() - interval '1 day', 'Sari Laine')`,
    [`vat_return.${period}`, period, JSON.stringify(figures), figuresDigest(figures)],
  );
  return figuresDigest(figures);
}

describe('the VAT boxes from the ledger', () => {
  it('equal the sums worked out by hand for a small ledger of March 2025', async () => {
    const line = { description: 'Testi', counterparty: 'Asiakas Oy' };
    const entry = (id: string, date: string, lines: Parameters<typeof postEntry>[1]['lines']) =>
      testbed.db.transaction((tx) =>
        postEntry(tx, { customer_id: 'cus_aurora', id, date, description: id, source: { kind: 'manual', id: null, label: id }, booked_at: `${date}T10:00:00Z`, booked_by: 'Testi', lines }),
      );
    // a sale of 1 000,00 € + 25,5 % = 255,00 €
    await entry('vat-sale-1', '2025-03-05', [
      { ...line, account_code: '1999', debit_cents: 125500 },
      { ...line, account_code: '3000', credit_cents: 100000, vat_code: '25.5', vat_cents: 25500 },
      { ...line, account_code: '2939', credit_cents: 25500 },
    ]);
    // a sale of 200,00 € + 14 % = 28,00 €
    await entry('vat-sale-2', '2025-03-18', [
      { ...line, account_code: '1999', debit_cents: 22800 },
      { ...line, account_code: '3000', credit_cents: 20000, vat_code: '14', vat_cents: 2800 },
      { ...line, account_code: '2939', credit_cents: 2800 },
    ]);
    // a credit note on the first sale: −100,00 € and its −25,50 € tax
    await entry('vat-credit-note', '2025-03-20', [
      { ...line, account_code: '3000', debit_cents: 10000, vat_code: '25.5', vat_cents: 2550 },
      { ...line, account_code: '2939', debit_cents: 2550 },
      { ...line, account_code: '1999', credit_cents: 12550 },
    ]);
    // an export taxed at 0 %: 500,00 €
    await entry('vat-export', '2025-03-21', [
      { ...line, account_code: '1999', debit_cents: 50000 },
      { ...line, account_code: '3000', credit_cents: 50000, vat_code: '0', vat_cents: 0 },
    ]);
    // a purchase of 400,00 € + 25,5 % = 102,00 € deductible
    await entry('vat-purchase', '2025-03-10', [
      { ...line, account_code: '4000', debit_cents: 40000, vat_code: '25.5', vat_cents: 10200 },
      { ...line, account_code: '1763', debit_cents: 10200 },
      { ...line, account_code: '1910', credit_cents: 50200 },
    ]);
    // April's sale is another period's
    await entry('vat-april', '2025-04-01', [
      { ...line, account_code: '1999', debit_cents: 12550 },
      { ...line, account_code: '3000', credit_cents: 10000, vat_code: '25.5', vat_cents: 2550 },
      { ...line, account_code: '2939', credit_cents: 2550 },
    ]);
    const figures = await vatFiguresOf(testbed.db, 'cus_aurora', '2025-03');
    expect(figures.map((figure) => [figure.key, figure.amount_cents])).toEqual([
      ['sales_25_5', 25500 - 2550], // 229,50 €
      ['sales_14', 2800],
      ['sales_10', 0],
      ['tax_on_sales', 22950 + 2800], // 257,50 €
      ['deductible_tax', 10200],
      ['tax_payable', 25750 - 10200], // 155,50 €
      ['zero_rated_sales', 50000],
    ]);
    // the quarter holds March's and April's
    const quarter = await vatFiguresOf(testbed.db, 'cus_aurora', '2025-Q1');
    expect(quarter.find((figure) => figure.key === 'tax_payable')?.amount_cents).toBe(15550);
    expect((await vatFiguresOf(testbed.db, 'cus_aurora', '2025-Q2')).find((figure) => figure.key === 'sales_25_5')?.amount_cents).toBe(2550);
  });

  it('names the figures by a digest that any change of an amount changes', async () => {
    const figures = await vatFiguresOf(testbed.db, 'cus_aurora', '2025-03');
    expect(figuresDigest(figures)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(figuresDigest(figures)).toBe(figuresDigest(structuredClone(figures)));
    expect(figuresDigest(figures.map((figure, index) => (index === 0 ? { ...figure, amount_cents: figure.amount_cents + 1 } : figure)))).not.toBe(figuresDigest(figures));
  });
});

describe('GET /filings: the obligations of the company’s settings', () => {
  it('gives a monthly VAT filer a return a month, employer contributions a month and the annual filings, by due date', async () => {
    // next year's first months, all still to come whatever today is (January to April 2027 when written)
    const year = Number(today.slice(0, 4)) + 1;
    const last = year - 1;
    const of = await list('admin', { from: `${year}-01-01`, to: `${year}-05-10` });
    expect(of.basis).toMatchObject({ vat_period: 'month', employer: true, financial_year_end: '12-31' });
    expect(of.basis.vat_period_reason).toContain('100 000 €');
    expect(ids(of)).toEqual([
      `employer_contributions.${last}-12`, // 12 Jan
      `vat_return.${last}-11`, // 12 Jan
      `employer_contributions.${year}-01`, // 12 Feb
      `vat_return.${last}-12`, // 12 Feb
      `employer_contributions.${year}-02`, // 12 Mar
      `vat_return.${year}-01`, // 12 Mar
      `employer_contributions.${year}-03`, // 12 Apr
      `vat_return.${year}-02`, // 12 Apr
      `income_tax_return.${last}`, // 30 Apr, or the banking day after
    ]);
    const first = readableItems(of.filings)[0];
    expect(first).toMatchObject({ period_from: `${last}-12-01`, period_to: `${last}-12-31`, due_date: employerContributionsDueDate(`${last}-12`).due_date, state: 'upcoming', figures: null, documents: [] });
  });

  it('gives a quarterly filer its quarters, and no employer filings when it pays no wages', async () => {
    const of = await list('admin', { from: '2027-01-01', to: '2027-12-31' }, 'cus_birch');
    expect(of.basis).toMatchObject({ vat_period: 'quarter', employer: false });
    expect(of.basis.vat_period_reason).toMatch(/neljännesvuosi.*100 000 €/);
    expect(ids(of)).toEqual(['vat_return.2026-Q4', 'income_tax_return.2026', 'vat_return.2027-Q1', 'vat_return.2027-Q2', 'vat_return.2027-Q3']);
  });

  it('follows the company’s form: a sole trader files form 5 by the Tax Administration’s date and no financial statements, a limited company form 6B and its financial statements (decision 0005)', async () => {
    const birch = await list('admin', { from: '2026-01-01', to: '2026-12-31' }, 'cus_birch');
    // the contract's basis, without the form
    expect(Object.keys(birch.basis).sort()).toEqual(['employer', 'financial_year_end', 'vat_period', 'vat_period_reason']);
    expect(ids(birch).filter((id) => !id.startsWith('vat_return'))).toEqual(['income_tax_return.2025']);
    const form5 = readableItems(birch.filings).find((item) => item.id === 'income_tax_return.2025');
    // 1 April 2026, as the Tax Administration published it for the tax year 2025
    expect(form5).toMatchObject({ due_date: '2026-04-01', period_from: '2025-01-01', period_to: '2025-12-31', rule: { moved_from: null } });
    expect(form5?.rule.text).toContain('Elinkeinotoiminnan veroilmoitus (lomake 5)');
    expect(form5?.rule.source_url).toMatch(/^https:\/\/www\.vero\.fi\/en\/businesses-and-corporations\/taxes-and-charges\/taxation-of-self-employed-individuals\//);
    expectRefusal(await call(testbed, 'admin', 'GET', '/filings/financial_statements.2025', { customerId: 'cus_birch' }), 404, 'filing_not_found');

    const aurora = await list('admin', { from: '2026-01-01', to: '2026-12-31' });
    const annual = readableItems(aurora.filings).filter((item) => item.kind === 'income_tax_return' || item.kind === 'financial_statements');
    expect(annual.map((item) => [item.id, item.due_date])).toEqual([
      ['income_tax_return.2025', '2026-04-30'],
      ['financial_statements.2025', '2026-08-31'],
    ]);
    expect(annual[0]?.rule.text).toContain('Osakeyhtiön veroilmoitus (6B)');
  });

  it('gives a yearly filer one VAT return a year, due at the end of February', async () => {
    await testbed.db.query(`update filing_settings set vat_period = 'year' where customer_id = 'cus_birch'`);
    try {
      const of = await list('admin', { from: '2027-01-01', to: '2027-12-31' }, 'cus_birch');
      expect(of.basis.vat_period_reason).toMatch(/kalenterivuosi.*30 000 €/);
      expect(readableItems(of.filings).filter((item) => item.kind === 'vat_return').map((item) => [item.id, item.due_date, item.rule.moved_from])).toEqual([
        ['vat_return.2026', '2027-03-01', '2027-02-28'],
      ]);
    } finally {
      await testbed.db.query(`update filing_settings set vat_period = 'quarter' where customer_id = 'cus_birch'`);
    }
  });

  it('reports each payday of the payroll runs within five days, and leaves out a voided run’s', async () => {
    await testbed.db.query(
      `insert into payroll_draft_runs (customer_id, id, period, payment_date, status, voided_at) values
         ('cus_aurora', 'run_tb_1', '2027-06', '2027-06-18', 'draft', null),
         ('cus_aurora', 'run_tb_2', '2027-06', '2027-06-18', 'draft', null),
         ('cus_aurora', 'run_tb_3', '2027-07', '2027-07-15', 'voided', now())`,
    );
    const reports = readableItems((await list('admin', { from: '2027-06-01', to: '2027-07-31' })).filings).filter((item) => item.kind === 'incomes_register_report');
    // 18 Jun 2027 + 5 = Wed 23 Jun; one report for the two runs of one payday
    expect(reports.map((item) => [item.id, item.due_date])).toEqual([['incomes_register_report.2027-06-18', '2027-06-23']]);
    expect((await call(testbed, 'admin', 'GET', '/filings/incomes_register_report.2027-07-15')).status).toBe(404);
  });

  it('shows an obligation whose due date passed without a filing as late, and one still to come as upcoming', async () => {
    const past = `vat_return.${shiftPeriod(thisMonth, -3)}`;
    const coming = `vat_return.${thisMonth}`;
    expect((await filing(past)).state).toBe('late');
    expect((await filing(coming)).state).toBe('upcoming');
    await testbed.db.query(`insert into filings (customer_id, id, kind, period, state) values ('cus_aurora', $1, 'vat_return', $2, 'in_preparation')`, [coming, thisMonth]);
    expect((await filing(coming)).state).toBe('in_preparation');
  });

  it('answers the window from the due dates, and refuses an empty one with 400', async () => {
    const of = await list('admin');
    const dues = readableItems(of.filings).map((item) => item.due_date);
    expect(dues.every((due) => due >= addDays(today, -365) && due <= addDays(today, 365))).toBe(true);
    expect(dues).toEqual([...dues].sort());
    expectRefusal(await call(testbed, 'admin', 'GET', '/filings', { query: { from: '2027-02-01', to: '2027-01-01' } }), 400, 'invalid_range');
  });

  it('answers 404 filing_not_found for an id that names none of the company’s filings', async () => {
    for (const id of ['vat_return.2026-Q3', 'nonsense', 'vat_return.2026-13', 'employer_contributions.2026-10x']) {
      expectRefusal(await call(testbed, 'admin', 'GET', `/filings/${encodeURIComponent(id)}`), 404, 'filing_not_found');
    }
    // Birch files by quarter and pays no wages
    expectRefusal(await call(testbed, 'admin', 'GET', '/filings/vat_return.2026-10', { customerId: 'cus_birch' }), 404, 'filing_not_found');
    expectRefusal(await call(testbed, 'admin', 'GET', '/filings/employer_contributions.2026-10', { customerId: 'cus_birch' }), 404, 'filing_not_found');
  });
});

describe('POST /filings/{filing_id}/review: bound to the figures seen', () => {
  it('refuses an old digest with 409 figures_changed and records nothing', async () => {
    await awaitingReview('2025-03');
    const before = await reviewCount();
    expectRefusal(await review('vat_return.2025-03', { figures_digest: 'sha256:old', decision: 'approve' }), 409, 'figures_changed');
    expect(await reviewCount()).toBe(before);
    expect((await filing('vat_return.2025-03')).state).toBe('awaiting_review');
  });

  it('refuses a question without a note with 422 note_required', async () => {
    const digest = (await filing('vat_return.2025-03')).figures_digest;
    const before = await reviewCount();
    for (const note of [undefined, '', '   ']) {
      expectRefusal(await review('vat_return.2025-03', { figures_digest: digest, decision: 'question', ...(note === undefined ? {} : { note }) }), 422, 'note_required');
    }
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a filing that is not waiting for the company with 422 not_awaiting_review', async () => {
    expectRefusal(await review(`vat_return.${shiftPeriod(thisMonth, 2)}`, { figures_digest: 'sha256:x', decision: 'approve' }), 422, 'not_awaiting_review');
    expectRefusal(await review(`vat_return.${thisMonth}`, { figures_digest: 'sha256:x', decision: 'approve' }), 422, 'not_awaiting_review');
    expectRefusal(await review('vat_return.2026-Q3', { figures_digest: 'sha256:x', decision: 'approve' }), 404, 'filing_not_found');
  });

  it('files an approved return at once: recorded with the person’s name and e-mail, with a reference and a receipt PDF', async () => {
    const digest = await awaitingReview('2025-04');
    const answer = await review('vat_return.2025-04', { figures_digest: digest, decision: 'approve', note: '  Kiitos!  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = FilingReviewResult.parse(answer.body);
    expect(result.thread_id).toBeNull();
    expect(result.filing).toMatchObject({ state: 'filed', figures_digest: digest, filed: { by: 'Sari Laine', reference: expect.stringMatching(/^OV-ALV-\d{12}$/) } });
    expect(result.filing.review?.decided).toMatchObject({ decision: 'approve', name: 'Anna Virtanen', email: 'admin@aurora.example', note: 'Kiitos!', figures_digest: digest });
    const receipt = readableItems(result.filing.documents).find((document) => document.kind === 'receipt');
    expect(receipt?.filename).toBe('kuittaus-alv-ilmoitus-2025-04.pdf');
    const stored = (await testbed.db.query<{ content_type: string; head: string }>(`select content_type, encode(substring(content from 1 for 5), 'escape') as head from documents where customer_id = 'cus_aurora' and id = $1`, [receipt?.document_id])).rows[0];
    expect(stored).toEqual({ content_type: 'application/pdf', head: '%PDF-' });
    // a second decision finds it filed
    expectRefusal(await review('vat_return.2025-04', { figures_digest: digest, decision: 'approve' }), 422, 'not_awaiting_review');
    expect(await filing('vat_return.2025-04')).toEqual(result.filing);
  });

  it('sends a questioned return back to preparation and posts the note into the filing’s thread as the person’s', async () => {
    const digest = (await filing('vat_return.2025-03')).figures_digest;
    const answer = await review('vat_return.2025-03', { figures_digest: digest, decision: 'question', note: '  Miksi maaliskuussa on hyvityslasku?  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = FilingReviewResult.parse(answer.body);
    const stored = (await testbed.db.query<{ state: string }>(`select state from filings where customer_id = 'cus_aurora' and id = 'vat_return.2025-03'`)).rows[0];
    expect(stored?.state).toBe('in_preparation');
    // back in the firm's hands, and March 2025's due date has long passed
    expect(result.filing.state).toBe('late');
    expect(result.filing.review?.decided).toMatchObject({ decision: 'question', note: 'Miksi maaliskuussa on hyvityslasku?', name: 'Anna Virtanen' });
    const thread = (await testbed.db.query<{ subject_kind: string; subject_id: string; title: string }>('select subject_kind, subject_id, title from message_threads where id = $1', [result.thread_id])).rows[0];
    expect(thread).toEqual({ subject_kind: 'filing', subject_id: 'vat_return.2025-03', title: 'ALV-ilmoitus 3/2025' });
    const events = (await testbed.db.query<{ author_kind: string; author_ref: string; author_name: string; body: string }>('select author_kind, author_ref, author_name, body from message_events where thread_id = $1', [result.thread_id])).rows;
    expect(events).toEqual([{ author_kind: 'member', author_ref: 'admin@aurora.example', author_name: 'Anna Virtanen', body: 'Miksi maaliskuussa on hyvityslasku?' }]);
    // asked for again and questioned again: the same thread continues
    await testbed.db.query(`update filings set state = 'awaiting_review', review_requested_at = now() where customer_id = 'cus_aurora' and id = 'vat_return.2025-03'`);
    expect((await filing('vat_return.2025-03')).review?.decided).toBeNull();
    const again = FilingReviewResult.parse((await review('vat_return.2025-03', { figures_digest: digest, decision: 'question', note: 'Vielä yksi kysymys.' })).body);
    expect(again.thread_id).toBe(result.thread_id);
  });
});

describe('who reads and who decides (beyond the route matrix)', () => {
  it('lets the firm’s staff and API keys read, and refuses them the review with 403', async () => {
    const digest = await awaitingReview('2025-05');
    for (const bearer of ['staff', 'readKey', 'writeKey', 'operator'] as const) {
      expect((await filing('vat_return.2025-05', bearer)).state, bearer).toBe('awaiting_review');
      expect((await call(testbed, bearer, 'GET', '/filings/authorizations')).status, bearer).toBe(200);
      const before = await reviewCount();
      expect((await review('vat_return.2025-05', { figures_digest: digest, decision: 'approve' }, bearer)).status, bearer).toBe(403);
      expect(await reviewCount()).toBe(before);
    }
    expect((await call(testbed, 'claimant', 'GET', '/filings')).status).toBe(403);
  });
});

describe('GET /filings/authorizations: the expiry warning', () => {
  it('says expiring within 60 days of the last valid day, expired after it, and never for an open-ended one', async () => {
    await testbed.db.query(
      `insert into filing_authorizations (customer_id, id, kind, label, granted_by, granted_at, valid_until, revoked_at) values
         ('cus_aurora', 'a1', 'suomifi_tax', 'Veroasioiden hoitaminen', 'Anna Virtanen', '2022-01-21', $1, null),
         ('cus_aurora', 'a2', 'suomifi_incomes_register', 'Tulorekisteriin ilmoittaminen', 'Anna Virtanen', '2025-03-01', $2, null),
         ('cus_aurora', 'a3', 'suomifi_trade_register', 'Kaupparekisteriin ilmoittaminen', 'Anna Virtanen', '2023-05-10', null, null),
         ('cus_birch', 'b1', 'suomifi_tax', 'Veroasioiden hoitaminen', 'Anna Virtanen', '2021-10-01', $3, null)`,
      [addDays(today, 60), addDays(today, 61), addDays(today, -1)],
    );
    const aurora = AuthorizationList.parse((await call(testbed, 'admin', 'GET', '/filings/authorizations')).body);
    expect(aurora.warning_days).toBe(60);
    expect(readableItems(aurora.authorizations).map((item) => [item.id, item.state, item.renew_url])).toEqual([
      ['a2', 'valid', 'https://www.suomi.fi/valtuudet'],
      ['a1', 'expiring', 'https://www.suomi.fi/valtuudet'],
      ['a3', 'valid', 'https://www.suomi.fi/valtuudet'],
    ]);
    const birch = AuthorizationList.parse((await call(testbed, 'admin', 'GET', '/filings/authorizations', { customerId: 'cus_birch' })).body);
    expect(readableItems(birch.authorizations).map((item) => [item.id, item.state, item.granted_by])).toEqual([['b1', 'expired', 'Anna Virtanen']]);
  });

  it.each([
    ['2027-01-20', null, 'expiring'], // 54 days after 27 Nov 2026
    ['2027-01-26', null, 'expiring'], // the 60th day
    ['2027-01-27', null, 'valid'], // the 61st
    ['2026-11-27', null, 'expiring'], // its last valid day is today
    ['2026-11-26', null, 'expired'],
    [null, null, 'valid'], // open-ended
    ['2030-02-28', '2026-11-01', 'revoked'],
  ] as const)('valid until %s (revoked %s) on 27 Nov 2026: %s', (validUntil, revokedAt, state) => {
    expect(authorizationStateOf(validUntil, revokedAt, '2026-11-27')).toBe(state);
  });
});

it('computes the seeded VAT return’s due date as the contract promises: October 2026 on Monday 14 December', () => {
  expect(vatDueDate('2026-10')).toMatchObject({ due_date: '2026-12-14', rule: { moved_from: '2026-12-12' } });
});
