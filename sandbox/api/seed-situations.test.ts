import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, periodOf, shiftPeriod } from '../../src/api/schemas/calendar.ts';
import { BooksMonthList } from '../../src/api/schemas/books.ts';
import { AuthorizationList, FilingList } from '../../src/api/schemas/filings.ts';
import { InvoiceList } from '../../src/api/schemas/invoice-circulation.ts';
import { PaymentsList } from '../../src/api/schemas/payments.ts';
import { WorklogList } from '../../src/api/schemas/worklog.ts';
import { DEMO_API_KEYS } from '../idp/demo-people.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

/**
 * The seed's situations as the service tells them, to a key and to a person signed in, on the day the run's
 * sandbox was seeded (docs/decisions/0001-seed-lives-in-the-present.md). The service reckons "late", "due"
 * and "expiring" by the real clock, so this test says the same as seed-present.test.ts only when the seeding
 * day is today: run under `npm run test:on-day` it checks the story against any day's clock.
 */

const day = inject('sandboxSeededOn');
const lastMonth = shiftPeriod(periodOf(day), -1);
const readKey = DEMO_API_KEYS.find((key) => key.id === 'key_aurora_read')?.secret ?? '';
let admin = '';

beforeAll(async () => {
  admin = await idTokenOf('admin@aurora.example');
});

async function read(path: string, bearer: string): Promise<unknown> {
  const answer = await callService('GET', path, { bearer });
  expect(answer.status, `GET ${path}`).toBe(200);
  return answer.body;
}

describe.each([
  ['the read key', () => readKey],
  ['admin@ signed in', () => admin],
])('the seed’s situations as the service tells them to %s', (_who, bearer) => {
  it('has one VAT return of Aurora awaiting approval, last month’s, due on or after the seeding day, and nothing late', async () => {
    const { filings } = FilingList.parse(await read('/filings?customer_id=cus_aurora', bearer()));
    const awaiting = filings.filter((filing) => filing.state === 'awaiting_review');
    expect(awaiting.map((filing) => filing.id)).toEqual([`vat_return.${lastMonth}`]);
    expect((awaiting[0]?.due_date ?? '') >= day).toBe(true);
    expect(filings.filter((filing) => filing.state === 'late')).toEqual([]);
  });

  it('has the tax authorization expiring, its end 30–59 days ahead', async () => {
    const { authorizations } = AuthorizationList.parse(await read('/filings/authorizations?customer_id=cus_aurora', bearer()));
    const tax = authorizations.find((authorization) => authorization.kind === 'suomifi_tax');
    expect(tax?.state).toBe('expiring');
    const until = tax?.valid_until ?? '';
    expect(until >= addDays(day, 30) && until <= addDays(day, 59), `valid until ${until}`).toBe(true);
  });

  it('has this month open, last month in progress and the month before closed', async () => {
    const { months } = BooksMonthList.parse(await read('/books/months?customer_id=cus_aurora', bearer()));
    const stateOf = (period: string) => months.find((month) => month.period === period)?.state;
    expect([stateOf(periodOf(day)), stateOf(lastMonth), stateOf(shiftPeriod(lastMonth, -1))]).toEqual(['open', 'in_progress', 'closed']);
  });

  it('has work-log entries of the last two weeks', async () => {
    const { entries } = WorklogList.parse(await read(`/worklog?customer_id=cus_aurora&from=${addDays(day, -14)}&to=${day}`, bearer()));
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('the money, to the people who handle it (keys may not read payments or bills)', () => {
  it('has a purchase batch awaiting release, due after the seeding day (admin@)', async () => {
    const { batches } = PaymentsList.parse(await read('/payments?customer_id=cus_aurora', admin));
    const waiting = batches.filter((batch) => batch.kind === 'purchase' && batch.status === 'awaiting_release');
    expect(waiting.length).toBeGreaterThan(0);
    for (const batch of waiting) expect(batch.due_date > day, `batch due ${batch.due_date}`).toBe(true);
  });

  it('has bills waiting for their check and approval with due dates after the seeding day (approver@)', async () => {
    const { invoices } = InvoiceList.parse(await read('/invoices?customer_id=cus_aurora', await idTokenOf('approver@aurora.example')));
    const waiting = invoices.filter((invoice) => invoice.kind === 'purchase_bill' && ['waiting_for_check', 'waiting_for_approval'].includes(invoice.circulation.state));
    expect(waiting.length).toBeGreaterThan(3);
    expect(waiting.filter((invoice) => invoice.due_date <= day).map((invoice) => invoice.id)).toEqual([]);
  });
});
