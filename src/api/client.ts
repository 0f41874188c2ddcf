import type { z } from 'zod';
import { ApiError, NO_ENVELOPE } from './api-error.ts';
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

interface CallOptions<S extends z.ZodType> {
  schema: S;
  /** The company; a query parameter on GET and DELETE, a body field on other writes. */
  customerId?: string;
  query?: Readonly<Record<string, string | undefined>>;
  body?: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
}

export type ServiceClient = ReturnType<typeof createServiceClient>;

/** The only way the portal talks to the service: adds the bearer and customer_id, throws ApiError, parses with the contract. */
export function createServiceClient(options: ServiceClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.serviceUrl.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(method: 'GET' | 'POST' | 'DELETE', path: string, call: CallOptions<S>): Promise<z.infer<S>> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) query.set(name, value);
    let body: string | undefined;
    if (method === 'POST') {
      body = JSON.stringify(call.customerId === undefined ? (call.body ?? {}) : { ...call.body, customer_id: call.customerId });
    } else if (call.customerId !== undefined) {
      query.set('customer_id', call.customerId);
    }
    const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;

    const send = async (): Promise<Response> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = options.getIdToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        return await doFetch(url, { method, headers, body, signal: call.signal, credentials: 'omit', cache: 'no-store' });
      } catch (error) {
        if (call.signal?.aborted) throw error;
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
    const parsed = call.schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(
        'contract',
        response.status,
        'contract_violation',
        `The service's answer does not match the interface: ${parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ')}`,
      );
    }
    return parsed.data;
  }

  return {
    get: <S extends z.ZodType>(path: string, options: Omit<CallOptions<S>, 'body'>) => call('GET', path, options),
    post: <S extends z.ZodType>(path: string, options: CallOptions<S>) => call('POST', path, options),
    delete: <S extends z.ZodType>(path: string, options: Omit<CallOptions<S>, 'body'>) => call('DELETE', path, options),
  };
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
