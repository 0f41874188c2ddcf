import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createServiceClient } from './client.ts';
import { content, upload } from './transfer.ts';
import { getDocumentContent, uploadDocuments } from './operations/documents.ts';
import { UnreadableAnswer } from './reading.ts';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, answers as told, reports progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: Array<{ status: number; body: unknown } | 'network'> = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    if (answer === undefined) return; // left hanging, to be aborted
    queueMicrotask(() => {
      if (answer === 'network') return this.onerror?.();
      this.upload.onprogress?.({ loaded: 500, total: 1000 });
      this.upload.onprogress?.({ loaded: 1000, total: 1000 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const stored = (id: string, filename: string) => ({
  id,
  filename,
  content_type: 'application/pdf',
  size_bytes: 4,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2026-11-25T10:00:00Z',
  state: 'queued',
  duplicate_of: null,
  belongs_to: { kind: 'other' },
});

function client(renew = vi.fn(async () => false), fetch: typeof globalThis.fetch = vi.fn()) {
  FakeXhr.sent = [];
  return createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token-1',
    renewSession: renew,
    fetch,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
}

const file = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('uploading files', () => {
  it('sends one multipart request with the bearer, every file as a `files` part and the company, and reports the bytes sent', async () => {
    FakeXhr.answers = [{ status: 201, body: { customer_id: 'cus_aurora', documents: [stored('doc_1', 'a.pdf'), stored('doc_2', 'b.pdf')] } }];
    const progress: number[] = [];
    const answer = await upload(client(), uploadDocuments, {
      customerId: 'cus_aurora',
      files: [file('a.pdf'), file('b.pdf')],
      onProgress: (sent) => progress.push(sent),
    });
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/portal/documents');
    expect(request?.headers.Authorization).toBe('Bearer id-token-1');
    expect(request?.body?.get('customer_id')).toBe('cus_aurora');
    expect(request?.body?.getAll('files').map((part) => (part as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(progress).toEqual([500, 1000]);
    expect(answer).not.toBeInstanceOf(UnreadableAnswer);
    if (!(answer instanceof UnreadableAnswer)) expect(answer.documents.map((document) => document.id)).toEqual(['doc_1', 'doc_2']);
  });

  it('throws the envelope of a refusal (413: nothing kept) and a network failure as ApiErrors', async () => {
    FakeXhr.answers = [{ status: 413, body: { error: 'upload_too_large', detail: 'The request body exceeds 26214400 bytes.' } }, 'network'];
    const api = client();
    await expect(upload(api, uploadDocuments, { files: [file('a.pdf')] })).rejects.toMatchObject({ status: 413, error: 'upload_too_large' });
    await expect(upload(api, uploadDocuments, { files: [file('a.pdf')] })).rejects.toBeInstanceOf(ApiError);
  });

  it('renews the session once on 401 and sends the files again', async () => {
    FakeXhr.answers = [{ status: 401, body: { error: 'unauthorized', detail: 'expired' } }, { status: 201, body: { customer_id: 'c', documents: [] } }];
    const renew = vi.fn(async () => true);
    await upload(client(renew), uploadDocuments, { files: [file('a.pdf')] });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('reports a 2xx whose answer cannot be read as done, never as a failure to send again', async () => {
    FakeXhr.answers = [{ status: 201, body: { stored: 'yes' } }];
    expect(await upload(client(), uploadDocuments, { files: [file('a.pdf')] })).toBeInstanceOf(UnreadableAnswer);
  });

  it('is cancelled by its signal: the request is aborted and the promise rejects', async () => {
    FakeXhr.answers = [];
    const controller = new AbortController();
    const sending = upload(client(), uploadDocuments, { files: [file('a.pdf')], signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toBeDefined();
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
  });
});

describe('reading stored bytes', () => {
  it('answers the bytes with their type and the entity tag without quotes', async () => {
    const fetch = vi.fn(async () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf', ETag: `"${'cd'.repeat(32)}"` } }));
    const answer = await content(client(undefined, fetch), getDocumentContent, { path: { document_id: 'doc_1' }, customerId: 'cus_aurora' });
    expect(fetch).toHaveBeenCalledWith('/portal/documents/doc_1/content?customer_id=cus_aurora', expect.objectContaining({ headers: { Authorization: 'Bearer id-token-1' } }));
    expect(answer.etag).toBe('cd'.repeat(32));
    expect(answer.contentType).toBe('application/pdf');
    expect(await answer.blob.text()).toBe('%PDF-1.4');
  });

  it('throws the envelope of a refusal', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'not_found', detail: 'No such document.' }), { status: 404 }));
    await expect(content(client(undefined, fetch), getDocumentContent, { path: { document_id: 'doc_x' } })).rejects.toMatchObject({ status: 404, error: 'not_found' });
  });
});
