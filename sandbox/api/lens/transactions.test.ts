import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableItems } from '../../../src/api/reading.ts';
import { TransactionList, type Transaction } from '../../../src/api/schemas/books.ts';
import { todayInFinland, shiftPeriod, periodOf } from '../../../src/api/schemas/calendar.ts';
import { book, call, expectRefusal, openTestbed, type Bearer, type Booked, type Testbed } from '../../testing/ledger-testbed.ts';

/**
 * GET /lens/transactions (docs/decisions/0014; spec §1 Lens, §8 `limit`). Each test books its rows in
 * a year of its own and reads that year (`period=YYYY`), so that the tests do not see each other's rows.
 */

let testbed: Testbed;
beforeAll(async () => {
  testbed = await openTestbed();
}, 60_000);

async function page(query: Record<string, string>, bearer: Bearer = 'admin'): Promise<TransactionList> {
  const answer = await call(testbed, bearer, 'GET', '/lens/transactions', { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return TransactionList.parse(answer.body);
}

const rowsOf = (list: TransactionList): Transaction[] => readableItems(list.transactions);
const rowIdsOf = (list: TransactionList) => rowsOf(list).map((row) => row.row_id);

/** Every page of a query, the cursor of each read into the next; `between` runs after each page. */
async function allPages(query: Record<string, string>, between: (pageIndex: number) => Promise<void> = async () => {}): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 100; index += 1) {
    const read = await page(cursor === null ? query : { ...query, cursor });
    seen.push(...rowIdsOf(read));
    cursor = read.next_cursor;
    if (cursor === null) return seen;
    await between(index);
  }
  throw new Error('more than 100 pages');
}

/** Books `count` entries dated over `year`, several on one day, and returns them as booked. */
async function bookYear(year: number, count: number, description = 'Korttiosto'): Promise<Booked[]> {
  const booked: Booked[] = [];
  for (let n = 0; n < count; n += 1) {
    const date = `${year}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 3) * 9 + 1).padStart(2, '0')}`;
    booked.push(await book(testbed.db, { date, description: `${description} ${n}`, cents: 100 + n }));
  }
  return booked;
}

describe('the window: newest first, each row as the contract says', () => {
  it('orders rows by date, newest first, and rows of one day by the order they were booked, newest first', async () => {
    const older = await book(testbed.db, { date: '2031-03-01', description: 'Vanhempi', cents: 1000 });
    const first = await book(testbed.db, { date: '2031-03-02', description: 'Ensin kirjattu', cents: 2000 });
    const second = await book(testbed.db, { date: '2031-03-02', description: 'Sitten kirjattu', cents: 3000 });
    const read = await page({ period: '2031' });
    const expected = [second, first, older].flatMap((entry) => [...entry.rowIds].reverse());
    expect(rowIdsOf(read)).toEqual(expected);
    expect(read.next_cursor).toBeNull();
  });

  it('shows a debit positive and a credit negative, with the account, the source and no question', async () => {
    const { rowIds } = await book(testbed.db, { date: '2032-05-05', description: 'Myynti käteisellä', counterparty: 'Asiakas Oy', cents: 12450, debit: '1910', credit: '3000', source: 'sales' });
    const read = await page({ period: '2032-05' });
    const byId = new Map(rowsOf(read).map((row) => [row.row_id, row]));
    expect(byId.get(rowIds[0] ?? '')).toMatchObject({ account_code: '1910', account_name: 'Pankkitili', amount_cents: 12450, counterparty: 'Asiakas Oy', question: null, has_original: false });
    expect(byId.get(rowIds[1] ?? '')).toMatchObject({ account_code: '3000', account_name: 'Myynti', amount_cents: -12450, date: '2032-05-05' });
    expect(byId.get(rowIds[1] ?? '')?.source).toEqual({ kind: 'sales', id: null, label: 'Tiliote, Myynti käteisellä' });
  });

  it('reads only the company’s own rows', async () => {
    await book(testbed.db, { customerId: 'cus_birch', date: '2033-01-10', description: 'Birchin rivi', cents: 500 });
    const mine = await book(testbed.db, { date: '2033-01-10', description: 'Auroran rivi', cents: 500 });
    expect(rowIdsOf(await page({ period: '2033' }))).toEqual([...mine.rowIds].reverse());
  });
});

describe('keyset pages (spec §1 Lens): no row skipped or repeated while entries are added', () => {
  it('gives, page after page, exactly the rows there were at the first read, in order, while entries are booked before, inside and after the cursor', async () => {
    await bookYear(2034, 40);
    const before = rowIdsOf(await page({ period: '2034', limit: '0' }));
    expect(before).toHaveLength(80);
    const added: string[] = [];
    const pages = await allPages({ period: '2034', limit: '7' }, async (index) => {
      // newer than every row, on the day of the rows just read, and older than every row
      for (const date of ['2034-12-31', `2034-${String(12 - (index % 12)).padStart(2, '0')}-10`, '2034-01-01']) {
        added.push(...(await book(testbed.db, { date, description: `Lisätty sivujen välissä ${index}`, cents: 1 })).rowIds);
      }
    });
    expect(pages).toEqual(before);
    expect(new Set(pages).size).toBe(pages.length);
    // a new first read sees them all
    const after = rowIdsOf(await page({ period: '2034', limit: '0' }));
    expect(after).toHaveLength(before.length + added.length);
    expect(after).toEqual(expect.arrayContaining(added));
  });

  it('ends with next_cursor null when the last page is full', async () => {
    await bookYear(2035, 5);
    const first = await page({ period: '2035', limit: '5' });
    expect(first.transactions).toHaveLength(5);
    const second = await page({ period: '2035', limit: '5', cursor: first.next_cursor ?? '' });
    expect(second.transactions).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
  });
});

describe('limit (spec §8): as text, 50 by default, at most 200, 0 unpaginated', () => {
  beforeAll(async () => {
    await bookYear(2036, 130);
  }, 60_000);

  it('gives 50 rows by default and 200 at most, with a cursor to the rest', async () => {
    const byDefault = await page({ period: '2036' });
    expect(byDefault.transactions).toHaveLength(50);
    expect(byDefault.next_cursor).not.toBeNull();
    const most = await page({ period: '2036', limit: '200' });
    expect(most.transactions).toHaveLength(200);
    expect(most.next_cursor).not.toBeNull();
    expect((await allPages({ period: '2036', limit: '200' })).length).toBe(260);
  });

  it('gives every row at once for 0, without a cursor', async () => {
    const all = await page({ period: '2036', limit: '0' });
    expect(all.transactions).toHaveLength(260);
    expect(all.next_cursor).toBeNull();
  });

  it('refuses 201 with 400 limit_too_large, and a limit that is not a number with 400', async () => {
    expectRefusal(await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { limit: '201' } }), 400, 'limit_too_large');
    expect((await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { limit: '-1' } })).status).toBe(400);
    expect((await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { limit: 'ten' } })).status).toBe(400);
  });
});

describe('periods (spec §1 Ranges): a month, a quarter, a year, all, this month and the last six months', () => {
  it.each([
    ['2037-05', ['2037-05-01', '2037-05-31']],
    ['2037-Q2', ['2037-04-01', '2037-05-01', '2037-05-31', '2037-06-30']],
    ['2037-Q4', ['2037-10-01', '2037-12-31']],
    ['2037', ['2037-01-01', '2037-04-01', '2037-05-01', '2037-05-31', '2037-06-30', '2037-10-01', '2037-12-31']],
  ])('%s covers exactly its days', async (period, dates) => {
    const read = await page({ period, limit: '0' });
    expect([...new Set(rowsOf(read).map((row) => row.date))].sort()).toEqual(dates);
  });

  beforeAll(async () => {
    for (const date of ['2036-12-31', '2037-01-01', '2037-04-01', '2037-05-01', '2037-05-31', '2037-06-30', '2037-10-01', '2037-12-31', '2038-01-01']) {
      await book(testbed.db, { date, description: `Jakson raja ${date}`, cents: 700 });
    }
  });

  it('reads this_month and last_6_months from today in Finland, whole months, and all without bounds', async () => {
    const today = todayInFinland();
    const month = periodOf(today);
    const sixAgo = shiftPeriod(month, -5);
    const sevenAgo = shiftPeriod(month, -6);
    const dated = async (date: string) => (await book(testbed.db, { date, description: `Suhteellinen ${date}`, cents: 300 })).rowIds;
    const thisMonth = await dated(`${month}-01`);
    const firstOfSix = await dated(`${sixAgo}-01`);
    const beforeSix = await dated(`${sevenAgo}-28`);
    const current = rowIdsOf(await page({ period: 'this_month', limit: '0' }));
    expect(current).toEqual(expect.arrayContaining(thisMonth));
    expect(current).not.toEqual(expect.arrayContaining(firstOfSix));
    const six = rowIdsOf(await page({ period: 'last_6_months', limit: '0' }));
    expect(six).toEqual(expect.arrayContaining([...thisMonth, ...firstOfSix]));
    expect(six.some((rowId) => beforeSix.includes(rowId))).toBe(false);
    const all = rowIdsOf(await page({ period: 'all', limit: '0' }));
    expect(all).toEqual(expect.arrayContaining([...thisMonth, ...firstOfSix, ...beforeSix]));
    expect(rowIdsOf(await page({ limit: '0' }))).toEqual(all);
  });

  it.each(['2037-13', '2037-Q5', '0000', 'last_month', '2037-1'])('refuses the range %s with 400', async (period) => {
    expect((await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { period } })).status).toBe(400);
  });
});

describe('filters: account, source, words', () => {
  beforeAll(async () => {
    await book(testbed.db, { date: '2039-02-01', description: 'Tilisiirto K-Market Kamppi', counterparty: 'K-Market Kamppi', cents: 2340 });
    await book(testbed.db, { date: '2039-02-02', description: 'Lasku 2039-1', counterparty: 'Lyreco Finland Oy', cents: 9900, debit: '4000', source: 'purchase_bill' });
    await book(testbed.db, { date: '2039-02-03', description: 'Alennus 100% tuotteista_kaikki', counterparty: null, cents: 100, debit: '1910', credit: '3000', source: 'sales' });
    await book(testbed.db, { date: '2039-02-04', description: 'Alennus 1000 tuotteista', counterparty: null, cents: 100, debit: '1910', credit: '3000', source: 'sales' });
  });

  const descriptions = (list: TransactionList) => [...new Set(rowsOf(list).map((row) => row.description))];

  it('keeps one account’s rows', async () => {
    const read = await page({ period: '2039', account: '4000' });
    expect(rowsOf(read).map((row) => row.account_code)).toEqual(['4000']);
  });

  it('keeps one source kind’s rows', async () => {
    expect(descriptions(await page({ period: '2039', source: 'purchase_bill' }))).toEqual(['Lasku 2039-1']);
  });

  it('finds words in the description or the counterparty, without case', async () => {
    expect(descriptions(await page({ period: '2039', q: 'k-market' }))).toEqual(['Tilisiirto K-Market Kamppi']);
    expect(descriptions(await page({ period: '2039', q: 'LYRECO' }))).toEqual(['Lasku 2039-1']);
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    expect(descriptions(await page({ period: '2039', q: '100%' }))).toEqual(['Alennus 100% tuotteista_kaikki']);
    expect(descriptions(await page({ period: '2039', q: 'tuotteista_' }))).toEqual(['Alennus 100% tuotteista_kaikki']);
  });

  it('combines the filters', async () => {
    expect((await page({ period: '2039', source: 'sales', account: '1910', q: 'alennus' })).transactions).toHaveLength(2);
    expect((await page({ period: '2039-01', source: 'sales' })).transactions).toHaveLength(0);
  });
});

describe('the cursor is bound to its filters and to this service', () => {
  let cursor = '';
  beforeAll(async () => {
    await bookYear(2040, 6);
    cursor = (await page({ period: '2040', limit: '2' })).next_cursor ?? '';
    expect(cursor).not.toBe('');
  });

  it('reads on with the same filters', async () => {
    expect((await page({ period: '2040', limit: '2', cursor })).transactions).toHaveLength(2);
    // the page size may change between pages: it is not a filter
    expect((await page({ period: '2040', limit: '10', cursor })).transactions).toHaveLength(10);
  });

  it.each([
    ['another period', { period: '2041' }],
    ['no period', {}],
    ['an added account', { period: '2040', account: '1910' }],
    ['added words', { period: '2040', q: 'Korttiosto' }],
  ])('refuses the cursor with %s: 400 invalid_cursor', async (_case, query) => {
    expectRefusal(await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { ...query, cursor } }), 400, 'invalid_cursor');
  });

  it('refuses a cursor the service did not make: forged, altered or garbage', async () => {
    const [payload = '', signature = ''] = cursor.split('.');
    const decoded = z.looseObject({ s: z.number() }).parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    const altered = Buffer.from(JSON.stringify({ ...decoded, s: decoded.s + 1000 })).toString('base64url');
    for (const forged of [`${altered}.${signature}`, altered, 'bm90LWEtY3Vyc29y', `${payload}.${signature}x`]) {
      expectRefusal(await call(testbed, 'admin', 'GET', '/lens/transactions', { query: { period: '2040', cursor: forged } }), 400, 'invalid_cursor');
    }
  });

  it('refuses another company’s cursor', async () => {
    expectRefusal(await call(testbed, 'admin', 'GET', '/lens/transactions', { customerId: 'cus_birch', query: { period: '2040', cursor } }), 400, 'invalid_cursor');
  });
});

describe('the question on a row', () => {
  it('says open until the row is answered, then answered', async () => {
    const { rowIds } = await book(testbed.db, { date: '2042-03-03', description: 'MobilePay Matti V.', counterparty: 'Matti V.', cents: 15000 });
    const rowId = rowIds[1] ?? '';
    await testbed.db.query(`insert into books_questions (customer_id, id, row_id, asked_at, text) values ('cus_aurora', 'q-window', $1, now(), 'Mikä tämä maksu oli?')`, [rowId]);
    const questionOf = async () => rowsOf(await page({ period: '2042' })).map((row) => row.question);
    expect(await questionOf()).toEqual(['open', null]);
    const answered = await call(testbed, 'admin', 'POST', `/books/rows/${rowId}/declarations`, { body: { answer: 'personal', note: '' } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(await questionOf()).toEqual(['answered', null]);
  });
});
