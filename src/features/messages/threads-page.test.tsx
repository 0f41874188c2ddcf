// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agent, anna, click, FakeMessages, messagesDom, sariAuthor, textOf } from './messages-dom-kit.tsx';

/**
 * The threads (issue 30): newest message first as the service lists them, each a link named by its title, what
 * it is about in words (an unknown kind as it came), the last message's author and first words, and the unread
 * count in words and marked by more than colour; "Vain lukemattomat" asks the service for the unread only.
 */

const dom = messagesDom();
let fake: FakeMessages;

beforeEach(() => {
  fake = new FakeMessages();
  fake.thread('t_new', { title: 'Lokakuun kirjanpito on valmis', unread_count: 2, last_message_at: '2026-11-26T09:00:00Z', last_message: { author: agent, preview: 'Lokakuu on suljettu.' } });
  fake.thread('t_bill', {
    title: 'Ostolasku 2026-0455, Scandic Hotels Oy',
    subject: { kind: 'purchase_bill', id: 'bill_1', label: 'Ostolasku 2026-0455, Scandic Hotels Oy' },
    last_message_at: '2026-11-20T09:00:00Z',
    last_message: { author: sariAuthor, preview: 'Tarkistimme laskun.' },
  });
  fake.thread('t_odd', { title: 'Outo aihe', subject: { kind: 'contract', id: 'c1', label: 'Sopimus' }, last_message_at: '2026-11-10T09:00:00Z' });
});

const rows = () => [...dom.container().querySelectorAll('[data-threads] > li')];

describe('the threads', () => {
  it('lists them in the service’s order, newest first, each a link to its thread named by its title', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const links = rows().map((row) => row.querySelector('a'));
    expect(links.map((link) => link?.textContent)).toEqual(['Lokakuun kirjanpito on valmis', 'Ostolasku 2026-0455, Scandic Hotels Oy', 'Outo aihe']);
    expect(links[1]?.getAttribute('href')).toBe('/cus_aurora/messages/t_bill');
  });

  it('says what each is about in words, the last message’s author and first words, and an unknown kind as it came', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const [general, bill, odd] = rows();
    expect(textOf(general ?? document.body)).toContain('Yleinen keskustelu');
    expect(textOf(general ?? document.body)).toContain('Kirjanpitoagentti: Lokakuu on suljettu.');
    expect(textOf(bill ?? document.body)).toContain('Ostolasku');
    expect(textOf(bill ?? document.body)).toContain('Sari Laine, tilitoimisto: Tarkistimme laskun.');
    expect(textOf(odd ?? document.body)).toContain('contract');
    expect(textOf(odd ?? document.body)).toContain('Ei viestejä');
  });

  it('marks an unread thread with its count in words, not by colour alone; a read one has no mark', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const [unread, read] = rows();
    expect(unread?.getAttribute('data-unread')).toBe('2');
    expect(textOf(unread ?? document.body)).toContain('2 lukematonta viestiä');
    expect(read?.hasAttribute('data-unread')).toBe(false);
    expect(textOf(read ?? document.body)).not.toContain('lukemat');
  });

  it('asks for the unread only when “Vain lukemattomat” is ticked, and says when there are none', async () => {
    fake.threads.forEach((thread) => (thread.unread_count = 0));
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const box = [...dom.container().querySelectorAll('label')].find((label) => label.textContent === 'Vain lukemattomat')?.querySelector('input');
    await click(box);
    expect(dom.requests).toContain('GET /messages/threads?unread=true');
    expect(textOf(dom.container())).toContain('Ei lukemattomia viestejä.');
  });

  it('shows a thread it cannot read in its place, its siblings as usual', async () => {
    const service = (method: string, path: string, url: URL, body: string | undefined) => {
      if (method === 'GET' && path === '/messages/threads') return Response.json({ customer_id: 'cus_aurora', threads: [fake.threads[0], { id: 't_broken' }, fake.threads[1]] });
      return fake.service(method, path, url, body);
    };
    await dom.render('/cus_aurora/messages', anna, service);
    expect(rows()).toHaveLength(3);
    expect(rows()[1]?.querySelector('a')).toBeNull();
    expect(rows()[2]?.querySelector('a')?.textContent).toBe('Ostolasku 2026-0455, Scandic Hotels Oy');
  });

  it('offers “Uusi viesti” to a new thread', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const link = [...dom.container().querySelectorAll('a')].find((anchor) => anchor.textContent === 'Uusi viesti');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/messages/new');
  });

  it('says when there are no threads at all', async () => {
    fake.threads = [];
    await dom.render('/cus_aurora/messages', anna, fake.service);
    expect(textOf(dom.container())).toContain('Ei vielä keskusteluja.');
  });

  it('says a failure to read them in words, with a retry', async () => {
    await dom.render('/cus_aurora/messages', anna, () => Response.json({ error: 'internal', detail: 'boom' }, { status: 500 }));
    const alert = dom.container().querySelector('[role="alert"]');
    expect(textOf(alert ?? dom.container())).toContain('Yritä uudelleen');
  });
});
