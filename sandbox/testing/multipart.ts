import { inject } from 'vitest';

/** One part of a multipart/form-data body: a file (with its name) or a plain field. */
export type Part = { name: string; filename: string; bytes: Uint8Array; type?: string } | { name: string; value: string };

export const BOUNDARY = '----sandbox-test-boundary-7f3a';

/** As browsers write a name into a part's header (HTML, "multipart/form-data encoding algorithm"). */
const escapeName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * A multipart/form-data body built byte by byte (RFC 7578), so that a test knows its exact size: the
 * upload limit counts every byte of the request body, framing included.
 */
export function multipartBody(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${escapeName(part.filename)}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The size of the framing `multipartBody` adds around one file part named `files` with this filename. */
export function framingOf(filename: string, type = 'application/octet-stream'): number {
  return multipartBody([{ name: 'files', filename, bytes: new Uint8Array(0), type }]).byteLength;
}

export interface Upload {
  status: number;
  body: unknown;
  headers: Headers;
}

/** POSTs a multipart body to the sandbox's /portal/documents (or `path`) with an optional bearer. */
export async function upload(
  body: Uint8Array,
  options: { bearer?: string; boundary?: string; path?: string; base?: string; contentType?: string } = {},
): Promise<Upload> {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? `multipart/form-data; boundary=${options.boundary ?? BOUNDARY}`,
  };
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`;
  const base = options.base ?? inject('sandboxUrl');
  // A copy typed as fetch takes it (a Buffer's backing store may be shared).
  const response = await fetch(`${base}/portal${options.path ?? '/documents'}`, { method: 'POST', headers, body: new Uint8Array(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the test will say so
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
