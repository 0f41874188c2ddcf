// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agent, anna, buttonNamed, click, enter, FakeMessages, kaisa, kaisaAuthor, messagesDom, openText, sariAuthor, textOf } from '../../testing/messages-dom-kit.tsx';

/**
 * One thread (docs/decisions/0013): its events folded into messages as they stand (an edit shows the latest text marked
 * "muokattu" with the earlier one behind a disclosure; a withdrawal shows "Viesti peruttu"); the newest 50
 * shown and older pages on request; what is new appended from a poll and announced politely; the read mark
 * moved; the author's own messages edited and withdrawn; the subject linked where the person may go.
 */

const dom = messagesDom();
let fake: FakeMessages;

beforeEach(() => {
  localStorage.clear();
  fake = new FakeMessages();
  fake.thread('t1', { title: 'Kulukorvaus KL-4', subject: { kind: 'expense_claim', id: 'claim_4', label: 'Kulukorvaus KL-4, Kaisa Mäkinen' } });
});

const items = () => [...dom.container().querySelectorAll('[data-messages] > li')];
const item = (id: string) => dom.container().querySelector(`[data-messages] > li[data-message-id="${id}"]`);
const announcer = () => dom.container().querySelector('[data-announcer]');

describe('a thread’s history', () => {
  it('folds an edit into its message (the latest text, “muokattu”, the earlier text behind a disclosure) and a withdrawal into “Viesti peruttu”', async () => {
    fake.append('t1', agent, 'Kuitti puuttuu. Ottaisitko kuvan kuitista?');
    const first = fake.append('t1', kaisaAuthor, 'Kuitti on hukassa');
    fake.append('t1', kaisaAuthor, 'Kuitti löytyi, lähetän kuvan', { kind: 'edit', of: first.id });
    const second = fake.append('t1', kaisaAuthor, 'Väärä viesti');
    fake.append('t1', kaisaAuthor, '', { kind: 'withdrawal', of: second.id });
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(items().map((li) => li.getAttribute('data-message-id'))).toEqual(['m1', 'm2', 'm4']);
    const edited = item('m2');
    expect(openText(edited ?? document.body)).toContain('Kuitti löytyi, lähetän kuvan');
    expect(openText(edited ?? document.body)).toContain('(muokattu)');
    expect(openText(edited ?? document.body)).not.toContain('Kuitti on hukassa');
    expect(textOf(edited?.querySelector('details') ?? document.body)).toContain('Kuitti on hukassa');
    const withdrawn = item('m4');
    expect(openText(withdrawn ?? document.body)).toContain('Viesti peruttu');
    expect(openText(withdrawn ?? document.body)).not.toContain('Väärä viesti');
    expect(textOf(withdrawn?.querySelector('details') ?? document.body)).toContain('Väärä viesti');
  });

  it('names the author’s kind in words: the agent, the firm, a member by name', async () => {
    fake.append('t1', agent, 'Kuitti puuttuu.');
    fake.append('t1', sariAuthor, 'Hei!');
    fake.append('t1', kaisaAuthor, 'Kiitos.');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(items().map((li) => textOf(li.querySelector('strong') ?? li))).toEqual(['Kirjanpitoagentti', 'Sari Laine, tilitoimisto', 'Kaisa Mäkinen']);
  });

  it('shows the newest 50 and loads the older page before the first shown on “Näytä aiemmat”, saying how many came', async () => {
    for (let n = 1; n <= 120; n += 1) fake.append('t1', n % 2 ? agent : kaisaAuthor, `Viesti ${n}`);
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(items()).toHaveLength(50);
    expect(items()[0]?.getAttribute('data-seq')).toBe('71');
    await click(buttonNamed(dom.container(), 'Näytä aiemmat'));
    expect(dom.requests).toContain('GET /messages/threads/t1/messages?limit=50&before=71');
    expect(items()).toHaveLength(100);
    expect(items()[0]?.getAttribute('data-seq')).toBe('21');
    expect(textOf(dom.container())).toContain('50 aiempaa viestiä lisätty alkuun.');
    await click(buttonNamed(dom.container(), 'Näytä aiemmat'));
    expect(items()).toHaveLength(120);
    expect(buttonNamed(dom.container(), 'Näytä aiemmat')).toBeUndefined();
    // the button is gone with the last page: the focus is on what says what came, at the top of the list
    expect(textOf(document.activeElement ?? document.body)).toBe('20 aiempaa viestiä lisätty alkuun.');
  });

  it('appends a new event from someone else found by the poll, announces it politely, and moves the read mark past it', async () => {
    fake.append('t1', agent, 'Kuitti puuttuu.');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(dom.requests).toContain('POST /messages/threads/t1/read {"up_to_seq":1}');
    fake.append('t1', sariAuthor, 'Tarkistin tilanteen, kuva riittää kuitiksi.');
    await dom.poll();
    expect(dom.requests).toContain('GET /messages/threads/t1/messages?limit=200&after=1');
    expect(items().map((li) => li.getAttribute('data-message-id'))).toEqual(['m1', 'm2']);
    expect(announcer()?.getAttribute('aria-live')).toBe('polite');
    expect(textOf(announcer() ?? document.body)).toBe('Uusi viesti: Sari Laine, tilitoimisto: Tarkistin tilanteen, kuva riittää kuitiksi.');
    expect(dom.requests).toContain('POST /messages/threads/t1/read {"up_to_seq":2}');
  });

  it('does not announce the person’s own message', async () => {
    fake.append('t1', agent, 'Kuitti puuttuu.');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    fake.append('t1', kaisaAuthor, 'Lähetin kuvan toisesta laitteesta.');
    await dom.poll();
    expect(items()).toHaveLength(2);
    expect(textOf(announcer() ?? document.body)).toBe('');
  });
});

describe('attachments', () => {
  it('opens an attachment in the page only when asked: its bytes fetched then, shown, and offered as a download', async () => {
    fake.append('t1', kaisaAuthor, 'Kuva kuitista', { attachments: [{ document_id: 'doc_7', filename: 'kuitti.png', content_type: 'image/png', size_bytes: 4 }] });
    const service = (method: string, path: string, url: URL, body: string | undefined) =>
      path === '/documents/doc_7/content' ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }) : fake.service(method, path, url, body);
    await dom.render('/cus_aurora/messages/t1', kaisa, service);
    expect(dom.requests.some((request) => request.includes('/documents/'))).toBe(false);
    await click(buttonNamed(item('m1') ?? document.body, 'Näytä kuitti.png'));
    expect(dom.requests).toContain('GET /documents/doc_7/content');
    expect(item('m1')?.querySelector('img')?.getAttribute('alt')).toBe('Liite kuitti.png');
    expect(textOf(item('m1') ?? document.body)).toMatch(/Lataa liite \(4 t/);
  });
});

describe('reading tolerantly', () => {
  it('shows an event it cannot read in its place and its siblings as usual; an unknown author kind as it came', async () => {
    fake.append('t1', agent, 'Kuitti puuttuu.');
    fake.append('t1', { kind: 'robot', name: 'Pankkibotti', email: null }, 'Maksu tunnistettu.');
    const service = (method: string, path: string, url: URL, body: string | undefined) => {
      if (method === 'GET' && path === '/messages/threads/t1') {
        const events = fake.events.get('t1') ?? [];
        const broken = { id: 'm_broken', kind: 'message', body: 'ilman järjestystä' };
        return Response.json({ customer_id: 'cus_aurora', thread: fake.threads[0], messages: [events[0], broken, events[1]], has_older: false });
      }
      return fake.service(method, path, url, body);
    };
    await dom.render('/cus_aurora/messages/t1', kaisa, service);
    expect(items()).toHaveLength(3);
    expect(textOf(items()[0] ?? document.body)).toContain('Kuitti puuttuu.');
    expect(textOf(items()[1] ?? document.body)).not.toContain('ilman järjestystä');
    expect(textOf(items()[2] ?? document.body)).toContain('Pankkibotti (robot');
    expect(textOf(items()[2] ?? document.body)).toContain('Maksu tunnistettu.');
  });
});

describe('the author’s own messages', () => {
  it('edits one: the new text is sent and shown marked “muokattu”', async () => {
    fake.append('t1', kaisaAuthor, 'Kuitti liitteenä');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await click(buttonNamed(item('m1') ?? document.body, 'Muokkaa'));
    await enter(item('m1')?.querySelector('textarea'), 'Kuitti liitteenä, summa 45,90 €');
    await click(buttonNamed(item('m1') ?? document.body, 'Tallenna muutos'));
    expect(dom.requests).toContain('POST /messages/threads/t1/messages/m1/edit {"body":"Kuitti liitteenä, summa 45,90 €"}');
    expect(openText(item('m1') ?? document.body)).toContain('Kuitti liitteenä, summa 45,90 €');
    expect(openText(item('m1') ?? document.body)).toContain('(muokattu)');
  });

  it('withdraws one after a confirmation, and says a refusal in words', async () => {
    fake.append('t1', kaisaAuthor, 'Väärä kuva');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await click(buttonNamed(item('m1') ?? document.body, 'Peru viesti'));
    const dialog = dom.container().querySelector('dialog');
    fake.refuseNext = Response.json({ error: 'message_withdrawn', detail: 'already withdrawn' }, { status: 422 });
    await click(buttonNamed(dialog ?? document.body, 'Peru viesti'));
    expect(textOf(dialog ?? document.body)).toContain('Viesti on jo peruttu');
    await click(buttonNamed(dialog ?? document.body, 'Peru viesti'));
    expect(dom.requests.filter((request) => request.startsWith('POST /messages/threads/t1/messages/m1/withdraw'))).toHaveLength(2);
    expect(openText(item('m1') ?? document.body)).toContain('Viesti peruttu');
  });

  it('offers no edit or withdrawal of someone else’s message', async () => {
    fake.append('t1', sariAuthor, 'Hei!');
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(buttonNamed(item('m1') ?? document.body, 'Muokkaa')).toBeUndefined();
    expect(buttonNamed(item('m1') ?? document.body, 'Peru viesti')).toBeUndefined();
  });
});

describe('what the thread is about', () => {
  it('links the subject to its page in its area where the person may use it (a ledger row for an admin)', async () => {
    fake.thread('t2', { title: 'Rivi', subject: { kind: 'ledger_row', id: 'row_7', label: 'K-Rauta 49,90 €' } });
    await dom.render('/cus_aurora/messages/t2', anna, fake.service);
    const link = [...dom.container().querySelectorAll('[data-subject] a')].find((anchor) => anchor.textContent === 'K-Rauta 49,90 €');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/books/transactions/row_7');
    expect(textOf(dom.container().querySelector('[data-subject]') ?? document.body)).toContain('Kirjanpidon rivi');
  });

  it('names without a link a subject in an area the person may not use (a claimant and the books)', async () => {
    fake.thread('t2', { title: 'Rivi', subject: { kind: 'ledger_row', id: 'row_7', label: 'K-Rauta 49,90 €' } });
    await dom.render('/cus_aurora/messages/t2', kaisa, fake.service);
    expect(dom.container().querySelector('[data-subject] a')).toBeNull();
    expect(textOf(dom.container().querySelector('[data-subject]') ?? document.body)).toContain('K-Rauta 49,90 €');
  });

  it('says a thread the person may not see as not found', async () => {
    await dom.render('/cus_aurora/messages/t_missing', kaisa, fake.service);
    expect(textOf(dom.container())).toContain('Keskustelua ei löytynyt');
  });
});
