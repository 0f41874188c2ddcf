import { beforeAll, describe, expect, it } from 'vitest';
import { readableItems } from '../../../src/api/reading.ts';
import { Booking, type Declaration } from '../../../src/api/schemas/books.ts';
import { DeclarationResult, QuestionList, type Question } from '../../../src/api/schemas/books-questions.ts';
import { book, call, expectRefusal, openTestbed, type Bearer, type Testbed } from '../../testing/ledger-testbed.ts';

/**
 * The one write of Books (spec §1): declarations about rows, append-only, all or nothing over several rows;
 * and what they answer — the agent's questions (GET /books/questions) and the booking view's history.
 */

let testbed: Testbed;
beforeAll(async () => {
  testbed = await openTestbed();
}, 60_000);

const declarationsPath = (rowId: string) => `/books/rows/${encodeURIComponent(rowId)}/declarations`;

function declare(rowId: string, body: Record<string, unknown>, bearer: Bearer = 'admin', customerId?: string) {
  return call(testbed, bearer, 'POST', declarationsPath(rowId), { body, customerId });
}

async function declared(rowId: string, body: Record<string, unknown>, bearer: Bearer = 'admin'): Promise<Declaration[]> {
  const answer = await declare(rowId, body, bearer);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return readableItems(DeclarationResult.parse(answer.body).declarations);
}

async function bookingOf(rowId: string, bearer: Bearer = 'admin'): Promise<Booking> {
  const answer = await call(testbed, bearer, 'GET', `/lens/transactions/${encodeURIComponent(rowId)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Booking.parse(answer.body);
}

const declarationCount = async () => Number((await testbed.db.query<{ n: number }>('select count(*)::int as n from books_declarations')).rows[0]?.n);

/** A bank row of its own (the 1910 line), asked about when `question` is given. */
async function bankRow(description: string, options: { counterparty?: string | null; cents?: number; question?: string; date?: string; customerId?: string } = {}) {
  const customerId = options.customerId ?? 'cus_aurora';
  const { rowIds } = await book(testbed.db, {
    customerId,
    date: options.date ?? '2026-10-15',
    description,
    counterparty: options.counterparty ?? null,
    cents: options.cents ?? 2340,
  });
  const rowId = rowIds[1] ?? '';
  if (options.question !== undefined) {
    await testbed.db.query('insert into books_questions (customer_id, id, row_id, asked_at, text) values ($1, $2, $3, $4, $5)', [
      customerId,
      `q-${rowId}`,
      rowId,
      `${options.date ?? '2026-10-15'}T06:00:00Z`,
      options.question,
    ]);
  }
  return rowId;
}

describe('POST /books/rows/{row_id}/declarations: append-only answers', () => {
  it('records the answer as the person who gave it, and a second answer adds to the first, which stays', async () => {
    const rowId = await bankRow('Tilisiirto K-Market Kamppi');
    const [first] = await declared(rowId, { answer: 'dont_know', note: '  En muista tätä.  ' });
    expect(first).toMatchObject({ row_id: rowId, answer: 'dont_know', note: 'En muista tätä.', name: 'Anna Virtanen', email: 'admin@aurora.example' });
    const [second] = await declared(rowId, { answer: 'explained', note: 'Kahvit asiakastapaamiseen.' }, 'operator');
    expect(second).toMatchObject({ answer: 'explained', name: 'Olli Operaattori' });
    expect((await bookingOf(rowId)).declarations).toEqual([first, second]);
  });

  it('records a write key as the key, by its name', async () => {
    const rowId = await bankRow('MobilePay Matti V.');
    const [byKey] = await declared(rowId, { answer: 'transfer', note: '' }, 'writeKey');
    expect(byKey).toMatchObject({ name: 'Kassajärjestelmän integraatio', email: 'api-key:key_tb_write', note: '' });
    const stored = (await testbed.db.query<{ author_kind: string; author_key_id: string | null; author_subject: string | null }>(
      'select author_kind, author_key_id, author_subject from books_declarations where id = $1',
      [byKey?.id],
    )).rows[0];
    expect(stored).toEqual({ author_kind: 'api_key', author_key_id: 'key_tb_write', author_subject: null });
  });

  it('is refused by the database itself when a declaration would be changed or removed', async () => {
    const rowId = await bankRow('Korttiosto Motonet');
    const [declaration] = await declared(rowId, { answer: 'personal', note: '' });
    await expect(testbed.db.query(`update books_declarations set note = 'muutettu' where id = $1`, [declaration?.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('delete from books_declarations where id = $1', [declaration?.id])).rejects.toThrow(/append-only/);
    await expect(testbed.db.query('truncate books_declarations')).rejects.toThrow(/append-only/);
    expect((await bookingOf(rowId)).declarations).toEqual([declaration]);
  });

  it.each([
    ['explained', '   '],
    ['dont_know', ''],
  ])('refuses %s with a blank note: 422 note_required, nothing recorded', async (answer, note) => {
    const rowId = await bankRow('Tilisiirto ilman selitystä');
    const before = await declarationCount();
    expectRefusal(await declare(rowId, { answer, note }), 422, 'note_required');
    expect(await declarationCount()).toBe(before);
  });

  it.each(['personal', 'transfer'])('takes %s without a note', async (answer) => {
    const rowId = await bankRow(`Ilman muistiinpanoa ${answer}`);
    expect((await declared(rowId, { answer, note: '' }))[0]?.answer).toBe(answer);
  });

  it('refuses an answer the contract does not know with 400', async () => {
    const rowId = await bankRow('Tuntematon vastaus');
    expect((await declare(rowId, { answer: 'maybe', note: 'x' })).status).toBe(400);
  });
});

describe('several rows at once: all or nothing', () => {
  it('answers the path’s row and also_row_ids in one act, the path’s row first', async () => {
    const rows = [await bankRow('Motonet 1'), await bankRow('Motonet 2'), await bankRow('Motonet 3')];
    const answers = await declared(rows[0] ?? '', { answer: 'explained', note: 'Auton huoltotarvikkeita.', also_row_ids: rows.slice(1) });
    expect(answers.map((declaration) => declaration.row_id)).toEqual(rows);
    expect(new Set(answers.map((declaration) => declaration.at)).size).toBe(1);
  });

  it('records none when one of the rows is unknown: 404 row_not_found', async () => {
    const rowId = await bankRow('Kaikki tai ei mitään');
    const before = await declarationCount();
    expectRefusal(await declare(rowId, { answer: 'explained', note: 'Toimistotarvikkeita.', also_row_ids: ['no-such-row'] }), 404, 'row_not_found');
    expect(await declarationCount()).toBe(before);
    expect((await bookingOf(rowId)).declarations).toEqual([]);
  });

  it('records none when one of the rows is another company’s: 404 row_not_found', async () => {
    const mine = await bankRow('Auroran rivi');
    const birchRow = await bankRow('Birchin rivi', { customerId: 'cus_birch' });
    const before = await declarationCount();
    expectRefusal(await declare(mine, { answer: 'personal', note: '', also_row_ids: [birchRow] }), 404, 'row_not_found');
    expectRefusal(await declare(birchRow, { answer: 'personal', note: '' }), 404, 'row_not_found');
    expectRefusal(await declare(birchRow, { answer: 'personal', note: '' }, 'writeKey'), 404, 'row_not_found');
    expect(await declarationCount()).toBe(before);
  });

  it('refuses a row named twice: 422 duplicate_row', async () => {
    const rowId = await bankRow('Kahdesti');
    const other = await bankRow('Toinen');
    const before = await declarationCount();
    expectRefusal(await declare(rowId, { answer: 'personal', note: '', also_row_ids: [other, rowId] }), 422, 'duplicate_row');
    expectRefusal(await declare(rowId, { answer: 'personal', note: '', also_row_ids: [other, other] }), 422, 'duplicate_row');
    expect(await declarationCount()).toBe(before);
  });
});

describe('who may declare (spec §1, §5)', () => {
  it('refuses the firm’s staff, a read key and a claimant with 403, recording nothing', async () => {
    const rowId = await bankRow('Kenen vastaus');
    const before = await declarationCount();
    for (const bearer of ['staff', 'readKey', 'claimant'] as const) {
      expect((await declare(rowId, { answer: 'personal', note: '' }, bearer)).status).toBe(403);
    }
    expect(await declarationCount()).toBe(before);
  });

  it('lets the staff, a read key read the booking view, and refuses a claimant', async () => {
    const rowId = await bankRow('Luettava rivi');
    await bookingOf(rowId, 'staff');
    await bookingOf(rowId, 'readKey');
    expect((await call(testbed, 'claimant', 'GET', `/lens/transactions/${rowId}`)).status).toBe(403);
  });
});

describe('GET /lens/transactions/{row_id}: the booking view', () => {
  it('shows the row’s whole entry with accounts, VAT, source and original, in the order booked', async () => {
    const document = 'doc_tb_receipt';
    await testbed.db.query(
      `insert into documents (customer_id, id, filename, content_type, size_bytes, sha256, uploaded_at, content)
       values ('cus_aurora', $1, 'kuitti.pdf', 'application/pdf', 3, $2, now(), '\\x616263')`,
      [document, 'a'.repeat(64)],
    );
    const { entryId, rowIds } = await book(
      testbed.db,
      { date: '2026-09-09', description: 'Lasku 2026-0412 Lyreco', counterparty: 'Lyreco', cents: 10000, debit: '4000', credit: '1910', source: 'purchase_bill', documentId: document },
      [
        { account_code: '2939', description: 'ALV 25,5 %', vat_code: '25.5', vat_cents: 2550, debit_cents: 2550 },
        { account_code: '1910', description: 'ALV 25,5 %', credit_cents: 2550 },
      ],
    );
    const booking = await bookingOf(rowIds[2] ?? '');
    expect(booking.row_id).toBe(rowIds[2]);
    expect(booking.entry).toMatchObject({
      id: entryId,
      date: '2026-09-09',
      description: 'Lasku 2026-0412 Lyreco',
      source: { kind: 'purchase_bill', id: null, label: 'Tiliote, Lasku 2026-0412 Lyreco' },
      original: { document_id: document, filename: 'kuitti.pdf', content_type: 'application/pdf' },
      booked_at: '2026-09-09T10:00:00.000Z',
    });
    expect(booking.entry.lines).toEqual([
      { row_id: rowIds[0], account_code: '4000', account_name: 'Ostot', description: 'Lasku 2026-0412 Lyreco', vat_code: null, vat_cents: null, debit_cents: 10000, credit_cents: 0 },
      { row_id: rowIds[1], account_code: '1910', account_name: 'Pankkitili', description: 'Lasku 2026-0412 Lyreco', vat_code: null, vat_cents: null, debit_cents: 0, credit_cents: 10000 },
      { row_id: rowIds[2], account_code: '2939', account_name: 'Arvonlisäverovelka', description: 'ALV 25,5 %', vat_code: '25.5', vat_cents: 2550, debit_cents: 2550, credit_cents: 0 },
      { row_id: rowIds[3], account_code: '1910', account_name: 'Pankkitili', description: 'ALV 25,5 %', vat_code: null, vat_cents: null, debit_cents: 0, credit_cents: 2550 },
    ]);
  });

  it('answers 404 row_not_found for a row that is not the company’s', async () => {
    const birchRow = await bankRow('Birchin oma', { customerId: 'cus_birch' });
    expectRefusal(await call(testbed, 'admin', 'GET', `/lens/transactions/${birchRow}`), 404, 'row_not_found');
    expectRefusal(await call(testbed, 'admin', 'GET', '/lens/transactions/no-such-row'), 404, 'row_not_found');
    expect((await call(testbed, 'admin', 'GET', `/lens/transactions/${birchRow}`, { customerId: 'cus_birch' })).status).toBe(200);
  });
});

describe('GET /books/questions: the agent’s questions, answered by declarations', () => {
  let questions: Record<'kMarket' | 'motonetA' | 'motonetB' | 'sameAmount' | 'other' | 'birch', string>;
  beforeAll(async () => {
    // Birch first, to show Aurora's list holds none of its questions
    questions = {
      birch: await bankRow('Birchin kysymys', { customerId: 'cus_birch', counterparty: 'Motonet Espoo', question: 'Mikä tämä oli?', date: '2026-09-01' }),
      kMarket: await bankRow('Tilisiirto K-Market Kamppi', { counterparty: 'K-Market Kamppi', cents: 777, question: 'Mikä tämä maksu oli?', date: '2026-09-02' }),
      motonetA: await bankRow('Korttiosto Motonet Espoo', { counterparty: 'Motonet Espoo', cents: 8990, question: 'Mikä tämä maksu oli?', date: '2026-09-03' }),
      motonetB: await bankRow('Korttiosto MOTONET ESPOO', { counterparty: 'motonet espoo ', cents: 4590, question: 'Mikä tämä maksu oli?', date: '2026-09-04' }),
      sameAmount: await bankRow('Tilisiirto K-Market Kamppi', { counterparty: null, cents: 777, question: 'Mikä tämä maksu oli?', date: '2026-09-05' }),
      other: await bankRow('Tilisiirto Nordic Trade', { counterparty: 'Nordic Trade Partners AB', cents: 1240000, question: 'Mikä tämä tuleva maksu oli?', date: '2026-09-06' }),
    };
  });

  async function listed(state?: string, bearer: Bearer = 'admin'): Promise<Question[]> {
    const answer = await call(testbed, bearer, 'GET', '/books/questions', { query: state ? { state } : {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return readableItems(QuestionList.parse(answer.body).questions);
  }
  const rowOf = (question: Question | undefined) => question?.row.row_id;

  it('lists the open questions oldest asked first, each with its row and the other open rows like it', async () => {
    const open = await listed('open');
    expect(open.map(rowOf)).toEqual([questions.kMarket, questions.motonetA, questions.motonetB, questions.sameAmount, questions.other]);
    expect(open.every((question) => question.state === 'open' && question.declarations.length === 0)).toBe(true);
    const byRow = new Map(open.map((question) => [rowOf(question), question]));
    // the same counterparty (without case) …
    expect(byRow.get(questions.motonetA)?.similar.map((row) => row.row_id)).toEqual([questions.motonetB]);
    // … or the same amount and text
    expect(byRow.get(questions.kMarket)?.similar.map((row) => row.row_id)).toEqual([questions.sameAmount]);
    expect(byRow.get(questions.other)?.similar).toEqual([]);
    expect(byRow.get(questions.kMarket)?.row).toMatchObject({ amount_cents: -777, account_code: '1910', account_name: 'Pankkitili', counterparty: 'K-Market Kamppi', date: '2026-09-02' });
  });

  it('makes a question answered by a declaration about its row, several at once, and no longer similar to the open ones', async () => {
    await declared(questions.motonetA, { answer: 'explained', note: 'Pakettiauton renkaat.', also_row_ids: [questions.motonetB] });
    const all = await listed();
    expect(all.map((question) => question.state)).toEqual(['open', 'open', 'open', 'answered', 'answered']);
    const answered = all.filter((question) => question.state === 'answered');
    expect(answered.map(rowOf).sort()).toEqual([questions.motonetA, questions.motonetB].sort());
    expect(answered[0]?.declarations).toEqual([expect.objectContaining({ answer: 'explained', note: 'Pakettiauton renkaat.', name: 'Anna Virtanen' })]);
    expect((await listed('open')).map(rowOf)).toEqual([questions.kMarket, questions.sameAmount, questions.other]);
  });

  it('lists the answered ones newest answer first, with every declaration oldest first', async () => {
    await declared(questions.kMarket, { answer: 'dont_know', note: 'En tiedä.' });
    await declared(questions.kMarket, { answer: 'explained', note: 'Kahvit palaveriin.' });
    const answered = await listed('answered');
    expect(rowOf(answered[0])).toBe(questions.kMarket);
    expect(answered[0]?.declarations.map((declaration) => declaration.answer)).toEqual(['dont_know', 'explained']);
    // the answered row no longer counts as similar to the open one beside it
    expect((await listed('open')).find((question) => rowOf(question) === questions.sameAmount)?.similar).toEqual([]);
  });

  it('is read by the staff and a read key, and refused to a claimant', async () => {
    expect((await listed('all', 'staff')).length).toBe(5);
    expect((await listed('all', 'readKey')).length).toBe(5);
    expect((await call(testbed, 'claimant', 'GET', '/books/questions')).status).toBe(403);
  });

  it('refuses a state the contract does not know with 400', async () => {
    expect((await call(testbed, 'admin', 'GET', '/books/questions', { query: { state: 'closed' } })).status).toBe(400);
  });
});

let documents = 0;
/** A document of the company, belonging to `kind` (docs/decisions/0003-documents-by-role.md). */
async function documentOf(kind = 'other', customerId = 'cus_aurora'): Promise<string> {
  documents += 1;
  const id = `doc_tb_evidence_${documents}`;
  await testbed.db.query(
    `insert into documents (customer_id, id, filename, content_type, size_bytes, sha256, uploaded_at, content, belongs_to_kind)
     values ($1, $2, $3, 'image/jpeg', 3, $4, now(), '\\x616263', $5)`,
    [customerId, id, `kuitti-${documents}.jpg`, 'b'.repeat(64), kind],
  );
  return id;
}

describe('an answer carries its evidence: documents given with it (docs/decisions/0007-declaration-documents.md)', () => {
  it('gives every row answered the documents, in the order given and each once, and the booking view and the questions tell them', async () => {
    const receipt = await documentOf();
    const agreement = await documentOf();
    const rows = [await bankRow('Verkkokauppa.com', { question: 'Liitä kuitti tai kerro mihin se liittyy.' }), await bankRow('Verkkokauppa.com 2')];
    const answers = await declared(rows[0] ?? '', {
      answer: 'explained',
      note: 'Näyttö toimistolle, kuitti liitteenä.',
      also_row_ids: rows.slice(1),
      document_ids: [receipt, agreement, receipt],
    });
    expect(answers.map((declaration) => declaration.document_ids)).toEqual([
      [receipt, agreement],
      [receipt, agreement],
    ]);
    expect((await bookingOf(rows[1] ?? '')).declarations[0]?.document_ids).toEqual([receipt, agreement]);
    const questions = QuestionList.parse((await call(testbed, 'admin', 'GET', '/books/questions')).body);
    const asked = readableItems(questions.questions).find((question) => question.row.row_id === rows[0]);
    expect(asked?.declarations.map((declaration) => declaration.document_ids)).toEqual([[receipt, agreement]]);
    const stored = await testbed.db.query<{ document_ids: string[] }>('select document_ids from books_declarations where row_id = $1', [rows[0]]);
    expect(stored.rows).toEqual([{ document_ids: [receipt, agreement] }]);
  });

  it('records nothing for a document that is not the company’s, does not exist, or is beyond the person’s sight: 422 unknown_document naming it', async () => {
    const rowId = await bankRow('Tuntematon liite');
    const mine = await documentOf();
    const birchs = await documentOf('other', 'cus_birch');
    const payroll = await documentOf('payroll');
    const before = await declarationCount();
    for (const [bearer, missing] of [
      ['admin', 'doc_no_such'],
      ['admin', birchs],
      ['writeKey', payroll],
      ['operator', payroll],
    ] as const) {
      const answer = await declare(rowId, { answer: 'explained', note: 'Kuitti liitteenä.', document_ids: [mine, missing] }, bearer);
      expectRefusal(answer, 422, 'unknown_document');
      expect(JSON.stringify(answer.body)).toContain(missing);
    }
    expect(await declarationCount()).toBe(before);
  });

  it('names to each reader only the documents they may see: the operator is not told of a payroll document the admin gave', async () => {
    const rowId = await bankRow('Palkkaennakko Matti');
    const payslip = await documentOf('payroll');
    const note = await documentOf();
    await declared(rowId, { answer: 'explained', note: 'Palkkaennakko, laskelma liitteenä.', document_ids: [payslip, note] });
    expect((await bookingOf(rowId)).declarations[0]?.document_ids).toEqual([payslip, note]);
    expect((await bookingOf(rowId, 'operator')).declarations[0]?.document_ids).toEqual([note]);
  });

  it('refuses more than 10 documents with 400, recording nothing', async () => {
    const rowId = await bankRow('Liian monta liitettä');
    const before = await declarationCount();
    const many = Array.from({ length: 11 }, (_, index) => `doc_${index}`);
    expect((await declare(rowId, { answer: 'explained', note: 'Kuitit.', document_ids: many })).status).toBe(400);
    expect(await declarationCount()).toBe(before);
  });

  it('is refused by the database when an answer’s documents would be changed afterwards', async () => {
    const rowId = await bankRow('Muuttumaton liite');
    const [answer] = await declared(rowId, { answer: 'explained', note: 'Kuitti.', document_ids: [await documentOf()] });
    await expect(testbed.db.query(`update books_declarations set document_ids = '{}' where id = $1`, [answer?.id])).rejects.toThrow();
  });
});
