/**
 * Reads the boot sends before the portal's code has arrived (src/boot.ts, docs/decisions/0022): /me and the first data of
 * the page in the URL go out at once, in parallel with the code, instead of one after the other. The client
 * (client.ts) takes such an answer when it asks for the same URL with the same bearer; each answer is taken
 * once, and only while fresh, so that nothing stale is ever shown from here.
 */
interface EarlyRequest {
  bearer: string;
  sentAt: number;
  response: Promise<Response>;
}

/** An answer not asked for within this time is left alone: the client asks afresh. */
export const EARLY_REQUEST_FRESH_MS = 15_000;

const sent = new Map<string, EarlyRequest>();

export function sendEarly(url: string, bearer: string, send: (url: string, init: RequestInit) => Promise<Response>, init: RequestInit, now = Date.now()): void {
  const response = send(url, init);
  // a request that failed is simply not taken: the client then asks itself and reports what it meets
  response.catch(() => sent.delete(url));
  sent.set(url, { bearer, sentAt: now, response });
}

/** The answer the boot asked for at `url` with this bearer, once; undefined when there is none, or it is stale. */
export function takeEarly(url: string, bearer: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = sent.get(url);
  if (!early) return undefined;
  sent.delete(url);
  if (bearer === null || early.bearer !== bearer || now - early.sentAt > EARLY_REQUEST_FRESH_MS) return undefined;
  return early.response;
}

/** For tests: forgets every early request. */
export function forgetEarlyRequests(): void {
  sent.clear();
}
