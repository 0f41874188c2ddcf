import type { z } from 'zod';
import { ApiError, NO_ENVELOPE } from './api-error.ts';
import type { Endpoint } from './operations/operation.ts';
import { pathOf } from './path.ts';
import { UnreadableAnswer, describeIssues, readerOf, type Read } from './reading.ts';
import { ErrorEnvelope } from './schemas/common.ts';

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
 * but its answer cannot be read (DESIGN.md principle 8: a 2xx is a success, never offered again).
 */
export type OutcomeOf<E extends Endpoint> = E extends { method: 'GET' } ? ResultOf<E> : ResultOf<E> | UnreadableAnswer;

export type ServiceClient = ReturnType<typeof createServiceClient>;

/** The only way the portal talks to the service: adds the bearer and customer_id, throws ApiError, reads with the contract. */
export function createServiceClient(options: ServiceClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.serviceUrl.replace(/\/+$/, '');

  /** Calls one operation of the catalogue (src/api/operations): its method and path come from there, never from the call site. */
  async function call<const E extends Endpoint>(endpoint: E, args: CallArguments<E>): Promise<OutcomeOf<E>> {
    const { method } = endpoint;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries((args.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) query.set(name, String(value));
    }
    let body: string | undefined;
    if (method === 'POST') {
      const fields = (args.body ?? {}) as Record<string, unknown>;
      body = JSON.stringify(args.customerId === undefined ? fields : { ...fields, customer_id: args.customerId });
    } else if (args.customerId !== undefined) {
      query.set('customer_id', args.customerId);
    }
    const path = pathOf(endpoint.path, (args.path ?? {}) as Record<string, string>);
    const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;

    const send = async (): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getIdToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        return await doFetch(url, { method, headers, body, signal: args.signal, credentials: 'omit', cache: 'no-store' });
      } catch (error) {
        if (args.signal?.aborted) throw error;
        throw new ApiError('network', 0, 'network_error', 'The service could not be reached.');
      }
    };

    let response = await send();
    if (response.status === 401 && (await options.renewSession())) {
      response = await send();
      if (response.status === 401) options.endSession?.();
    }
    const payload = await readJson(response);
    if (!response.ok) {
      const envelope = ErrorEnvelope.safeParse(payload);
      throw envelope.success
        ? new ApiError('http', response.status, envelope.data.error, envelope.data.detail)
        : new ApiError('http', response.status, NO_ENVELOPE, `The service answered ${response.status} ${response.statusText}.`.trim());
    }
    const schema = endpoint.success.schema;
    if (schema === null) return payload as OutcomeOf<E>;
    const read = readerOf(schema).safeParse(payload);
    if (read.success) return read.data as OutcomeOf<E>;
    const problem = describeIssues(read.error);
    // A write the service answered 2xx is done: reported as done, never as a failure to repeat.
    if (method !== 'GET') return new UnreadableAnswer(response.status, problem) as OutcomeOf<E>;
    throw new ApiError('contract', response.status, 'contract_violation', `The service's answer does not match the interface: ${problem}`);
  }

  return { call };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
