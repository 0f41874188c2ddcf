import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IngestStatus } from '../../../src/api/schemas/company.ts';
import { DocumentList, DocumentUploadResult, type Document } from '../../../src/api/schemas/documents.ts';
import { pdfDocument } from '../../documents/document-files.ts';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { multipartBody, upload } from '../../testing/multipart.ts';
import { scratchConfig } from '../../testing/scratch-database.ts';
import { PARSED_AFTER_MS, SETTLED_AFTER_MS } from '../../documents/store.ts';

/**
 * docs/decisions/0019: the sandbox moves each upload queued → parsed → booked (or failed with a
 * `detail`) on its own clock within a minute, the ingest list and the document list agree at every step,
 * and a restart keeps the bytes and the progress (docs/sandbox.md, "Data"). A sandbox of its own over a temporary
 * folder, its clock moved by fake timers (only `Date`: the server's I/O keeps running).
 */

const KEY = 'svc_sk_sandbox_birch_write';
const T0 = new Date('2031-03-02T10:00:00Z').getTime();

let dataDir = '';
let running: RunningSandbox | undefined;
let base = '';

async function start(): Promise<void> {
  running = await startSandbox(scratchConfig(dataDir));
  base = `http://127.0.0.1:${running.config.port}`;
}

async function get(pathAndQuery: string): Promise<Response> {
  return fetch(`${base}/portal${pathAndQuery}`, { headers: { Authorization: `Bearer ${KEY}` } });
}

/** Each uploaded document's state in both lists, which must agree. */
async function statesOf(ids: readonly string[]): Promise<{ state: string; detail?: string; reason?: string }[]> {
  const documents = DocumentList.parse(await (await get('/documents')).json()).documents;
  const files = IngestStatus.parse(await (await get('/ingest-status')).json()).files;
  return ids.map((id) => {
    const document = documents.find((d) => d.id === id);
    const file = files.find((f) => f.id === id);
    expect(document, id).toBeDefined();
    expect(file?.state, id).toBe(document?.state);
    expect(file?.detail, id).toBe(document?.detail);
    expect(file?.reason, id).toBe(document?.reason);
    return {
      state: document?.state ?? '',
      ...(document?.detail === undefined ? {} : { detail: document.detail }),
      ...(document?.reason === undefined ? {} : { reason: document.reason }),
    };
  });
}

let uploaded: Document[] = [];
const pdf = pdfDocument('Kello', [{ text: 'Lasku 2031-001, yhteensä 12,40 €' }]);
const emptyCsv = Buffer.from('Kirjauspäivä;Määrä\n\n', 'utf8');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-documents-'));
  await start();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  const answer = await upload(
    multipartBody([
      { name: 'files', filename: 'lasku-2031-001.pdf', bytes: pdf },
      { name: 'files', filename: 'sama-lasku.pdf', bytes: pdf },
      { name: 'files', filename: 'tyhja.csv', bytes: emptyCsv },
    ]),
    { bearer: KEY, base },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  uploaded = DocumentUploadResult.parse(answer.body).documents;
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an upload’s ingest on the sandbox’s clock', () => {
  const ids = () => uploaded.map((d) => d.id);

  it('is queued when it arrives', async () => {
    expect(uploaded.map((d) => d.state)).toEqual(['queued', 'queued', 'queued']);
    expect((await statesOf(ids())).map((s) => s.state)).toEqual(['queued', 'queued', 'queued']);
  });

  it('is parsed a few seconds later', async () => {
    vi.setSystemTime(T0 + PARSED_AFTER_MS - 1);
    expect((await statesOf(ids())).map((s) => s.state)).toEqual(['queued', 'queued', 'queued']);
    vi.setSystemTime(T0 + PARSED_AFTER_MS);
    expect((await statesOf(ids())).map((s) => s.state)).toEqual(['parsed', 'parsed', 'parsed']);
  });

  it('is booked within a minute, or failed with a reason code the portal translates: a duplicate is no failure, a CSV without rows has nothing to book', async () => {
    expect(SETTLED_AFTER_MS).toBeLessThanOrEqual(60_000);
    vi.setSystemTime(T0 + SETTLED_AFTER_MS);
    const [first, duplicate, csv] = await statesOf(ids());
    expect(first).toEqual({ state: 'booked' });
    // named a duplicate once (duplicate_of), with no failed state, detail or reason of its own
    expect(duplicate).toEqual({ state: 'booked' });
    expect(csv).toMatchObject({ state: 'failed', reason: 'no_rows', detail: expect.stringMatching(/no rows/) });
    expect(uploaded[1]?.duplicate_of).toBe(uploaded[0]?.id);
  });

  it('keeps the documents, their bytes and their progress across a restart', async () => {
    await running?.close();
    await start();
    expect((await statesOf(ids())).map((s) => s.state)).toEqual(['booked', 'booked', 'failed']);
    const content = await get(`/documents/${uploaded[0]?.id}/content`);
    expect(content.status).toBe(200);
    const bytes = Buffer.from(await content.arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);
    expect(content.headers.get('ETag')).toBe(`"${createHash('sha256').update(pdf).digest('hex')}"`);
    const listed = DocumentList.parse(await (await get('/documents')).json()).documents;
    expect(listed.find((d) => d.id === uploaded[1]?.id)?.duplicate_of).toBe(uploaded[0]?.id);
  });
});
