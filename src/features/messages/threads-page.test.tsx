// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agent, anna, click, FakeMessages, kaisaAuthor, messagesDom, sariAuthor, textOf } from '../../testing/messages-dom-kit.tsx';

/**
 * The threads (docs/decisions/0013): newest message first as the service lists them, each a link named by its title, what
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
/** The text of the elements an attribute names by id, joined as a screen reader joins them. */
const textOfIds = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '')
    .split(' ')
    .map((id) => textOf(document.getElementById(id) ?? document.createElement('span')).trim())
    .join(' ');
const nameOf = (link: Element) => (link.hasAttribute('aria-labelledby') ? textOfIds(link, 'aria-labelledby') : textOf(link).trim());
const descriptionOf = (link: Element) => textOfIds(link, 'aria-describedby');

describe('the threads', () => {
  it('lists them in the service’s order, newest first, each a link to its thread named by its title', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const links = rows().map((row) => row.querySelector('a'));
    expect(links.map((link) => (link ? nameOf(link) : undefined))).toEqual(['Lokakuun kirjanpito on valmis', 'Ostolasku 2026-0455, Scandic Hotels Oy', 'Outo aihe']);
    expect(links[1]?.getAttribute('href')).toBe('/cus_aurora/messages/t_bill');
  });

  it('makes the whole of a row’s text one link: its title, what it is about and the last message’s first words', async () => {
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const bill = rows()[1];
    expect(bill?.querySelectorAll('a')).toHaveLength(1);
    const link = bill?.querySelector('a');
    expect(textOf(link ?? document.body)).toContain('Sari Laine, tilitoimisto: Tarkistimme laskun.');
    expect(textOf(link ?? document.body)).toContain('Ostolasku');
    // named by its title, the rest its description: a list of links read aloud is a list of titles
    expect(link ? nameOf(link) : undefined).toBe('Ostolasku 2026-0455, Scandic Hotels Oy');
    expect(link ? descriptionOf(link) : undefined).toBe('Ostolasku Sari Laine, tilitoimisto: Tarkistimme laskun.');
  });

  it('says a withdrawn last message was withdrawn, not that it had attachments; one of attachments only says so', async () => {
    fake.thread('t_withdrawn', { title: 'Väärä tieto', last_message_at: '2026-11-05T09:00:00Z' });
    const wrong = fake.append('t_withdrawn', kaisaAuthor, 'Väärä tieto, älä lue.');
    fake.append('t_withdrawn', kaisaAuthor, '', { kind: 'withdrawal', of: wrong.id });
    fake.thread('t_files', { title: 'Kuitit', last_message_at: '2026-11-04T09:00:00Z', last_message: { author: kaisaAuthor, preview: '' } });
    await dom.render('/cus_aurora/messages', anna, fake.service);
    const withdrawn = rows().find((row) => row.getAttribute('data-thread-id') === 't_withdrawn');
    const files = rows().find((row) => row.getAttribute('data-thread-id') === 't_files');
    expect(textOf(withdrawn ?? document.body)).toContain('Kaisa Mäkinen: viesti peruttu');
    expect(textOf(withdrawn ?? document.body)).not.toContain('liitteitä');
    expect(textOf(files ?? document.body)).toContain('Kaisa Mäkinen: liitteitä');
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
    const sibling = rows()[2]?.querySelector('a');
    expect(sibling ? nameOf(sibling) : undefined).toBe('Ostolasku 2026-0455, Scandic Hotels Oy');
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
