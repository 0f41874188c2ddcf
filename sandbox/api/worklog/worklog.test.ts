import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { WorklogEntryResult, WorklogList, type WorklogEntry } from '../../../src/api/schemas/worklog.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { lastDayOf } from '../../../src/api/schemas/calendar.ts';
import { seedClockOf } from '../../db/seed-clock.ts';

/**
 * The work log (spec §2.12, §4.8, §8; docs/decisions/0016 and 0030). Every test writes on dates of its
 * own, far from the seed and from each other, so that no test depends on another or on the order of files.
 * The seeded log's dates are named through the seed's clock (docs/decisions/0001-seed-lives-in-the-present.md).
 */

const seed = seedClockOf(inject('sandboxSeededOn'));
/** A whole authored month of the seeded log, moved by months to the seeding day (October 2026: last month, logged on most of its workdays). */
const seededMonthOf = (authored: string) => ({ from: `${seed.period(authored)}-01`, to: lastDayOf(seed.period(authored)) });

type Who = 'admin' | 'approver' | 'operator' | 'claimant' | 'bills' | 'staff';
const EMAIL: Record<Who, string> = {
  admin: 'admin@aurora.example',
  approver: 'approver@aurora.example',
  operator: 'operator@aurora.example',
  claimant: 'claimant@aurora.example',
  bills: 'bills@aurora.example',
  staff: 'staff@firm.example',
};
const READ_KEY = 'svc_sk_sandbox_aurora_read';
const WRITE_KEY = 'svc_sk_sandbox_aurora_write';
const BIRCH_KEY = 'svc_sk_sandbox_birch_write';

const tokens = new Map<Who, string>();
beforeAll(async () => {
  for (const who of Object.keys(EMAIL) as Who[]) tokens.set(who, await idTokenOf(EMAIL[who]));
});

const bearerOf = (who: Who | string) => tokens.get(who as Who) ?? who;
const isKey = (bearer: string) => bearer.startsWith('svc_sk_');

async function list(who: Who | string, query: Record<string, string> = {}, customerId = 'cus_aurora'): Promise<WorklogList> {
  const bearer = bearerOf(who);
  const params = new URLSearchParams(isKey(bearer) ? query : { customer_id: customerId, ...query });
  const answer = await callService('GET', `/worklog?${params}`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return WorklogList.parse(answer.body);
}

async function create(
  who: Who | string,
  entry: { entry_date: string; minutes: number; note: string },
  customerId = 'cus_aurora',
): Promise<WorklogEntry> {
  const bearer = bearerOf(who);
  const answer = await callService('POST', '/worklog', { bearer, body: isKey(bearer) ? entry : { customer_id: customerId, ...entry } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return WorklogEntryResult.parse(answer.body).entry;
}

function voidEntry(who: Who | string, entryId: string, customerId = 'cus_aurora') {
  const bearer = bearerOf(who);
  return callService('POST', `/worklog/${encodeURIComponent(entryId)}/void`, {
    bearer,
    body: isKey(bearer) ? {} : { customer_id: customerId },
  });
}

const idsOf = (entries: readonly WorklogEntry[]) => entries.map((entry) => entry.id);

/** The spec's order: entry_date newest first, then created_at newest first, then id. */
function inListOrder(a: WorklogEntry, b: WorklogEntry): number {
  if (a.entry_date !== b.entry_date) return a.entry_date < b.entry_date ? 1 : -1;
  const created = Date.parse(b.created_at) - Date.parse(a.created_at);
  if (created !== 0) return created;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

describe('GET /worklog: bounds, order and the cap of 1000 (spec §4.8, §8)', () => {
  it('includes entries on both bounds and nothing outside them', async () => {
    const days = ['2031-03-09', '2031-03-10', '2031-03-11', '2031-03-12'];
    const created = [];
    for (const day of days) created.push(await create('operator', { entry_date: day, minutes: 30, note: `bounds ${day}` }));
    const answer = await list('admin', { from: '2031-03-10', to: '2031-03-11' });
    expect(answer.entries.map((entry) => entry.entry_date)).toEqual(['2031-03-11', '2031-03-10']);
    expect(answer.truncated).toBe(false);

    expect((await list('admin', { from: '2031-03-12', to: '2031-03-12' })).entries.map((e) => e.id)).toEqual([created[3]?.id]);
    const onlyFrom = await list('admin', { from: '2031-03-11' });
    expect(onlyFrom.entries.map((e) => e.entry_date)).toEqual(expect.arrayContaining(['2031-03-11', '2031-03-12']));
    expect(onlyFrom.entries.every((e) => e.entry_date >= '2031-03-11')).toBe(true);
    const onlyTo = await list('admin', { from: '2031-01-01', to: '2031-03-09' });
    expect(onlyTo.entries.map((e) => e.entry_date)).toEqual(['2031-03-09']);
  });

  it('lists entries newest first by date, then by when they were recorded', async () => {
    const first = await create('operator', { entry_date: '2031-04-02', minutes: 60, note: 'recorded first' });
    const second = await create('operator', { entry_date: '2031-04-02', minutes: 60, note: 'recorded second' });
    const older = await create('operator', { entry_date: '2031-04-01', minutes: 60, note: 'older day, recorded last' });
    const answer = await list('admin', { from: '2031-04-01', to: '2031-04-02' });
    expect(idsOf(answer.entries)).toEqual([second.id, first.id, older.id]);

    // about three months of the seeded log, well inside its two years
    const seeded = await list('admin', { from: seed.date('2026-01-01'), to: seed.date('2026-03-31') });
    expect(seeded.entries.length).toBeGreaterThan(100);
    expect(idsOf(seeded.entries)).toEqual(idsOf([...seeded.entries].sort(inListOrder)));
  });

  it('cuts the seeded two years of Aurora at 1000, the newest ones, and says truncated', async () => {
    const all = await list('admin');
    expect(all.entries).toHaveLength(1000);
    expect(all.truncated).toBe(true);
    expect(idsOf(all.entries)).toEqual(idsOf([...all.entries].sort(inListOrder)));
    // the 1000 kept are the newest: nothing left out is newer than the oldest one kept
    const oldestKept = all.entries.at(-1)?.entry_date ?? '';
    const before = await list('admin', { to: oldestKept });
    const dropped = before.entries.filter((entry) => !idsOf(all.entries).includes(entry.id));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((entry) => entry.entry_date <= oldestKept)).toBe(true);
  });

  it('says truncated exactly when more than 1000 matched: 1000 is whole, 1001 is cut', async () => {
    // Birch's key writes a year of its own: 1000 entries on 2035 days
    const range = { from: '2035-01-01', to: '2035-12-31' };
    const dayOf = (n: number) => new Date(Date.UTC(2035, 0, 1 + (n % 365))).toISOString().slice(0, 10);
    for (let start = 0; start < 1000; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, offset) =>
          create(BIRCH_KEY, { entry_date: dayOf(start + offset), minutes: 15, note: `cap ${start + offset}` }),
        ),
      );
    }
    const whole = await list(BIRCH_KEY, range);
    expect(whole.entries).toHaveLength(1000);
    expect(whole.truncated).toBe(false);

    const oneMore = await create(BIRCH_KEY, { entry_date: '2035-12-31', minutes: 15, note: 'cap 1001' });
    const cut = await list(BIRCH_KEY, range);
    expect(cut.entries).toHaveLength(1000);
    expect(cut.truncated).toBe(true);
    expect(cut.entries[0]?.id).toBe(oneMore.id);
    // the one left out is an oldest one
    const left = idsOf(whole.entries).filter((id) => !idsOf(cut.entries).includes(id));
    expect(left).toHaveLength(1);
    expect(whole.entries.find((entry) => entry.id === left[0])?.entry_date).toBe('2035-01-01');
  }, 120_000); // a thousand and one writes on a shared machine

  it.each([
    ['from after to', { from: '2031-05-02', to: '2031-05-01' }, 'invalid_range'],
    ['a day that does not exist', { from: '2026-02-30' }, 'invalid_request'],
    ['a date in another format', { to: '1.5.2031' }, 'invalid_request'],
    ['an unknown parameter', { since: '2031-01-01' }, 'invalid_request'],
    // There is no year 0000; PostgreSQL refuses it, so the contract does, before any query.
    ['a range in year 0000', { from: '0000-01-01', to: '0000-12-31' }, 'invalid_request'],
    ['a lower bound in year 0000', { from: '0000-06-01' }, 'invalid_request'],
  ])('refuses %s with 400 and the envelope', async (_case, query, error) => {
    const answer = await callService('GET', `/worklog?${new URLSearchParams(query)}`, { bearer: READ_KEY });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe(error);
  });
});

describe('GET /worklog: who sees what', () => {
  it('shows a claimant only their own entries, and the others all of them', async () => {
    const theirs = await create('claimant', { entry_date: '2031-06-03', minutes: 45, note: 'claimant’s own' });
    const others = await create('operator', { entry_date: '2031-06-03', minutes: 45, note: 'operator’s' });
    const range = { from: '2031-06-03', to: '2031-06-03' };

    const claimant = await list('claimant', range);
    expect(idsOf(claimant.entries)).toEqual([theirs.id]);
    expect(claimant.viewer_role).toBe('claimant');
    expect(claimant.viewer_email).toBe(EMAIL.claimant);
    expect(idsOf((await list('admin', range)).entries).sort()).toEqual([theirs.id, others.id].sort());

    // over the whole seed too: a few hundred entries, all theirs, so nothing is cut
    const allOfTheirs = await list('claimant');
    expect(allOfTheirs.entries.length).toBeGreaterThan(100);
    expect(allOfTheirs.truncated).toBe(false);
    expect(new Set(allOfTheirs.entries.map((entry) => entry.author_email))).toEqual(new Set([EMAIL.claimant]));
    const seededMonth = seededMonthOf('2026-10');
    const adminsView = (await list('admin', seededMonth)).entries.filter((entry) => entry.author_email === EMAIL.claimant);
    expect(idsOf((await list('claimant', seededMonth)).entries)).toEqual(idsOf(adminsView));
  });

  it.each<[string, Who | string, string, string]>([
    ['an admin', 'admin', 'admin', EMAIL.admin],
    ['a person with approver and invoice_reviewer, by the broader role', 'approver', 'approver', EMAIL.approver],
    ['an operator', 'operator', 'operator', EMAIL.operator],
    ['a purchase-invoice handler', 'bills', 'purchase_invoices', EMAIL.bills],
    ['the firm’s staff', 'staff', 'staff', EMAIL.staff],
    ['a read key, as operator (spec §5 rule 2), by its id form', READ_KEY, 'operator', 'api-key:key_aurora_read'],
  ])('names %s as viewer, and shows them every author', async (_case, who, role, email) => {
    const answer = await list(who, seededMonthOf('2026-10'));
    expect(answer.viewer_role).toBe(role);
    expect(answer.viewer_email).toBe(email);
    expect(new Set(answer.entries.map((entry) => entry.author_email)).size).toBeGreaterThan(2);
  });

  it('keeps Birch’s entries out of Aurora’s log and the other way round', async () => {
    const birch = await create('admin', { entry_date: '2031-07-01', minutes: 30, note: 'Birch only' }, 'cus_birch');
    const aurora = await list('admin', { from: '2031-07-01', to: '2031-07-01' });
    expect(idsOf(aurora.entries)).not.toContain(birch.id);
    expect(aurora.customer_id).toBe('cus_aurora');
    const birchList = await list('admin', { from: '2031-07-01', to: '2031-07-01' }, 'cus_birch');
    expect(idsOf(birchList.entries)).toEqual([birch.id]);
  });
});

describe('POST /worklog: recording hours', () => {
  it('records the person as author, trims the note and answers 201 with the entry', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: bearerOf('operator'),
      body: { customer_id: 'cus_aurora', entry_date: '2031-08-04', minutes: 90, note: '  Inventaario  ' },
    });
    expect(answer.status).toBe(201);
    const { entry } = WorklogEntryResult.parse(answer.body);
    expect(entry).toMatchObject({
      author_email: EMAIL.operator,
      author_name: 'Olli Nieminen',
      entry_date: '2031-08-04',
      minutes: 90,
      note: 'Inventaario',
    });
    expect(Math.abs(Date.parse(entry.created_at) - Date.now())).toBeLessThan(60_000);
    expect((await list('admin', { from: '2031-08-04', to: '2031-08-04' })).entries).toEqual([entry]);
  });

  it('records an API key itself as author, not the person who made it', async () => {
    const entry = await create(WRITE_KEY, { entry_date: '2031-08-05', minutes: 240, note: 'Kassavuoro' });
    expect(entry.author_email).toBe('api-key:key_aurora_write');
    expect(entry.author_name).toBe('Kassajärjestelmän integraatio');
  });

  it.each([
    ['no minutes', { entry_date: '2031-08-06', note: 'x' }, 'minutes'],
    ['0 minutes', { entry_date: '2031-08-06', minutes: 0, note: 'x' }, 'minutes'],
    ['more than a day', { entry_date: '2031-08-06', minutes: 1441, note: 'x' }, 'minutes'],
    ['a fraction of a minute', { entry_date: '2031-08-06', minutes: 30.5, note: 'x' }, 'minutes'],
    ['minutes as text', { entry_date: '2031-08-06', minutes: '90', note: 'x' }, 'minutes'],
    ['a blank note', { entry_date: '2031-08-06', minutes: 30, note: '   ' }, 'note'],
    ['a note over 2000 characters', { entry_date: '2031-08-06', minutes: 30, note: 'n'.repeat(2001) }, 'note'],
    ['a day that does not exist', { entry_date: '2031-02-29', minutes: 30, note: 'x' }, 'entry_date'],
    ['a day in year 0000, which does not exist', { entry_date: '0000-06-01', minutes: 30, note: 'x' }, 'entry_date'],
    ['a note with a NUL, which the database cannot hold', { entry_date: '2031-08-06', minutes: 30, note: 'Inventaario\u0000' }, 'note'],
    ['a note with another control character', { entry_date: '2031-08-06', minutes: 30, note: 'Kassa\u001B[2J' }, 'note'],
    ['kilometres, which are not logged here', { entry_date: '2031-08-06', minutes: 30, note: 'x', kilometres: 12 }, 'kilometres'],
  ])('refuses %s with 400 naming the field, and records nothing', async (_case, body, field) => {
    const answer = await callService('POST', '/worklog', { bearer: WRITE_KEY, body });
    expect(answer.status).toBe(400);
    const envelope = ErrorEnvelope.strict().parse(answer.body);
    expect(envelope.error).toBe('invalid_request');
    expect(envelope.detail).toContain(field);
    expect((await list(READ_KEY, { from: '2031-02-28', to: '2031-08-06' })).entries.filter((e) => e.entry_date === '2031-08-06')).toEqual([]);
  });

  it('keeps tabs and line breaks in a note', async () => {
    const entry = await create(WRITE_KEY, { entry_date: '2031-08-08', minutes: 30, note: 'Rivi 1\r\nRivi 2\tsarake' });
    expect(entry.note).toBe('Rivi 1\r\nRivi 2\tsarake');
  });

  it('refuses a read key and the firm’s staff with 403', async () => {
    const entry = { entry_date: '2031-08-07', minutes: 30, note: 'x' };
    const read = await callService('POST', '/worklog', { bearer: READ_KEY, body: entry });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ error: 'insufficient_scope' });
    const staff = await callService('POST', '/worklog', { bearer: bearerOf('staff'), body: { customer_id: 'cus_aurora', ...entry } });
    expect(staff.status).toBe(403);
    expect((await list('admin', { from: '2031-08-07', to: '2031-08-07' })).entries).toEqual([]);
  });
});

describe('POST /worklog/{entry_id}/void: voiding, never deleting', () => {
  it('hides a voided entry from the list and answers 200 with the entry', async () => {
    const entry = await create('operator', { entry_date: '2031-09-01', minutes: 60, note: 'to be voided' });
    const kept = await create('operator', { entry_date: '2031-09-01', minutes: 60, note: 'kept' });
    const answer = await voidEntry('operator', entry.id);
    expect(answer.status).toBe(200);
    expect(WorklogEntryResult.parse(answer.body).entry).toEqual(entry);
    expect(idsOf((await list('admin', { from: '2031-09-01', to: '2031-09-01' })).entries)).toEqual([kept.id]);
  });

  it('answers a second void of the same entry with 200 and the same entry (idempotent)', async () => {
    const entry = await create('claimant', { entry_date: '2031-09-02', minutes: 60, note: 'voided twice' });
    expect((await voidEntry('claimant', entry.id)).status).toBe(200);
    const again = await voidEntry('admin', entry.id);
    expect(again.status).toBe(200);
    expect(WorklogEntryResult.parse(again.body).entry).toEqual(entry);
    expect((await list('claimant', { from: '2031-09-02', to: '2031-09-02' })).entries).toEqual([]);
  });

  it.each<[string, Who, Who | string]>([
    ['an admin', 'admin', 'operator'],
    ['an approver', 'approver', 'claimant'],
    ['an admin, an entry written by a key', 'admin', WRITE_KEY],
  ])('lets %s void anyone’s entry', async (_case, voider, author) => {
    const entry = await create(author, { entry_date: '2031-09-03', minutes: 30, note: `by ${author.slice(0, 12)}` });
    expect((await voidEntry(voider, entry.id)).status).toBe(200);
    expect(idsOf((await list('admin', { from: '2031-09-03', to: '2031-09-03' })).entries)).not.toContain(entry.id);
  });

  it.each<[string, Who | string, Who | string]>([
    ['an operator', 'operator', 'claimant'],
    ['a claimant', 'claimant', 'operator'],
    ['a purchase-invoice handler', 'bills', 'admin'],
    ['a write key, a person’s entry', WRITE_KEY, 'operator'],
  ])('refuses %s another’s entry with 403 saying why, and leaves it listed', async (_case, voider, author) => {
    const entry = await create(author, { entry_date: '2031-09-04', minutes: 30, note: 'not yours' });
    const answer = await voidEntry(voider, entry.id);
    expect(answer.status).toBe(403);
    const envelope = ErrorEnvelope.strict().parse(answer.body);
    expect(envelope.error).toBe('not_entry_author');
    expect(envelope.detail).toMatch(/only your own entries/);
    expect(idsOf((await list('admin', { from: '2031-09-04', to: '2031-09-04' })).entries)).toContain(entry.id);
  });

  it('lets a key void what it wrote itself', async () => {
    const entry = await create(WRITE_KEY, { entry_date: '2031-09-05', minutes: 30, note: 'key’s own' });
    expect((await voidEntry(WRITE_KEY, entry.id)).status).toBe(200);
    expect((await list(READ_KEY, { from: '2031-09-05', to: '2031-09-05' })).entries).toEqual([]);
  });

  it('refuses the firm’s staff and a read key with 403', async () => {
    const entry = await create('operator', { entry_date: '2031-09-06', minutes: 30, note: 'staff may not void' });
    expect((await voidEntry('staff', entry.id)).status).toBe(403);
    expect((await voidEntry(READ_KEY, entry.id)).status).toBe(403);
    expect(idsOf((await list('admin', { from: '2031-09-06', to: '2031-09-06' })).entries)).toEqual([entry.id]);
  });

  it('answers 404 for an unknown entry and for another company’s entry, alike', async () => {
    const birch = await create('admin', { entry_date: '2031-09-07', minutes: 30, note: 'Birch' }, 'cus_birch');
    const unknown = await voidEntry('admin', 'wl_no_such_entry');
    const elsewhere = await voidEntry('admin', birch.id, 'cus_aurora');
    expect(unknown.status).toBe(404);
    expect(elsewhere.status).toBe(404);
    expect(ErrorEnvelope.strict().parse(unknown.body).error).toBe('not_found');
    expect(ErrorEnvelope.strict().parse(elsewhere.body).error).toBe('not_found');
    expect(idsOf((await list('admin', { from: '2031-09-07', to: '2031-09-07' }, 'cus_birch')).entries)).toEqual([birch.id]);
  });
});

describe('append-only: no route edits or deletes an entry', () => {
  it.each([
    ['PATCH', '/worklog'],
    ['PUT', '/worklog'],
    ['DELETE', '/worklog'],
    ['PATCH', '/worklog/{id}/void'],
    ['DELETE', '/worklog/{id}/void'],
    ['GET', '/worklog/{id}/void'],
  ])('answers %s %s with 405, the envelope and the methods that exist', async (method, template) => {
    const entry = await create('operator', { entry_date: '2031-10-01', minutes: 30, note: `${method} ${template}` });
    const answer = await callService(method, template.replace('{id}', entry.id), {
      bearer: bearerOf('admin'),
      body: method === 'GET' ? undefined : { customer_id: 'cus_aurora', minutes: 1, note: 'changed' },
    });
    expect(answer.status).toBe(405);
    ErrorEnvelope.strict().parse(answer.body);
    expect(answer.headers.get('Allow')).toMatch(/^(GET, POST|POST)$/);
    const listed = (await list('admin', { from: '2031-10-01', to: '2031-10-01' })).entries.find((e) => e.id === entry.id);
    expect(listed).toEqual(entry);
  });

  it.each(['PATCH', 'PUT', 'DELETE'])('has no entry resource to %s: 404 with the envelope, and the entry is unchanged', async (method) => {
    const entry = await create('operator', { entry_date: '2031-10-02', minutes: 30, note: `${method} entry` });
    const answer = await callService(method, `/worklog/${entry.id}`, {
      bearer: bearerOf('admin'),
      body: { customer_id: 'cus_aurora', minutes: 1, note: 'changed' },
    });
    expect(answer.status).toBe(404);
    ErrorEnvelope.strict().parse(answer.body);
    expect((await list('admin', { from: '2031-10-02', to: '2031-10-02' })).entries.find((e) => e.id === entry.id)).toEqual(entry);
  });
});
