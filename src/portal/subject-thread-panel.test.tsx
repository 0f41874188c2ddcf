// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_POLL_MS } from '../api/queries/messages.ts';
import type { Read } from '../api/reading.ts';
import type { Message, Thread } from '../api/schemas/messages.ts';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import type { CurrentCompany } from './current-company.tsx';
import { click, companyDom, memberOf, openText, settle, type FakeService } from '../testing/dom-test-kit.tsx';
import { SubjectThreadPanel } from './subject-thread-panel.tsx';

/**
 * A thing's thread on its page (docs/decisions/0013), in a DOM over the real service client and a fake network: with no
 * thread, why and the way to ask; with one, its unread count and newest messages; live, a message someone else
 * writes shows and is announced without a reload; a read that fails is one line, and the page stays.
 */

const dom = companyDom([CONVERSATION_NAMESPACE]);
const laura = memberOf('bills@aurora.example', 'Laura Hämäläinen', ['purchase_invoices']);
const sari: CurrentCompany = { ...laura, staff: true, company: { ...laura.company, roles: [] }, me: { ...laura.me, principal: { ...laura.me.principal, email: 'staff@firm.example', name: 'Sari Laine', staff: true } } };
const BILL_ID = 'bill:Savoy #77?50%';
const subject = { kind: 'purchase_bill' as const, id: BILL_ID };

const lauraAuthor = { kind: 'member', name: 'Laura Hämäläinen', email: 'bills@aurora.example' };
const sariAuthor = { kind: 'staff', name: 'Sari Laine', email: 'staff@firm.example' };

/** What the fake service holds: the bill's thread (none until set) and its events. */
let thread: Read<Thread> | undefined;
let events: Read<Message>[];
let failThreads: boolean;

const message = (seq: number, author: typeof lauraAuthor, body: string, over: Partial<Read<Message>> = {}): Read<Message> => ({
  id: `msg_${seq}`,
  seq,
  kind: 'message',
  of: null,
  author,
  at: `2026-11-2${Math.min(seq, 7)}T09:00:00Z`,
  body,
  attachments: [],
  ...over,
});

const threadOf = (unread: number): Read<Thread> => ({
  id: 'thr_bill_77',
  subject: { kind: 'purchase_bill', id: BILL_ID, label: 'Ostolasku 77, Royal Ravintolat Oy' },
  title: 'Ostolasku 77, Royal Ravintolat Oy',
  started_by: lauraAuthor,
  started_at: '2026-11-21T09:00:00Z',
  last_message_at: '2026-11-24T09:00:00Z',
  last_message: null,
  message_count: events.filter((event) => event.kind === 'message').length,
  unread_count: unread,
  read_up_to_seq: 0,
});

const latestSeq = () => events.reduce((highest, event) => Math.max(highest, event.seq), 0);

const service: FakeService = (method, path, url) => {
  if (method === 'GET' && path === '/messages/unread') {
    return Response.json({ customer_id: 'cus_aurora', unread_messages: thread?.unread_count ?? 0, unread_threads: thread ? 1 : 0, latest_seq: latestSeq() });
  }
  if (method === 'GET' && path === '/messages/threads') {
    if (failThreads) return Response.json({ error: 'internal', detail: 'boom' }, { status: 500 });
    const about = url.searchParams.get('subject_kind') === 'purchase_bill' && url.searchParams.get('subject_id') === BILL_ID;
    return Response.json({ customer_id: 'cus_aurora', threads: about && thread ? [thread] : [] });
  }
  if (method === 'GET' && thread && path === `/messages/threads/${thread.id}`) {
    return Response.json({ customer_id: 'cus_aurora', thread, messages: events, has_older: false });
  }
  return Response.json({ error: 'not_found', detail: 'no such thing' }, { status: 404 });
};

/** Renders the panel and waits until its code and texts have come and it has read. */
async function renderPanel(who: CurrentCompany = laura) {
  await dom.render(<SubjectThreadPanel subject={subject} />, who, service);
  const shown = () => dom.container().querySelector('section') && !dom.container().querySelector('[data-loading]');
  for (let waited = 0; waited < 5_000 && !shown(); waited += 20) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  await settle();
}

beforeAll(async () => {
  // the panel's own chunk, loaded once here as a page would load it, so that each test waits for its reads only
  await import('./subject-thread-panel-view.tsx');
});

async function waitPoll() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, MESSAGES_POLL_MS + 300));
  });
  await settle();
}

const section = () => dom.container().querySelector('section');
const link = (name: string) => [...dom.container().querySelectorAll('a')].find((a) => a.textContent === name);
const announcement = () => dom.container().querySelector('[data-announcement]');

beforeEach(() => {
  thread = undefined;
  events = [];
  failThreads = false;
});

describe('a thing without a thread', () => {
  it('says why there is none and leads to the thing’s thread in Messages, the bill’s ID one segment', async () => {
    await renderPanel();
    expect(section()?.querySelector('h2')?.textContent).toBe('Keskustelu tilitoimiston kanssa');
    expect(openText(section() as Element)).toContain('Tästä laskusta ei ole vielä keskusteltu.');
    expect(link('Kysy kirjanpitäjältä')?.getAttribute('href')).toBe('/cus_aurora/messages/about/purchase_bill/bill%3ASavoy%20%2377%3F50%25');
    const asked = new URLSearchParams(dom.requests.find((request) => request.startsWith('GET /messages/threads?'))?.split('?').slice(1).join('?'));
    expect([asked.get('subject_kind'), asked.get('subject_id')]).toEqual(['purchase_bill', BILL_ID]);
  });

  it('is the conversation with the customer for the firm’s staff, who write to them', async () => {
    await renderPanel(sari);
    expect(section()?.querySelector('h2')?.textContent).toBe('Keskustelu asiakkaan kanssa');
    expect(link('Kirjoita asiakkaalle')?.getAttribute('href')).toBe('/cus_aurora/messages/about/purchase_bill/bill%3ASavoy%20%2377%3F50%25');
  });
});

describe('a thing with its thread', () => {
  it('shows the unread count and the newest three messages as they read now, and opens the thread', async () => {
    events = [
      message(1, lauraAuthor, 'Ensimmäinen kysymys, jota ei enää näytetä.'),
      message(2, sariAuthor, 'Katsotaan.'),
      message(3, lauraAuthor, 'Onko ALV oikein?'),
      message(4, lauraAuthor, 'Onko tämän laskun ALV oikein?', { id: 'msg_edit', kind: 'edit', of: 'msg_3' }),
      message(5, sariAuthor, 'ALV on 25,5 % ja oikein kirjattu.', { attachments: [{ document_id: 'doc_1', filename: 'laskelma.pdf', content_type: 'application/pdf', size_bytes: 100 }] }),
    ];
    thread = threadOf(2);
    await renderPanel();
    const text = openText(section() as Element);
    expect(text).toContain('2 lukematonta viestiä');
    const items = [...(section()?.querySelectorAll('li') ?? [])].map((item) => item.textContent ?? '');
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Sari Laine');
    expect(items[0]).toContain('Katsotaan.');
    expect(items[1]).toContain('Onko tämän laskun ALV oikein?');
    expect(items[1]).toContain('(muokattu)');
    expect(items[2]).toContain('1 liite');
    expect(text).not.toContain('Ensimmäinen kysymys');
    expect(link('Avaa keskustelu')?.getAttribute('href')).toBe('/cus_aurora/messages/thr_bill_77');
    expect(link('Kysy kirjanpitäjältä')).toBeUndefined();
  });

  it('shows a message someone else writes without a reload and announces it politely; the reader’s own is not announced', async () => {
    events = [message(1, lauraAuthor, 'Onko tämä lasku oikein?')];
    thread = threadOf(0);
    await renderPanel();
    expect(announcement()?.getAttribute('aria-live')).toBe('polite');
    expect(announcement()?.textContent).toBe('');

    events = [...events, message(2, lauraAuthor, 'Lisäsin kuitin.')];
    await waitPoll();
    expect(openText(section() as Element)).toContain('Lisäsin kuitin.');
    expect(announcement()?.textContent).toBe('');

    events = [...events, message(3, sariAuthor, 'Lasku on kunnossa, hyväksykää se normaalisti.')];
    thread = threadOf(1);
    await waitPoll();
    expect(openText(section() as Element)).toContain('Lasku on kunnossa');
    expect(openText(section() as Element)).toContain('1 lukematon viesti');
    expect(announcement()?.textContent).toBe('Uusi viesti: Sari Laine: Lasku on kunnossa, hyväksykää se normaalisti.');
  }, 10_000);

  it('shows and announces a thread someone else starts about the thing while the page is open', async () => {
    await renderPanel();
    expect(link('Kysy kirjanpitäjältä')).toBeDefined();
    events = [message(7, sariAuthor, 'Laskun toimittaja on vaihtanut tilinumeronsa.')];
    thread = threadOf(1);
    await waitPoll();
    expect(link('Avaa keskustelu')).toBeDefined();
    expect(announcement()?.textContent).toBe('Uusi viesti: Sari Laine: Laskun toimittaja on vaihtanut tilinumeronsa.');
  }, 10_000);
});

describe('a read that fails', () => {
  it('says so in one line inside the section and offers to try again, which reads again', async () => {
    failThreads = true;
    await renderPanel();
    expect(openText(section() as Element)).toContain('Keskustelua ei voitu hakea.');
    failThreads = false;
    thread = threadOf(0);
    events = [message(1, lauraAuthor, 'Kysymys')];
    await click([...(section()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Yritä uudelleen'));
    expect(link('Avaa keskustelu')).toBeDefined();
  });
});
