import { pathOf } from './path.ts';

/**
 * The URL of a call as the portal sends it, built in one place: the client (client.ts) and the boot's early
 * requests (early-requests.ts) must name the very same URL for the one to take what the other sent.
 */

/** The query of a call: its parameters in the order given (undefined left out), then `customer_id` when it goes in the query. */
export function searchOf(query: Readonly<Record<string, unknown>> | undefined, customerId?: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  if (customerId !== undefined) search.set('customer_id', customerId);
  return search;
}

/** The service's base URL without a trailing slash. */
export const baseOf = (serviceUrl: string): string => serviceUrl.replace(/\/+$/, '');

export function requestUrl(base: string, template: string, path: Readonly<Record<string, string>>, search: URLSearchParams): string {
  return `${base}${pathOf(template, path)}${search.size > 0 ? `?${search}` : ''}`;
}

/** What every read of the service is sent with: JSON, the bearer, no cookies, never from the HTTP cache. */
export function readInit(bearer: string | null, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return { method: 'GET', headers, credentials: 'omit', cache: 'no-store', ...(signal ? { signal } : {}) };
}
