import { ApiError } from './api-error.ts';
import { failureOf, parseJson, readJson, settle, type CallArguments, type OutcomeOf, type ServiceClient } from './client.ts';
import type { Endpoint } from './operations/operation.ts';

/**
 * Files to the service and stored bytes from it: what the client's `call` does not do (a multipart body with
 * its bytes sent reported; an answer that is not JSON). Apart from the client so that only the views that
 * send or show files carry it, not the first route.
 */

/** What an upload takes: the files, and whom to tell how far it has got. */
export interface UploadArguments {
  customerId?: string;
  files: readonly File[];
  /** Bytes of the request body sent so far, of its total; called as the browser sends. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/** Stored bytes as the service sent them, with what the answer said of them. */
export interface Content {
  blob: Blob;
  contentType: string;
  /** The entity tag without its quotes (the document's SHA-256, docs/decisions/0019), when sent. */
  etag: string | undefined;
}

const networkError = () => new ApiError('network', 0, 'network_error', 'The service could not be reached.');

/**
 * Sends files as one `multipart/form-data` request of an upload operation (parts `files` and `customer_id`)
 * with XMLHttpRequest, the one browser API that reports the bytes sent. Answers and failures as `call` does;
 * an abort rejects with the signal's reason.
 */
export async function upload<const E extends Endpoint & { bodyMediaType: 'multipart/form-data' }>(
  client: ServiceClient,
  endpoint: E,
  args: UploadArguments,
): Promise<OutcomeOf<E>> {
  const { transport } = client;
  const form = new FormData();
  if (args.customerId !== undefined) form.append('customer_id', args.customerId);
  for (const file of args.files) form.append('files', file, file.name);
  const url = transport.urlOf(endpoint, {}, new URLSearchParams());
  const send = () =>
    new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
      if (args.signal?.aborted) {
        reject(args.signal.reason);
        return;
      }
      const xhr = transport.createXhr();
      const abort = () => xhr.abort();
      xhr.open(endpoint.method, url);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = transport.bearer();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => args.onProgress?.(event.loaded, event.total);
      xhr.onload = () => {
        args.signal?.removeEventListener('abort', abort);
        resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
      };
      xhr.onerror = () => {
        args.signal?.removeEventListener('abort', abort);
        reject(networkError());
      };
      xhr.onabort = () => reject(args.signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
      args.signal?.addEventListener('abort', abort, { once: true });
      xhr.send(form);
    });
  const response = await transport.withRenewal(send);
  return settle(endpoint, response.status, response.statusText, parseJson(response.text));
}

/** The stored bytes an operation answers (a document's content), with their type and entity tag. */
export async function content<const E extends Endpoint & { binarySuccess: object }>(client: ServiceClient, endpoint: E, args: CallArguments<E>): Promise<Content> {
  const { transport } = client;
  const query = new URLSearchParams();
  if (args.customerId !== undefined) query.set('customer_id', args.customerId);
  const url = transport.urlOf(endpoint, (args.path ?? {}) as Record<string, string>, query);
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = {};
    const token = transport.bearer();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await transport.fetch(url, { headers, signal: args.signal, credentials: 'omit', cache: 'no-store' });
    } catch (error) {
      if (args.signal?.aborted) throw error;
      throw networkError();
    }
  };
  const response = await transport.withRenewal(send);
  if (!response.ok) throw failureOf(response.status, response.statusText, await readJson(response));
  const etag = response.headers.get('ETag')?.replace(/^(W\/)?"|"$/g, '') || undefined;
  return { blob: await response.blob(), contentType: response.headers.get('Content-Type') ?? '', etag };
}
