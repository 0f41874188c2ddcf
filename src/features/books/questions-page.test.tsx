// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from '../../api/zod.ts';
import type { Declaration } from '../../api/schemas/books.ts';
import type { Question } from '../../api/schemas/books-questions.ts';
import { anna, buttonNamed, choose as chooseFiles, click, enter, booksDom, personOf, sari, textOf } from '../../testing/books-dom-kit.tsx';

/**
 * The agent's questions over a fake service that keeps the answers as the contract says (docs/decisions/0014): open
 * questions first, answered ones after with their answer, who gave it and when; the answer's note required for
 * "what it was" and "I don't know"; the similar rows ticked sent as `also_row_ids`; a refusal said at the note
 * or in a banner with everything typed kept; the firm's staff read without a form.
 */

type QuestionJson = z.input<typeof Question>;
type DeclarationJson = z.input<typeof Declaration>;

const dom = booksDom();

const rowOf = (n: number) => ({
  row_id: `row_${n}`,
  date: `2026-11-0${n}`,
  amount_cents: -4_990,
  description: `K-Rauta ${n}`,
  counterparty: 'K-Rauta',
  account_code: '1910',
  account_name: 'Pankkitili',
});

const questionOf = (n: number, similar: number[] = []): QuestionJson => ({
  id: `q${n}`,
  state: 'open',
  asked_at: '2026-11-10T08:00:00Z',
  text: `Mikä oli maksu K-Raudalle ${n}?`,
  row: rowOf(n),
  similar: similar.map(rowOf),
  declarations: [],
});

let questions: QuestionJson[];
let answer: (rowId: string, body: Record<string, unknown>) => Response;

function keep(rowId: string, body: Record<string, unknown>): Response {
  const rows = [rowId, ...((body.also_row_ids as string[] | undefined) ?? [])];
  const declarations: DeclarationJson[] = rows.map((row, index) => ({
    id: `d_${row}`,
    row_id: row,
    answer: String(body.answer),
    note: String(body.note),
    document_ids: (body.document_ids as string[] | undefined) ?? [],
    name: 'Anna Virtanen',
    email: 'admin@aurora.example',
    at: `2026-11-27T10:0${index}:00Z`,
  }));
  questions = questions.map((question) => {
    const given = declarations.find((declaration) => declaration.row_id === question.row.row_id);
    return given ? { ...question, state: 'answered', similar: [], declarations: [given] } : question;
  });
  return Response.json({ customer_id: 'cus_aurora', declarations }, { status: 201 });
}

const documentOf = (id: string, filename: string) => ({
  id,
  filename,
  content_type: 'image/jpeg',
  size_bytes: 4,
  sha256: 'b'.repeat(64),
  uploaded_at: '2026-11-27T10:00:00Z',
  state: 'queued',
  duplicate_of: null,
  belongs_to: { kind: 'other' },
});
let documents: ReturnType<typeof documentOf>[];

function service(method: string, path: string, _url: URL, body: string | undefined) {
  if (method === 'GET' && path === '/books/questions') return Response.json({ customer_id: 'cus_aurora', questions });
  if (method === 'GET' && path === '/documents') return Response.json({ customer_id: 'cus_aurora', documents });
  if (method === 'GET' && path.startsWith('/documents/') && path.endsWith('/content')) return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { headers: { 'content-type': 'image/jpeg' } });
  const declared = /^\/books\/rows\/(.+)\/declarations$/.exec(path);
  if (method === 'POST' && declared?.[1]) return answer(declared[1], JSON.parse(body ?? '{}') as Record<string, unknown>);
  return Response.json({ error: 'not_found', detail: path }, { status: 404 });
}

beforeEach(() => {
  questions = [questionOf(1, [2, 3]), questionOf(2, [1, 3]), questionOf(3, [1, 2])];
  answer = keep;
  documents = [];
});

const openSection = () => dom.container().querySelector('[data-questions="open"]');
const answeredSection = () => dom.container().querySelector('[data-questions="answered"]');
const formOf = (rowId: string) => dom.container().querySelector(`[data-questions="open"] li[data-row-id="${rowId}"] form`);
const posts = () => dom.requests.filter((request) => request.startsWith('POST '));
const choose = async (form: Element | null, value: string) => click(form?.querySelector(`input[type="radio"][value="${value}"]`));
const noteOf = (form: Element | null) => form?.querySelector('textarea') ?? null;

describe('answering a question', () => {
  it('needs a note for “I’ll say what it was”, said at the note with the focus there, and sends nothing', async () => {
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'explained');
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    const note = noteOf(form);
    expect(note?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(form ?? dom.container())).toContain('Kirjoita selitys.');
    expect(document.activeElement).toBe(note);
    expect(posts()).toEqual([]);
  });

  it('sends the answer with the similar rows ticked, and the question moves to the answered with its answer, name and time', async () => {
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'explained');
    await enter(noteOf(form), 'Työmaan tarvikkeet');
    await click(form?.querySelector('input[type="checkbox"][value="row_2"]'));
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(posts()).toEqual(['POST /books/rows/row_1/declarations {"answer":"explained","note":"Työmaan tarvikkeet","also_row_ids":["row_2"],"customer_id":"cus_aurora"}']);
    expect([...(openSection()?.querySelectorAll('li[data-row-id]') ?? [])].map((item) => item.getAttribute('data-row-id'))).toEqual(['row_3']);
    const answered = answeredSection()?.querySelector('li[data-row-id="row_1"]');
    expect(textOf(answered ?? dom.container())).toContain('Kerron, mikä se oli');
    expect(textOf(answered ?? dom.container())).toContain('Työmaan tarvikkeet');
    expect(textOf(answered ?? dom.container())).toContain('Anna Virtanen vastasi 27.11.2026 klo 12.00');
    expect(answeredSection()?.querySelector('li[data-row-id="row_2"]')).not.toBeNull();
    expect(textOf(dom.container())).toContain('Vastaus tallennettu 2 tapahtumaan.');
  });

  it('takes “the owner’s own” without a note', async () => {
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_3');
    await choose(form, 'personal');
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(posts()).toEqual(['POST /books/rows/row_3/declarations {"answer":"personal","note":"","customer_id":"cus_aurora"}']);
  });

  it('says the service’s note_required at the note, and keeps everything typed and ticked', async () => {
    answer = () => Response.json({ error: 'note_required', detail: 'note: required for dont_know' }, { status: 422 });
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'dont_know');
    await enter(noteOf(form), 'Ehkä työkalu');
    await click(form?.querySelector('input[type="checkbox"][value="row_3"]'));
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(noteOf(form)?.getAttribute('aria-invalid')).toBe('true');
    expect(noteOf(form)?.value).toBe('Ehkä työkalu');
    expect(form?.querySelector<HTMLInputElement>('input[value="dont_know"]')?.checked).toBe(true);
    expect(form?.querySelector<HTMLInputElement>('input[type="checkbox"][value="row_3"]')?.checked).toBe(true);
  });

  it('says a refusal of the act in a banner in plain words, nothing typed lost', async () => {
    answer = () => Response.json({ error: 'row_not_found', detail: 'also_row_ids: row_2 is not the company’s' }, { status: 404 });
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'transfer');
    await enter(noteOf(form), 'Oma säästötili');
    await click(form?.querySelector('input[type="checkbox"][value="row_2"]'));
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(textOf(form?.querySelector('[role="alert"]') ?? dom.container())).toContain('Jotakin valituista tapahtumista ei löytynyt');
    expect(noteOf(form)?.value).toBe('Oma säästötili');
    expect(form?.querySelector<HTMLInputElement>('input[type="checkbox"][value="row_2"]')?.checked).toBe(true);
  });
});

describe('reading the questions', () => {
  it('lists the open first and the answered after, each answer in words with who and when; an unknown answer as it came', async () => {
    questions = [
      questionOf(1),
      {
        ...questionOf(2),
        state: 'answered',
        declarations: [{ id: 'd1', row_id: 'row_2', answer: 'refund', note: 'Palautus', name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-20T12:00:00Z' }],
      },
    ];
    await dom.render('/cus_aurora/books/questions', anna, service);
    expect(openSection()?.querySelector('li[data-row-id="row_1"]')).not.toBeNull();
    const answered = textOf(answeredSection() ?? dom.container());
    expect(answered).toContain('refund (tuntematon arvo)');
    expect(answered).toContain('Pekka Korhonen vastasi 20.11.2026 klo 14.00');
    expect(answeredSection()?.querySelector('form')).toBeNull();
    const booking = openSection()?.querySelector('a');
    expect(booking?.getAttribute('href')).toBe('/cus_aurora/books/transactions/row_1');
  });

  it('lets the operator answer, and tells the firm’s staff in plain words why they have no form', async () => {
    await dom.render('/cus_aurora/books/questions', personOf('operator@aurora.example', 'Olli Operaattori', ['operator']), service);
    expect(formOf('row_1')).not.toBeNull();
    await dom.render('/cus_aurora/books/questions', sari, service);
    expect(dom.container().querySelector('form')).toBeNull();
    expect(textOf(dom.container())).toContain('Tilitoimiston käyttäjänä luet kysymyksiä ja vastauksia.');
  });
});

describe('an answer carries documents (docs/decisions/0007-declaration-documents.md)', () => {
  const receipt = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'kuitti.jpg', { type: 'image/jpeg' });
  const agreement = () => new File(['%PDF-1.7'], 'sopimus.pdf', { type: 'application/pdf' });
  const filesOf = (form: Element | null) => form?.querySelector('input[type="file"]') ?? null;
  const stored = (names: string[]) => ({
    status: 201,
    body: { customer_id: 'cus_aurora', documents: names.map((name, index) => documentOf(`doc_new_${index + 1}`, name)) },
  });

  it('sends the files chosen to Documents first, then the answer names them for every row answered; the answered question names the files and shows one on request', async () => {
    dom.answerUploads(() => {
      documents = stored(['kuitti.jpg', 'sopimus.pdf']).body.documents;
      return stored(['kuitti.jpg', 'sopimus.pdf']);
    });
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'explained');
    await enter(noteOf(form), 'Työmaan tarvikkeet, kuitti liitteenä');
    await chooseFiles(filesOf(form), receipt(), agreement());
    expect(textOf(form ?? dom.container())).toContain('Valittu 2 tiedostoa: kuitti.jpg, sopimus.pdf');
    await click(form?.querySelector('input[type="checkbox"][value="row_2"]'));
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(dom.uploaded).toEqual(['kuitti.jpg', 'sopimus.pdf']);
    expect(posts()).toEqual([
      'POST /books/rows/row_1/declarations {"answer":"explained","note":"Työmaan tarvikkeet, kuitti liitteenä","also_row_ids":["row_2"],"document_ids":["doc_new_1","doc_new_2"],"customer_id":"cus_aurora"}',
    ]);
    const answered = answeredSection()?.querySelector('li[data-row-id="row_1"]') ?? dom.container();
    const files = answered.querySelector('ul[aria-label="Liitteet"]');
    expect([...(files?.querySelectorAll(':scope > li > span') ?? [])].map((name) => name.textContent)).toEqual(['kuitti.jpg', 'sopimus.pdf']);
    await click(buttonNamed(answered, 'Näytä kuitti.jpg'));
    expect(answered.querySelector('img')?.getAttribute('alt')).toContain('kuitti.jpg');
    expect(buttonNamed(answered, 'Piilota kuitti.jpg')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('says a refused upload at the files with the focus there, sends no answer, and keeps what was typed and chosen', async () => {
    dom.answerUploads(() => ({ status: 415, body: { error: 'unsupported_media_type', detail: 'files[0]: not a picture or PDF' } }));
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'dont_know');
    await enter(noteOf(form), 'Ehkä työmaalle');
    await chooseFiles(filesOf(form), receipt());
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(posts()).toEqual([]);
    const input = filesOf(form);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(textOf(form ?? dom.container())).toContain('Liitteitä ei saatu tallennettua, joten vastausta ei lähetetty.');
    expect(noteOf(form)?.value).toBe('Ehkä työmaalle');
    expect(textOf(form ?? dom.container())).toContain('Valittu 1 tiedosto: kuitti.jpg');
  });

  it('does not upload the same files again when the answer after them was refused and is sent again', async () => {
    dom.answerUploads(() => stored(['kuitti.jpg']));
    answer = () => Response.json({ error: 'row_not_found', detail: 'row row_2' }, { status: 404 });
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'personal');
    await chooseFiles(filesOf(form), receipt());
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(textOf(form ?? dom.container())).toContain('Jotakin valituista tapahtumista ei löytynyt');
    answer = keep;
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(dom.uploaded).toEqual(['kuitti.jpg']);
    expect(posts().map((post) => post.includes('"document_ids":["doc_new_1"]'))).toEqual([true, true]);
  });

  it('refuses more than ten files at the field before sending anything', async () => {
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_3');
    await choose(form, 'personal');
    await chooseFiles(filesOf(form), ...Array.from({ length: 11 }, () => receipt()));
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(textOf(form ?? dom.container())).toContain('Valitse enintään 10 tiedostoa.');
    expect(document.activeElement).toBe(filesOf(form));
    expect(dom.uploaded).toEqual([]);
    expect(posts()).toEqual([]);
  });

  it('says unknown_document in plain words in a banner, nothing typed lost', async () => {
    dom.answerUploads(() => stored(['kuitti.jpg']));
    answer = () => Response.json({ error: 'unknown_document', detail: 'The company has no document doc_new_1' }, { status: 422 });
    await dom.render('/cus_aurora/books/questions', anna, service);
    const form = formOf('row_1');
    await choose(form, 'explained');
    await enter(noteOf(form), 'Kuitti liitteenä');
    await chooseFiles(filesOf(form), receipt());
    await click(buttonNamed(form ?? dom.container(), 'Lähetä vastaus'));
    expect(textOf(form ?? dom.container())).toContain('Jotakin liitteistä ei löytynyt yrityksen tositteista');
    expect(noteOf(form)?.value).toBe('Kuitti liitteenä');
  });
});
