// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agent, anna, buttonNamed, choose, click, enter, FakeMessages, kaisa, labelled, messagesDom, sari, textOf } from '../../testing/messages-dom-kit.tsx';

/**
 * The composer (docs/decisions/0013): new files go to Documents first and the message names their ids; what is typed and
 * attached is kept across a refused or failed send and a reload (per company and thread) and forgotten once
 * sent; each refusal is said next to the field it is about, nothing typed lost.
 */

const dom = messagesDom();
let fake: FakeMessages;
const DRAFT = 'portal.messages.draft:claimant%40aurora.example:cus_aurora:about:expense_claim:claim_4';

beforeEach(() => {
  localStorage.clear();
  fake = new FakeMessages();
  fake.thread('t1', { title: 'Kulukorvaus KL-4', subject: { kind: 'expense_claim', id: 'claim_4', label: 'Kulukorvaus KL-4' } });
  fake.append('t1', agent, 'Kuitti puuttuu. Ottaisitko kuvan kuitista?');
  fake.documents = [{ id: 'doc_old', filename: 'taksikuitti.pdf' }];
});

const composer = () => dom.container().querySelector('[data-composer]') ?? document.body;
const body = () => labelled(composer(), 'Viesti');
const send = () => click(buttonNamed(composer(), 'Lähetä'));
const posts = () => dom.requests.filter((request) => request.startsWith('POST /messages/threads/t1/messages'));
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kuitti.jpg', { type: 'image/jpeg' });

describe('sending', () => {
  it('uploads a photo first and then sends the message naming its document; the draft is forgotten once sent', async () => {
    dom.answerUploads(() => ({ status: 201, body: { customer_id: 'cus_aurora', documents: [{ id: 'doc_new', filename: 'kuitti.jpg', content_type: 'image/jpeg', size_bytes: 4, sha256: 'b'.repeat(64), uploaded_at: '2026-11-27T10:00:00Z', state: 'queued', duplicate_of: null, belongs_to: { kind: 'other' } }] } }));
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'Tässä kuva kuitista.');
    await choose(labelled(composer(), 'Ota kuva'), photo());
    expect(textOf(composer())).toContain('kuitti.jpg');
    await send();
    expect(dom.uploaded).toEqual(['kuitti.jpg']);
    expect(posts()).toEqual(['POST /messages/threads/t1/messages {"body":"Tässä kuva kuitista.","document_ids":["doc_new"]}']);
    expect((body() as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(textOf(dom.container().querySelector('[data-message-id="m2"]') ?? document.body)).toContain('Tässä kuva kuitista.');
  });

  it('attaches a document chosen among the company’s documents', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await click(buttonNamed(composer(), 'Valitse tositteista'));
    await click(labelled(composer(), 'taksikuitti.pdf'));
    await send();
    expect(posts()).toEqual(['POST /messages/threads/t1/messages {"body":"","document_ids":["doc_old"]}']);
  });
  it('offers the firm’s staff, who do not upload to the company’s documents, only the documents there', async () => {
    await dom.render('/cus_aurora/messages/t1', sari, fake.service);
    expect(composer().querySelector('input[type="file"]')).toBeNull();
    await click(buttonNamed(composer(), 'Valitse tositteista'));
    await click(labelled(composer(), 'taksikuitti.pdf'));
    await enter(body(), 'Tämäkö kuitti?');
    await send();
    expect(posts()).toEqual(['POST /messages/threads/t1/messages {"body":"Tämäkö kuitti?","document_ids":["doc_old"]}']);
  });
});

describe('the draft', () => {
  it('is kept after a failed send, restored after a reload, and sent from there', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'Kuitti on autossa, kuvaan sen huomenna.');
    fake.refuseNext = Response.json({ error: 'internal', detail: 'boom' }, { status: 500 });
    await send();
    expect((body() as HTMLTextAreaElement).value).toBe('Kuitti on autossa, kuvaan sen huomenna.');
    expect(textOf(composer())).toContain('Viestiä ei lähetetty.');
    expect(localStorage.getItem(DRAFT)).toContain('Kuitti on autossa, kuvaan sen huomenna.');
    await dom.reload('/cus_aurora/messages/t1', kaisa, fake.service);
    expect((body() as HTMLTextAreaElement).value).toBe('Kuitti on autossa, kuvaan sen huomenna.');
    await send();
    expect(posts().at(-1)).toBe('POST /messages/threads/t1/messages {"body":"Kuitti on autossa, kuvaan sen huomenna.","document_ids":[]}');
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it('is the writer’s own: another person of the company on the same browser opens the thread with an empty composer', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'Kuitti on autossa.');
    await dom.reload('/cus_aurora/messages/t1', anna, fake.service);
    expect((body() as HTMLTextAreaElement).value).toBe('');
    await dom.reload('/cus_aurora/messages/t1', kaisa, fake.service);
    expect((body() as HTMLTextAreaElement).value).toBe('Kuitti on autossa.');
  });

  it('keeps a photo uploaded before a failed send as a document of the draft: sent again by its id, never uploaded twice', async () => {
    dom.answerUploads(() => ({ status: 201, body: { customer_id: 'cus_aurora', documents: [{ id: 'doc_new', filename: 'kuitti.jpg', content_type: 'image/jpeg', size_bytes: 4, sha256: 'b'.repeat(64), uploaded_at: '2026-11-27T10:00:00Z', state: 'queued', duplicate_of: null, belongs_to: { kind: 'other' } }] } }));
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await choose(labelled(composer(), 'Lisää liite'), photo());
    fake.refuseNext = Response.json({ error: 'internal', detail: 'boom' }, { status: 500 });
    await send();
    await dom.reload('/cus_aurora/messages/t1', kaisa, fake.service);
    expect(textOf(composer())).toContain('kuitti.jpg');
    await send();
    expect(dom.uploaded).toEqual(['kuitti.jpg']);
    expect(posts().at(-1)).toBe('POST /messages/threads/t1/messages {"body":"","document_ids":["doc_new"]}');
  });
});

describe('refusals at the field', () => {
  it('says message_empty at “Viesti”', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await send();
    expect(body()?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(composer())).toContain('Kirjoita viesti tai lisää liite.');
    expect(document.activeElement).toBe(body());
  });

  it('says a text over 4 000 characters at “Viesti” with the count, and sends nothing', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'a'.repeat(4010));
    expect(textOf(composer())).toContain('4010 / 4000 merkkiä');
    await send();
    expect(posts()).toEqual([]);
    expect(body()?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(composer())).toContain('Lyhennä sitä 10 merkillä.');
    expect((body() as HTMLTextAreaElement).value).toHaveLength(4010);
  });

  it('says document_not_found at the attachments, the text kept', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'Liitteenä kuitti');
    await click(buttonNamed(composer(), 'Valitse tositteista'));
    await click(labelled(composer(), 'taksikuitti.pdf'));
    fake.refuseNext = Response.json({ error: 'document_not_found', detail: 'document_ids: doc_old is not the company’s' }, { status: 404 });
    await send();
    expect(textOf(composer())).toContain('Jotakin liitettä ei löytynyt');
    expect((body() as HTMLTextAreaElement).value).toBe('Liitteenä kuitti');
    expect(document.activeElement?.textContent).toBe('Liitteet');
  });

  it('says an upload refused as Documents says it, at the attachments, and posts nothing', async () => {
    dom.answerUploads(() => ({ status: 415, body: { error: 'unsupported_media_type', detail: '"kuitti.jpg" is not an accepted type' } }));
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await enter(body(), 'Kuva');
    await choose(labelled(composer(), 'Lisää liite'), photo());
    await send();
    expect(posts()).toEqual([]);
    expect(textOf(composer())).toContain('Palvelu ei hyväksynyt jotakin liitettä tositteeksi.');
    expect((body() as HTMLTextAreaElement).value).toBe('Kuva');
  });

  it('does not take a file that is neither a picture nor a PDF, and says so', async () => {
    await dom.render('/cus_aurora/messages/t1', kaisa, fake.service);
    await choose(labelled(composer(), 'Lisää liite'), new File(['x'], 'ohje.exe', { type: 'application/octet-stream' }));
    expect(textOf(composer())).toContain('ohje.exe ei ole kuva eikä PDF-tiedosto');
    expect(composer().querySelectorAll('ul li')).toHaveLength(0);
  });
});
