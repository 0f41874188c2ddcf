import type { z } from 'zod';
import { ApiError, NO_ENVELOPE } from './api-error.ts';
import type { Endpoint } from './operations/operation.ts';
import { takeEarly } from './early-requests.ts';
import { baseOf, readInit, requestUrl, searchOf } from './request-url.ts';
import { UnreadableAnswer, describeIssues, prepareReader, readerOf, type Read } from './reading.ts';
import { ErrorEnvelope } from './schemas/common.ts';
import { yieldToMain } from '../yield-to-main.ts';

export interface ServiceClientOptions {
  /** The service's base URL, base path included (`/portal` in development). */
  serviceUrl: string;
  /** The bearer: the current ID token (spec §5), or null when signed out. */
  getIdToken(): string | null;
  /** One silent renewal of the session; false when it could not be renewed. */
  renewSession(): Promise<boolean>;
  /** The service refused even a freshly renewed token: the session cannot go on (no second renewal, no loop). */
  endSession?(): void;
  fetch?: typeof fetch;
  /** How an upload is sent: XMLHttpRequest, the one browser API that reports the bytes sent. */
  createXhr?: () => XMLHttpRequest;
}

/** What a call of one operation takes: its path parameters, its query and its body, each typed by the catalogue. */
export type CallArguments<E extends Endpoint> = {
  /** The company; a query parameter on GET and DELETE, a body field on other writes. */
  customerId?: string;
  signal?: AbortSignal;
} & (E extends { pathParams: infer P extends z.ZodType } ? { path: z.input<P> } : { path?: undefined }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: Omit<z.input<Q>, 'customer_id'> } : { query?: undefined }) &
  (E extends { body: infer B extends z.ZodType } ? { body: Omit<z.input<B>, 'customer_id'> } : { body?: undefined });

/** What the portal holds of an operation's success answer (row lists may hold unreadable items). */
export type ResultOf<E extends Endpoint> = E extends { success: { schema: infer S extends z.ZodType } } ? Read<z.output<S>> : unknown;

/**
 * What a call answers: the read result; for a write, or an `UnreadableAnswer` when the service did it (2xx)
 * but its answer cannot be read (docs/decisions/0021, principle 8: a 2xx is a success, never offered again).
 */
export type OutcomeOf<E extends Endpoint> = E extends { method: 'GET' } ? ResultOf<E> : ResultOf<E> | UnreadableAnswer;

export type ServiceClient = ReturnType<typeof createServiceClient>;

/** The only way the portal talks to the service: adds the bearer and customer_id, throws ApiError, reads with the contract. */
export function createServiceClient(options: ServiceClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = baseOf(options.serviceUrl);

  /** Calls one operation of the catalogue (src/api/operations): its method and path come from there, never from the call site. */
  async function call<const E extends Endpoint>(endpoint: E, args: CallArguments<E>): Promise<OutcomeOf<E>> {
    const { method } = endpoint;
    let body: string | undefined;
    if (method === 'POST') {
      const fields = (args.body ?? {}) as Record<string, unknown>;
      body = JSON.stringify(args.customerId === undefined ? fields : { ...fields, customer_id: args.customerId });
    }
    const query = searchOf(args.query as Record<string, unknown> | undefined, method === 'POST' ? undefined : args.customerId);
    const url = urlOf(endpoint, (args.path ?? {}) as Record<string, string>, query);
    // what the boot already asked for (early-requests.ts): taken once, for the first send only
    let early = method === 'GET' ? takeEarly(url, options.getIdToken()) : undefined;
    // the operation's reading schema, derived while the answer is on its way (docs/decisions/0023: in the task that read the
    // answer, the two together made the overview's longest tasks after its first paint)
    if (endpoint.success.schema !== null) prepareReader(endpoint.success.schema);

    const send = async (): Promise<Response> => {
      const sentEarly = early;
      early = undefined;
      if (sentEarly) {
        try {
          return await sentEarly;
        } catch {
          // the early request failed: this call asks itself, and reports what it meets
        }
      }
      const token = options.getIdToken();
      const init = readInit(token, args.signal);
      const headers = init.headers as Record<string, string>;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        return await doFetch(url, { ...init, method, body });
      } catch (error) {
        if (args.signal?.aborted) throw error;
        throw new ApiError('network', 0, 'network_error', 'The service could not be reached.');
      }
    };

    const response = await withRenewal(send);
    const answer = await readJson(response);
    // Read with the contract in a task of its own: the answers the boot asked for early arrive together, and
    // each one's reading would otherwise follow the others' in one run of microtasks, one long task on a slow
    // phone (docs/decisions/0023: the overview's last task of 50 ms or more at CPU x4).
    await yieldToMain();
    return settle(endpoint, response.status, response.statusText, answer);
  }

  /** Sends once more, with a renewed token, what the service refused as unauthenticated; ends the session if it refuses again. */
  async function withRenewal<R extends { status: number }>(send: () => Promise<R>): Promise<R> {
    let response = await send();
    if (response.status === 401 && (await options.renewSession())) {
      response = await send();
      if (response.status === 401) options.endSession?.();
    }
    return response;
  }

  function urlOf(endpoint: Endpoint, path: Record<string, string>, query: URLSearchParams): string {
    return requestUrl(base, endpoint.path, path, query);
  }

  /** What the module of uploads and stored bytes (transfer.ts, loaded only by the views that need it) sends with. */
  const transport: Transport = {
    urlOf,
    bearer: () => options.getIdToken(),
    withRenewal,
    fetch: doFetch,
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
  };

  return { call, transport };
}

export interface Transport {
  urlOf(endpoint: Endpoint, path: Record<string, string>, query: URLSearchParams): string;
  bearer(): string | null;
  withRenewal<R extends { status: number }>(send: () => Promise<R>): Promise<R>;
  fetch: typeof fetch;
  createXhr(): XMLHttpRequest;
}

/** What the portal makes of an answer: the failure it says, or its body read with the operation's contract. */
export function settle<E extends Endpoint>(endpoint: E, status: number, statusText: string, payload: unknown): OutcomeOf<E> {
  if (status < 200 || status > 299) throw failureOf(status, statusText, payload);
  const schema = endpoint.success.schema;
  if (schema === null) return payload as OutcomeOf<E>;
  const read = readerOf(schema).safeParse(payload);
  if (read.success) return read.data as OutcomeOf<E>;
  const problem = describeIssues(read.error);
  // A write the service answered 2xx is done: reported as done, never as a failure to repeat.
  if (endpoint.method !== 'GET') return new UnreadableAnswer(status, problem) as OutcomeOf<E>;
  throw new ApiError('contract', status, 'contract_violation', `The service's answer does not match the interface: ${problem}`);
}

export function failureOf(status: number, statusText: string, payload: unknown): ApiError {
  const envelope = ErrorEnvelope.safeParse(payload);
  return envelope.success
    ? new ApiError('http', status, envelope.data.error, envelope.data.detail)
    : new ApiError('http', status, NO_ENVELOPE, `The service answered ${status} ${statusText}.`.trim());
}

export async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

export function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
