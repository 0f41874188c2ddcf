/**
 * Every failure of a call to the service, as one type: the HTTP status, the envelope's `error`
 * and `detail` (spec §7), or a network failure (status 0) or an answer outside the contract.
 */
export type ApiFailureKind = 'http' | 'network' | 'contract';

/** The `error` of an HTTP failure that came without the envelope (a proxy's 502 page, say). */
export const NO_ENVELOPE = 'http_error';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly status: number,
    readonly error: string,
    readonly detail: string,
  ) {
    super(`${status} ${error}: ${detail}`);
    this.name = 'ApiError';
  }

  /** A 4xx says the request itself cannot succeed as it is: repeating it will not help. */
  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

/** React Query's retry rule: never a 4xx, at most two more tries for 5xx and network failures. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.kind === 'contract')) return false;
  return failureCount < 2;
}
