// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agent, anna, buttonNamed, click, enter, FakeMessages, kaisa, labelled, messagesDom, textOf } from '../../testing/messages-dom-kit.tsx';

/**
 * A thing's thread (docs/decisions/0013), where every "Ask the accountant" leads: found with the subject filter and shown
 * when it exists; else a composer that starts it with the subject; when someone started it meanwhile (409
 * `thread_exists`) the thread is read again and shown with the draft kept. `messages/new` starts a general
 * thread with an optional title.
 */

const dom = messagesDom();
let fake: FakeMessages;

beforeEach(() => {
  localStorage.clear();
  fake = new FakeMessages();
});

const composer = () => dom.container().querySelector('[data-composer]') ?? document.body;
const body = () => labelled(composer(), 'Viesti');
const heading = () => dom.container().querySelector('h1')?.textContent;

describe('a thing’s thread', () => {
  it('opens the thread when the thing has one', async () => {
    fake.thread('t1', { title: 'Kulukorvaus KL-4', subject: { kind: 'expense_claim', id: 'claim_4', label: 'Kulukorvaus KL-4' } });
    fake.append('t1', agent, 'Kuitti puuttuu.');
    await dom.render('/cus_aurora/messages/about/expense_claim/claim_4', kaisa, fake.service);
    expect(dom.requests).toContain('GET /messages/threads?subject_kind=expense_claim&subject_id=claim_4');
    expect(heading()).toBe('Kulukorvaus KL-4');
    expect(textOf(dom.container())).toContain('Kuitti puuttuu.');
  });

  it('starts the thread with the subject when the thing has none, and then shows it, its heading focused', async () => {
    await dom.render('/cus_aurora/messages/about/ledger_row/row_7', anna, fake.service);
    expect(heading()).toBe('Uusi keskustelu');
    expect(textOf(dom.container())).toContain('Kirjanpidon rivi');
    await enter(body(), 'Mikä tämä maksu on?');
    await click(buttonNamed(composer(), 'Lähetä'));
    expect(dom.requests).toContain('POST /messages/threads {"subject":{"kind":"ledger_row","id":"row_7"},"body":"Mikä tämä maksu on?","document_ids":[]}');
    expect(heading()).toBe('Mikä tämä maksu on?');
    // the page became the thread: its heading has the focus
    expect(document.activeElement).toBe(dom.container().querySelector('h1'));
    expect(textOf(dom.container().querySelector('[data-messages]') ?? document.body)).toContain('Mikä tämä maksu on?');
  });

  it('on thread_exists reads again and shows the thread that exists, the draft kept in its composer', async () => {
    let lookups = 0;
    const service = (method: string, path: string, url: URL, sent: string | undefined) => {
      if (method === 'GET' && path === '/messages/threads' && lookups++ === 0) return Response.json({ customer_id: 'cus_aurora', threads: [] });
      return fake.service(method, path, url, sent);
    };
    fake.thread('t9', { title: 'Ostolasku 2026-0455', subject: { kind: 'purchase_bill', id: 'bill_1', label: 'Ostolasku 2026-0455' } });
    await dom.render('/cus_aurora/messages/about/purchase_bill/bill_1', anna, service);
    await enter(body(), 'Onko tämä jo maksettu?');
    await click(buttonNamed(composer(), 'Lähetä'));
    expect(heading()).toBe('Ostolasku 2026-0455');
    expect(textOf(dom.container())).toContain('Tästä asiasta oli jo keskustelu');
    expect((body() as HTMLTextAreaElement).value).toBe('Onko tämä jo maksettu?');
  });

  it('says a subject the person may not see in words', async () => {
    await dom.render('/cus_aurora/messages/about/payroll_run/run_1', kaisa, fake.service);
    await enter(body(), 'Kysymys palkasta');
    fake.refuseNext = Response.json({ error: 'subject_forbidden', detail: 'subject: not visible' }, { status: 403 });
    await click(buttonNamed(composer(), 'Lähetä'));
    expect(textOf(composer())).toContain('Sinulla ei ole oikeutta nähdä tätä asiaa');
    expect((body() as HTMLTextAreaElement).value).toBe('Kysymys palkasta');
  });
});

describe('a new general thread', () => {
  it('starts it with the title given and opens it', async () => {
    await dom.render('/cus_aurora/messages/new', anna, fake.service);
    expect(heading()).toBe('Uusi viesti');
    await enter(labelled(composer(), 'Otsikko'), 'Tilinpäätöksen aikataulu');
    await enter(body(), 'Milloin tilinpäätös on valmis?');
    await click(buttonNamed(composer(), 'Lähetä'));
    expect(dom.requests).toContain('POST /messages/threads {"subject":null,"title":"Tilinpäätöksen aikataulu","body":"Milloin tilinpäätös on valmis?","document_ids":[]}');
    expect(heading()).toBe('Tilinpäätöksen aikataulu');
  });

  it('leaves the title out when none is given', async () => {
    await dom.render('/cus_aurora/messages/new', anna, fake.service);
    await enter(body(), 'Hei, kysyisin yhtä asiaa.');
    await click(buttonNamed(composer(), 'Lähetä'));
    expect(dom.requests).toContain('POST /messages/threads {"subject":null,"body":"Hei, kysyisin yhtä asiaa.","document_ids":[]}');
  });
});
