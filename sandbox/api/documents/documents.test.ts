import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { periodOf, shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { IngestStatus } from '../../../src/api/schemas/company.ts';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { DocumentList, DocumentResult, DocumentUploadResult, MAX_UPLOAD_BYTES } from '../../../src/api/schemas/documents.ts';
import { PurchaseBillList, PurchaseBillOriginalReview } from '../../../src/api/schemas/purchase-bills.ts';
import { finnishMonthName, seedClockOf } from '../../db/seed-clock.ts';
import { pdfDocument, receiptPhoto, xlsxWorkbook } from '../../documents/document-files.ts';
import { BOUNDARY, framingOf, multipartBody, upload, type Part } from '../../testing/multipart.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

/**
 * docs/decisions/0019, spec §1 Documents, §5, §8: what the sandbox
 * keeps of an upload, what it refuses (and that a refused request keeps nothing), who may send and read,
 * and that the seed's bills have real originals.
 */

const READ_KEY = 'svc_sk_sandbox_aurora_read';
const WRITE_KEY = 'svc_sk_sandbox_aurora_write';
const BIRCH_KEY = 'svc_sk_sandbox_birch_write';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A real PDF no other test sends: its text carries a fresh nonce, so its digest is new. */
const freshPdf = (label = 'test') => pdfDocument(label, [{ text: `${label} ${randomUUID()}` }]);
const filePart = (filename: string, bytes: Uint8Array, type?: string): Part => ({ name: 'files', filename, bytes, ...(type ? { type } : {}) });

async function documentsOf(bearer: string, customerId?: string) {
  const answer = await callService('GET', `/documents${customerId ? `?customer_id=${customerId}` : ''}`, { bearer });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return DocumentList.parse(answer.body).documents;
}

async function ingestOf(bearer: string) {
  const answer = await callService('GET', '/ingest-status', { bearer });
  expect(answer.status).toBe(200);
  return IngestStatus.parse(answer.body).files;
}

/** How many documents and ingest files Aurora holds: a refused request must leave both as they were. */
async function auroraCounts() {
  return { documents: (await documentsOf(READ_KEY)).length, ingest: (await ingestOf(READ_KEY)).length };
}

function expectRefused(answer: { status: number; body: unknown }, status: number, error: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(ErrorEnvelope.strict().parse(answer.body).error).toBe(error);
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const [name, email] of [
    ['admin', 'admin@aurora.example'],
    ['approver', 'approver@aurora.example'],
    ['operator', 'operator@aurora.example'],
    ['claimant', 'claimant@aurora.example'],
    ['bills', 'bills@aurora.example'],
    ['staff', 'staff@firm.example'],
  ] as const) {
    tokens[name] = await idTokenOf(email);
  }
});

describe('POST /documents stores what it accepts, and the reads give back exactly those bytes', () => {
  it('answers 201 with each document queued, its size and the SHA-256 of its bytes, and keeps the name as sent', async () => {
    const pdf = freshPdf('lasku');
    const photo = receiptPhoto(11, [60, 90, 40]);
    const answer = await upload(multipartBody([filePart('lasku 2026 #1 äö.pdf', pdf, 'application/pdf'), filePart('IMG_0001.jpg', photo)]), { bearer: WRITE_KEY });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = DocumentUploadResult.parse(answer.body);
    expect(result.customer_id).toBe('cus_aurora');
    expect(result.documents.map((d) => [d.filename, d.content_type, d.size_bytes, d.sha256, d.state])).toEqual([
      ['lasku 2026 #1 äö.pdf', 'application/pdf', pdf.byteLength, sha256(pdf), 'queued'],
      ['IMG_0001.jpg', 'image/jpeg', photo.byteLength, sha256(photo), 'queued'],
    ]);
  });

  it('gives back the stored bytes with the type decided at upload, ETag "<sha256>" and the headers that keep it inert', async () => {
    const pdf = freshPdf('sisältö');
    const stored = DocumentUploadResult.parse((await upload(multipartBody([filePart("Kuitti (taksi) 1 ä'*.pdf", pdf)]), { bearer: WRITE_KEY })).body).documents[0];
    const response = await fetch(`${inject('sandboxUrl')}/portal/documents/${stored?.id}/content`, { headers: { Authorization: `Bearer ${READ_KEY}` } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('ETag')).toBe(`"${sha256(pdf)}"`);
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename*=UTF-8''Kuitti%20%28taksi%29%201%20%C3%A4%27%2A.pdf`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('names the bytes it gives back with the ending of the type it decided when the name sent had none', async () => {
    const csv = Buffer.from(`Päivä;Summa\n2026-11-01;${randomUUID()}\n`);
    const stored = DocumentUploadResult.parse((await upload(multipartBody([filePart('tiliote', csv)]), { bearer: WRITE_KEY })).body).documents[0];
    expect(stored?.filename).toBe('tiliote');
    const response = await fetch(`${inject('sandboxUrl')}/portal/documents/${stored?.id}/content`, { headers: { Authorization: `Bearer ${READ_KEY}` } });
    expect(response.headers.get('Content-Type')).toBe('text/csv');
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename*=UTF-8''tiliote.csv`);
  });

  it('lists the company’s documents newest first, reads one by its ID, and the ingest list names the same files in the same states', async () => {
    const first = DocumentUploadResult.parse((await upload(multipartBody([filePart('first.pdf', freshPdf())]), { bearer: WRITE_KEY })).body).documents[0];
    const second = DocumentUploadResult.parse((await upload(multipartBody([filePart('second.pdf', freshPdf())]), { bearer: WRITE_KEY })).body).documents[0];
    const listed = await documentsOf(READ_KEY);
    const ids = listed.map((d) => d.id);
    expect(ids.indexOf(second?.id ?? '')).toBeLessThan(ids.indexOf(first?.id ?? ''));
    const times = listed.map((d) => Date.parse(d.uploaded_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = await callService('GET', `/documents/${first?.id}`, { bearer: READ_KEY });
    expect(one.status).toBe(200);
    expect(DocumentResult.parse(one.body).document).toEqual(listed.find((d) => d.id === first?.id));

    for (const bearer of [READ_KEY, BIRCH_KEY]) {
      const documents = await documentsOf(bearer);
      const ingest = await ingestOf(bearer);
      expect(ingest.map((f) => [f.id, f.filename, f.state])).toEqual(documents.map((d) => [d.id, d.filename, d.state]));
    }
  });

  it('names the earlier document with the same bytes in duplicate_of, and keeps the file all the same', async () => {
    const pdf = freshPdf('kahdesti');
    const first = DocumentUploadResult.parse((await upload(multipartBody([filePart('a.pdf', pdf)]), { bearer: WRITE_KEY })).body).documents[0];
    expect(first?.duplicate_of).toBeNull();
    const again = await upload(multipartBody([filePart('b.pdf', pdf), filePart('c.pdf', pdf)]), { bearer: WRITE_KEY });
    const [second, third] = DocumentUploadResult.parse(again.body).documents;
    expect(second?.duplicate_of).toBe(first?.id);
    expect(third?.duplicate_of).toBe(first?.id);
    expect(new Set([first?.id, second?.id, third?.id]).size).toBe(3);
    const listed = await documentsOf(READ_KEY);
    expect(listed.find((d) => d.id === third?.id)?.duplicate_of).toBe(first?.id);
  });

  it('accepts PNG, HEIC, Finvoice XML, CSV and XLSX by their content, whatever type the sender claims, under a name that matches it or has no ending', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0ddf6a10000000049454e44ae426082', 'hex');
    const heic = Buffer.concat([Buffer.from('0000001866747970686569630000000068656963', 'hex'), Buffer.from(randomUUID())]);
    const finvoice = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-15"?>\n<?xml-stylesheet type="text/xsl" href="Finvoice.xsl"?>\n<Finvoice Version="3.0"><InvoiceDetails><InvoiceNumber>${randomUUID()}</InvoiceNumber></InvoiceDetails></Finvoice>`, 'latin1');
    const csv = Buffer.from(`Kirjauspäivä;Arvopäivä;Määrä\n2026-11-01;2026-11-01;-12,50\n# ${randomUUID()};;\n`, 'utf8');
    const xlsx = xlsxWorkbook([['Päivä', 'Summa'], ['2026-11-01', randomUUID()]]);
    const answer = await upload(
      multipartBody([
        filePart('a.PNG', png, 'text/plain'),
        filePart('b', heic),
        filePart('c.xml', finvoice, 'text/plain'),
        filePart('d.csv', csv, 'application/xml'),
        filePart('e.xlsx', xlsx, 'text/csv'),
      ]),
      { bearer: WRITE_KEY },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(DocumentUploadResult.parse(answer.body).documents.map((d) => d.content_type)).toEqual([
      'image/png',
      'image/heic',
      'application/xml',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});

describe('spec §8: at most 20 files and 25 MB in one request, refused with nothing kept', () => {
  it('takes 20 files in one request', async () => {
    const parts = Array.from({ length: 20 }, (_, index) => filePart(`kuitti-${index + 1}.pdf`, freshPdf(`20-${index}`)));
    const answer = await upload(multipartBody(parts), { bearer: WRITE_KEY });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(DocumentUploadResult.parse(answer.body).documents).toHaveLength(20);
  });

  it('refuses 21 files with 400 too_many_files and keeps none of them', async () => {
    const before = await auroraCounts();
    const parts = Array.from({ length: 21 }, (_, index) => filePart(`kuitti-${index + 1}.pdf`, freshPdf(`21-${index}`)));
    expectRefused(await upload(multipartBody(parts), { bearer: WRITE_KEY }), 400, 'too_many_files');
    expect(await auroraCounts()).toEqual(before);
  });

  it('refuses an upload without files with 400 no_files', async () => {
    expectRefused(await upload(multipartBody([{ name: 'customer_id', value: 'cus_aurora' }]), { bearer: WRITE_KEY }), 400, 'no_files');
    expectRefused(await upload(multipartBody([]), { bearer: WRITE_KEY }), 400, 'no_files');
  });

  /** A PDF whose padding makes the whole request body exactly `size` bytes. */
  const bodyOfSize = (size: number) => {
    const head = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n`);
    const bytes = Buffer.concat([head, Buffer.alloc(size - framingOf('gross.pdf') - head.length, 0x20)]);
    const body = multipartBody([filePart('gross.pdf', bytes)]);
    expect(body.byteLength).toBe(size);
    return { body, bytes };
  };

  it('takes a request body of exactly 26 214 400 bytes and keeps the file whole', async () => {
    const { body, bytes } = bodyOfSize(MAX_UPLOAD_BYTES);
    const answer = await upload(body, { bearer: WRITE_KEY });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = DocumentUploadResult.parse(answer.body).documents[0];
    expect(stored?.size_bytes).toBe(bytes.byteLength);
    expect(stored?.sha256).toBe(sha256(bytes));
  });

  it('refuses one byte more with 413 upload_too_large and keeps nothing', async () => {
    const before = await auroraCounts();
    expectRefused(await upload(bodyOfSize(MAX_UPLOAD_BYTES + 1).body, { bearer: WRITE_KEY }), 413, 'upload_too_large');
    expect(await auroraCounts()).toEqual(before);
  });

  it.each([
    ['declared over the limit', true],
    ['counted over the limit as it streams in', false],
  ])(
    'reads a slowly sent body %s to its end before answering 413, so that a proxy still sending it passes the 413 on (Vite answered 502)',
    async (_what, declared) => {
      const { body } = bodyOfSize(MAX_UPLOAD_BYTES + 1);
      const url = new URL(`${inject('sandboxUrl')}/portal/documents`);
      // the whole body sent without the connection closing under it, and the answer 413
      const outcome = await new Promise<{ status: number; sent: boolean; error?: string }>((resolve) => {
        const request = http.request(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${WRITE_KEY}`,
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
            ...(declared ? { 'Content-Length': String(body.byteLength) } : {}),
          },
        });
        let status = 0;
        let answered = false;
        let sent = false;
        const settle = () => {
          if (answered && sent) resolve({ status, sent });
        };
        request.on('response', (response) => {
          status = response.statusCode ?? 0;
          response.resume();
          response.on('end', () => {
            answered = true;
            settle();
          });
        });
        request.on('finish', () => {
          sent = true;
          settle();
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ status, sent, error: error.code ?? error.message }));
        void (async () => {
          // 1 MiB every 40 ms: over a second in all, longer than the HTTP layer waits for a body nobody reads
          for (let offset = 0; offset < body.byteLength && !request.destroyed; offset += 1024 * 1024) {
            if (!request.write(body.subarray(offset, offset + 1024 * 1024))) await once(request, 'drain');
            await new Promise((done) => setTimeout(done, 40));
          }
          if (!request.destroyed) request.end();
        })();
      });
      expect(outcome).toEqual({ status: 413, sent: true });
    },
  );

  it('counts a body sent without Content-Length while it streams in, and refuses it at the limit with nothing kept', async () => {
    const before = await auroraCounts();
    const { body } = bodyOfSize(MAX_UPLOAD_BYTES + 1);
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.byteLength) controller.close();
        else {
          controller.enqueue(body.subarray(offset, offset + 256 * 1024));
          offset += 256 * 1024;
        }
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { Authorization: `Bearer ${WRITE_KEY}`, 'Content-Type': `multipart/form-data; boundary=----sandbox-test-boundary-7f3a` },
      body: stream,
      duplex: 'half',
    };
    const response = await fetch(`${inject('sandboxUrl')}/portal/documents`, init);
    expect(response.status).toBe(413);
    expect(ErrorEnvelope.strict().parse(await response.json()).error).toBe('upload_too_large');
    expect(await auroraCounts()).toEqual(before);
  });
});

describe('a file is accepted by its content, not its name, and one refused file keeps none', () => {
  const executable = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.alloc(200)]);

  it('refuses a renamed executable with 415 naming the file, and keeps nothing', async () => {
    const before = await auroraCounts();
    const answer = await upload(multipartBody([filePart('kuitti.pdf', executable, 'application/pdf')]), { bearer: WRITE_KEY });
    expectRefused(answer, 415, 'unsupported_media_type');
    expect(ErrorEnvelope.parse(answer.body).detail).toContain('"kuitti.pdf"');
    expect(await auroraCounts()).toEqual(before);
  });

  it('keeps none of the files when one of them is refused (all or nothing)', async () => {
    const before = await auroraCounts();
    const good = freshPdf('hyvä');
    const answer = await upload(
      multipartBody([filePart('hyvä.pdf', good), filePart('ohjelma.jpg', executable, 'image/jpeg'), filePart('toinen.pdf', freshPdf())]),
      { bearer: WRITE_KEY },
    );
    expectRefused(answer, 415, 'unsupported_media_type');
    expect(ErrorEnvelope.parse(answer.body).detail).toContain('"ohjelma.jpg"');
    expect(await auroraCounts()).toEqual(before);
    expect((await documentsOf(READ_KEY)).some((d) => d.sha256 === sha256(good))).toBe(false);
  });

  it.each([
    ['a batch script that reads as CSV, named .bat', 'maksu.bat', Buffer.from('@echo off,\r\nstart calc.exe\r\n')],
    ['an HTML application that reads as CSV, named .hta', 'maksu.hta', Buffer.from('<script>a,b</script>\n')],
    ['a text file named .pdf', 'lasku.pdf', Buffer.from('päivä;summa\n2026-11-01;12\n')],
    ['a Finvoice named .csv', 'lasku.csv', Buffer.from('<Finvoice Version="3.0"/>')],
    ['a PDF named .jpg', 'kuitti.jpg', pdfDocument('x', [{ text: 'x' }])],
  ])('refuses %s with 415 naming the file, the ending it claims and the type found, and keeps nothing', async (_what, filename, bytes) => {
    const before = await auroraCounts();
    const answer = await upload(multipartBody([filePart('hyvä.pdf', freshPdf()), filePart(filename, bytes)]), { bearer: WRITE_KEY });
    expectRefused(answer, 415, 'name_does_not_match_content');
    const detail = ErrorEnvelope.parse(answer.body).detail;
    expect(detail.startsWith(JSON.stringify(filename))).toBe(true);
    expect(detail).toContain(`.${filename.split('.').pop() ?? ''}`);
    expect(detail).toMatch(/its content is (text\/csv|application\/xml|application\/pdf)/);
    expect(await auroraCounts()).toEqual(before);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('just some words, no delimiter line\n'.replace(',', ''))],
    ['XML that is not a Finvoice', Buffer.from('<?xml version="1.0"?><html><body/></html>')],
    ['a zip that is no workbook', Buffer.from('504b0304140000000000000000000000000000000000000000000100000061', 'hex')],
    ['text that is not UTF-8', Buffer.from([0x61, 0x3b, 0x62, 0x0a, 0xe4, 0x3b, 0xff, 0x0a])],
  ])('refuses %s with 415', async (_what, bytes) => {
    expectRefused(await upload(multipartBody([filePart('tiedosto.csv', bytes, 'text/csv')]), { bearer: WRITE_KEY }), 415, 'unsupported_media_type');
  });

  it('refuses a request not sent as multipart/form-data with 415, and a part it does not take with 400', async () => {
    const json = await callService('POST', '/documents', { bearer: WRITE_KEY, body: { customer_id: 'cus_aurora' } });
    expectRefused(json, 415, 'unsupported_media_type');
    const stray = await upload(multipartBody([filePart('a.pdf', freshPdf()), { name: 'note', value: 'x' }]), { bearer: WRITE_KEY });
    expectRefused(stray, 400, 'invalid_request');
    const misnamed = await upload(multipartBody([{ name: 'file', filename: 'a.pdf', bytes: freshPdf() }]), { bearer: WRITE_KEY });
    expectRefused(misnamed, 400, 'invalid_request');
    const broken = await upload(Buffer.from('--nope\r\n'), { bearer: WRITE_KEY });
    expect(broken.status).toBe(400);
    const nameless = Buffer.from(`--b\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.4\r\n--b--\r\n`);
    expectRefused(await upload(nameless, { bearer: WRITE_KEY, boundary: 'b' }), 400, 'invalid_request');
    const control = await upload(multipartBody([filePart('kuitti\u0001.pdf', freshPdf())]), { bearer: WRITE_KEY });
    expectRefused(control, 400, 'invalid_request');
  });
});

describe('spec §5: who may upload and read documents', () => {
  const onePdf = () => multipartBody([{ name: 'customer_id', value: 'cus_aurora' }, filePart('kuka.pdf', freshPdf('kuka'))]);

  it('refuses a read key with 403 insufficient_scope and keeps nothing; a write key uploads (201)', async () => {
    const before = await auroraCounts();
    expectRefused(await upload(multipartBody([filePart('a.pdf', freshPdf())]), { bearer: READ_KEY }), 403, 'insufficient_scope');
    expect(await auroraCounts()).toEqual(before);
    expect((await upload(multipartBody([filePart('a.pdf', freshPdf())]), { bearer: WRITE_KEY })).status).toBe(201);
  });

  it.each(['admin', 'approver', 'operator', 'claimant', 'bills'])('lets an interactive %s upload (every member who may write)', async (who) => {
    const answer = await upload(onePdf(), { bearer: tokens[who] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses the firm’s staff with 403 (they read a customer’s documents, they do not send them), and lets them read', async () => {
    const before = await auroraCounts();
    expectRefused(await upload(onePdf(), { bearer: tokens.staff }), 403, 'role_required');
    expect(await auroraCounts()).toEqual(before);
    // the staff read every document, as the company's admin does (docs/decisions/0003-documents-by-role.md)
    expect((await documentsOf(tokens.staff ?? '', 'cus_aurora')).length).toBe((await documentsOf(tokens.admin ?? '', 'cus_aurora')).length);
  });

  it('refuses a customer_id the bearer does not reach, and no file of it is kept', async () => {
    const before = await auroraCounts();
    const answer = await upload(multipartBody([{ name: 'customer_id', value: 'cus_birch' }, filePart('a.pdf', freshPdf())]), { bearer: tokens.operator });
    expectRefused(answer, 403, 'customer_forbidden');
    expect(await auroraCounts()).toEqual(before);
  });

  it('answers 404 for another company’s document, its metadata and its bytes alike', async () => {
    const aurora = DocumentUploadResult.parse((await upload(multipartBody([filePart('oma.pdf', freshPdf())]), { bearer: WRITE_KEY })).body).documents[0];
    for (const path of [`/documents/${aurora?.id}`, `/documents/${aurora?.id}/content`]) {
      expectRefused(await callService('GET', path, { bearer: BIRCH_KEY }), 404, 'not_found');
      expect((await callService('GET', path, { bearer: READ_KEY })).status).toBe(200);
    }
    expect((await documentsOf(BIRCH_KEY)).some((d) => d.id === aurora?.id)).toBe(false);
    expectRefused(await callService('GET', '/documents/doc_none/content', { bearer: READ_KEY }), 404, 'not_found');
  });
});

describe('seed: every purchase bill’s original is a stored document whose bytes have original.sha256', () => {
  it('serves each original at its resource URI, a PDF whose SHA-256 is original.sha256; one review saw an earlier revision', async () => {
    const staff = tokens.staff ?? '';
    const seen: [string, boolean][] = [];
    for (const customer of ['cus_aurora', 'cus_birch']) {
      const bills = PurchaseBillList.parse((await callService('GET', `/purchase-bills?customer_id=${customer}`, { bearer: staff })).body).bills;
      expect(bills.length).toBeGreaterThan(0);
      for (const bill of bills) {
        const review = PurchaseBillOriginalReview.parse(
          (await callService('GET', `/purchase-bills/${encodeURIComponent(bill.id)}/original-review?customer_id=${customer}`, { bearer: staff })).body,
        );
        expect(review.original.resource.uri).toBe(`/documents/${review.original.id}`);
        const content = await fetch(`${inject('sandboxUrl')}/portal${review.original.resource.uri}/content?customer_id=${customer}`, {
          headers: { Authorization: `Bearer ${staff}` },
        });
        expect(content.status, bill.id).toBe(200);
        const bytes = Buffer.from(await content.arrayBuffer());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(sha256(bytes), bill.id).toBe(review.original.sha256);
        expect(content.headers.get('ETag')).toBe(`"${review.original.sha256}"`);
        if (review.latest_review) seen.push([bill.id, review.latest_review.document_sha256 === review.original.sha256]);
      }
    }
    expect(seen.filter(([, same]) => !same).map(([id]) => id)).toEqual(['bill:Elisa 10 2026']);
  });

  it('keeps the photographed receipt an earlier review saw, as a JPEG with that review’s digest', async () => {
    const answer = await callService('GET', '/documents/doc_elisa_6034129981_photo/content', { bearer: READ_KEY });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('gives the seed’s uploaded files their bytes under the IDs the ingest list shows', async () => {
    const seed = seedClockOf(inject('sandboxSeededOn'));
    const documents = await documentsOf(READ_KEY);
    const failed = documents.find((d) => d.id === 'file_aurora_004');
    // the failed statement is of the month before the one it was sent in (on the authored story's 3.11.2026, moved)
    const statementMonth = shiftPeriod(periodOf(seed.date('2026-11-03')), -1);
    expect(failed).toMatchObject({
      filename: `tiliote-${finnishMonthName(statementMonth)}.xlsx`,
      state: 'failed',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(failed?.detail).toBeTruthy();
    expect(failed?.reason).toBe('missing_column');
    expect(documents.find((d) => d.id === 'file_aurora_001')).toMatchObject({ filename: `kuitti-${seed.date('2026-11-18')}-taksi.jpg`, state: 'booked', content_type: 'image/jpeg' });
  });
});

describe('docs/decisions/0003-documents-by-role.md: who lists, opens, downloads and attaches which document', () => {
  type Who = 'admin' | 'approver' | 'operator' | 'claimant' | 'bills' | 'staff' | 'readKey' | 'writeKey';
  type Kind = 'purchase' | 'sales' | 'bank' | 'payroll' | 'filing' | 'claim' | 'contract' | 'other';
  const ALL: readonly Kind[] = ['purchase', 'sales', 'bank', 'payroll', 'filing', 'claim', 'contract', 'other'];
  const BUT_PAYROLL = ALL.filter((kind) => kind !== 'payroll');
  /** The rule, written from the decision: which kinds of the seed's documents each one sees (Kaisa's receipts being hers). */
  const SEES: Record<Who, readonly Kind[]> = {
    admin: ALL,
    approver: ALL,
    staff: ALL,
    operator: BUT_PAYROLL,
    writeKey: BUT_PAYROLL,
    readKey: BUT_PAYROLL,
    // the receipts of the claims they decide: Kaisa's small claims, which no rule routed, are anyone's with the check's permission
    bills: ['purchase', 'claim'],
    // her claims' receipts, and what she uploaded herself
    claimant: ['claim'],
  };
  const WHO = Object.keys(SEES) as Who[];
  const bearerOf = (who: Who) => (who === 'readKey' ? READ_KEY : who === 'writeKey' ? WRITE_KEY : (tokens[who] ?? ''));
  const query = (who: Who) => (who === 'readKey' || who === 'writeKey' ? '' : '?customer_id=cus_aurora');

  /** One seeded document of each kind (the `other` one uploaded by the write key). */
  const examples = new Map<Kind, string>();
  beforeAll(async () => {
    const everything = await documentsOf(tokens.admin ?? '', 'cus_aurora');
    const firstOf = (kind: Kind) => everything.find((document) => document.belongs_to.kind === kind)?.id;
    const other = DocumentUploadResult.parse((await upload(multipartBody([filePart('muu.pdf', freshPdf('muu'))]), { bearer: WRITE_KEY })).body).documents[0];
    const chosen: Record<Kind, string | undefined> = {
      purchase: 'doc_kaffa_2026_311',
      sales: firstOf('sales'),
      bank: 'file_aurora_004',
      payroll: firstOf('payroll'),
      filing: firstOf('filing'),
      claim: 'doc_receipt_parking_1103',
      contract: 'file_aurora_003',
      other: other?.id,
    };
    for (const kind of ALL) {
      const id = chosen[kind];
      if (id === undefined) throw new Error(`the seed has no ${kind} document`);
      examples.set(kind, id);
    }
  });
  const example = (kind: Kind) => examples.get(kind) ?? '';

  it('gives every seeded document what it belongs to: a bill’s original its bill, a receipt its claim, a return its filing, the lease a contract', async () => {
    const everything = new Map((await documentsOf(tokens.staff ?? '', 'cus_aurora')).map((document) => [document.id, document.belongs_to]));
    expect(everything.get('doc_kaffa_2026_311')).toEqual({ kind: 'purchase', id: 'pb-2026-0445' });
    expect(everything.get('doc_elisa_6034129981_photo')).toEqual({ kind: 'purchase', id: 'bill:Elisa 10 2026' });
    expect(everything.get('doc_receipt_parking_1103')).toEqual({ kind: 'claim', id: 'claim_1' });
    expect(everything.get('file_aurora_001')).toEqual({ kind: 'claim', id: 'claim_3' });
    expect(everything.get('file_aurora_002')).toEqual({ kind: 'purchase' });
    expect(everything.get('file_aurora_003')).toEqual({ kind: 'contract' });
    expect(everything.get('file_aurora_004')).toEqual({ kind: 'bank' });
    expect(everything.get(example('payroll'))).toEqual({ kind: 'payroll', id: expect.stringMatching(/^(employer_contributions|incomes_register_report)\./) });
    expect(everything.get(example('filing'))).toEqual({ kind: 'filing', id: expect.stringMatching(/^(vat_return|income_tax_return|financial_statements)\./) });
    expect(everything.get(example('sales'))).toEqual({ kind: 'sales', id: expect.stringMatching(/^\d{4}-\d{3}$/) });
    expect([...everything.values()].filter((belongs) => belongs.kind === 'other').length).toBeGreaterThan(0);
  });

  for (const who of WHO) {
    const sees = SEES[who];
    it(`${who}: lists, opens and downloads ${sees.length === ALL.length ? 'every kind' : sees.join(' and ')}; every other document is 404, as one that does not exist`, async () => {
      const bearer = bearerOf(who);
      const listed = await documentsOf(bearer, who === 'readKey' || who === 'writeKey' ? undefined : 'cus_aurora');
      const ids = new Set(listed.map((document) => document.id));
      for (const kind of ALL) {
        const id = example(kind);
        // one's own upload is always one's own: the write key sent the `other` one
        const seen = sees.includes(kind) || (kind === 'other' && who === 'writeKey');
        expect(ids.has(id), `${kind} ${id} listed`).toBe(seen);
        const one = await callService('GET', `/documents/${encodeURIComponent(id)}${query(who)}`, { bearer });
        const bytes = await callService('GET', `/documents/${encodeURIComponent(id)}/content${query(who)}`, { bearer });
        if (seen) {
          expect(one.status, `${kind} ${id}`).toBe(200);
          expect(DocumentResult.parse(one.body).document.belongs_to.kind).toBe(kind);
          expect(bytes.status, `${kind} ${id} content`).toBe(200);
        } else {
          expectRefused(one, 404, 'not_found');
          expectRefused(bytes, 404, 'not_found');
        }
      }
      // beyond the examples: no kind outside the rule but the person's own uploads (`other` until attached)
      const kinds = new Set(listed.map((document) => document.belongs_to.kind));
      for (const kind of kinds) expect([...sees, 'other'], `${who} lists a ${kind} document`).toContain(kind);
      // the overview's files are the same documents
      const ingest = await callService('GET', `/ingest-status${query(who)}`, { bearer });
      expect(IngestStatus.parse(ingest.body).files.map((file) => file.id)).toEqual(listed.map((document) => document.id));
    });
  }

  it.each(WHO.filter((who) => who !== 'staff' && who !== 'readKey'))('%s always sees what they uploaded themselves, which belongs to nothing yet', async (who) => {
    const bearer = bearerOf(who);
    const body = multipartBody([...(query(who) ? [{ name: 'customer_id', value: 'cus_aurora' }] : []), filePart('oma.pdf', freshPdf('oma'))]);
    const own = DocumentUploadResult.parse((await upload(body, { bearer })).body).documents[0];
    expect(own?.belongs_to).toEqual({ kind: 'other' });
    expect((await documentsOf(bearer, query(who) ? 'cus_aurora' : undefined)).some((document) => document.id === own?.id)).toBe(true);
    expect((await callService('GET', `/documents/${own?.id}${query(who)}`, { bearer })).status).toBe(200);
    expect((await callService('GET', `/documents/${own?.id}/content${query(who)}`, { bearer })).status).toBe(200);
  });

  it.each(['claimant', 'bills', 'operator'] as const)('%s cannot attach to a message a document they may not see: 404 document_not_found, nothing posted', async (who) => {
    const hidden = ALL.find((kind) => !SEES[who].includes(kind) && kind !== 'other') ?? 'payroll';
    const answer = await callService('POST', '/messages/threads', {
      bearer: bearerOf(who),
      body: { customer_id: 'cus_aurora', subject: null, title: 'Liite', body: 'Liitteenä.', document_ids: [example(hidden)] },
    });
    expectRefused(answer, 404, 'document_not_found');
  });

  it('a write key cannot attach, nor start a thread about, a payroll document: 404 alike, never 403', async () => {
    const own = DocumentUploadResult.parse((await upload(multipartBody([filePart('avain.pdf', freshPdf('avain'))]), { bearer: WRITE_KEY })).body).documents[0];
    const attach = await callService('POST', '/messages/threads', {
      bearer: WRITE_KEY,
      body: { subject: { kind: 'document', id: own?.id }, body: 'Palkkatiedot liitteenä.', document_ids: [example('payroll')] },
    });
    expectRefused(attach, 404, 'document_not_found');
    const about = await callService('POST', '/messages/threads', { bearer: WRITE_KEY, body: { subject: { kind: 'document', id: example('payroll') }, body: 'Mikä tämä on?', document_ids: [] } });
    expectRefused(about, 404, 'subject_not_found');
  });

  it('the claimant cannot start a thread about the lease (404 subject_not_found), nor file a claim from a document that is not hers (422 unknown_document, naming it)', async () => {
    const about = await callService('POST', '/messages/threads', {
      bearer: tokens.claimant,
      body: { customer_id: 'cus_aurora', subject: { kind: 'document', id: example('contract') }, body: 'Mikä tämä on?', document_ids: [] },
    });
    expectRefused(about, 404, 'subject_not_found');
    const claim = await callService('POST', '/expense-claims', {
      bearer: tokens.claimant,
      body: { customer_id: 'cus_aurora', document_ids: [example('bank')], date: seedClockOf(inject('sandboxSeededOn')).today, amount_cents: 1000, vat_cents: 0, purpose: 'Tiliote', iban: 'FI5312345600013013' },
    });
    expectRefused(claim, 422, 'unknown_document');
    expect(ErrorEnvelope.parse(claim.body).detail).toContain(example('bank'));
  });

  it('a purchase-invoice role cannot answer a clarification with a payroll document (422 unknown_document), and the bill still waits', async () => {
    const answer = await callService('POST', `/purchase-bills/pb-2026-0455/clarifications`, {
      bearer: tokens.bills,
      body: { customer_id: 'cus_aurora', note: 'Liitteenä.', document_ids: [example('payroll')] },
    });
    expectRefused(answer, 422, 'unknown_document');
  });
});
