import { inject } from 'vitest';

export interface ServiceAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Calls the sandbox's accounting service under /portal with an optional bearer. */
export async function callService(
  method: string,
  path: string,
  options: { bearer?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ServiceAnswer> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${inject('sandboxUrl')}/portal${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the test will say so
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
