import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../../src/api/schemas/documents.ts';
import { ApiError, badRequest } from '../errors.ts';

/** One file of an upload as it came in: its bytes, and their SHA-256 computed while they streamed in. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  sha256: string;
}

/** A `multipart/form-data` upload, read whole within its limits (docs/decisions/0019). */
export class UploadForm {
  customerId: unknown = undefined;
  readonly files: UploadedFile[] = [];
}

/** The free-text rule of the contract: no C0 control character but tab, LF and CR, and no DEL (a filename is stored as text). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

export const FILES_PART = 'files';
export const CUSTOMER_ID_PART = 'customer_id';

export const uploadTooLarge = () =>
  new ApiError(
    413,
    'upload_too_large',
    `The upload is over ${MAX_UPLOAD_BYTES} bytes (25 MB) in one request; nothing was kept. Send the files in several requests.`,
  );

const tooManyFiles = () =>
  badRequest('too_many_files', `One upload takes at most ${MAX_UPLOAD_FILES} files; nothing was kept. Send the rest in another request.`);

/** `multipart/form-data` with a boundary: any other type answers 415 before the body is read. */
export function isMultipartFormData(contentType: string | null): boolean {
  if (contentType === null) return false;
  // split, not one expression with `.*` in it: a long header is read in linear time
  const [type = '', ...parameters] = contentType.split(';');
  return type.trim().toLowerCase() === 'multipart/form-data' && parameters.some((parameter) => /^[ \t]*boundary=/i.test(parameter));
}

export function checkUploadMediaType(headers: Headers): void {
  const type = headers.get('Content-Type');
  if (isMultipartFormData(type)) return;
  throw new ApiError(
    415,
    'unsupported_media_type',
    `Documents are sent as Content-Type: multipart/form-data with a boundary, one part named files per file${
      type === null ? '; the request names no type' : `, not ${JSON.stringify(type)}`
    }. Nothing was read or changed.`,
  );
}

/**
 * A refused request's body is still read to its end, and thrown away, up to this many bytes: a proxy in front
 * of the service (Vite's dev proxy) that is still sending it then passes on the refusal (413, 400) instead of
 * answering 502 for a connection closed under it. A body longer than this is cut off, its connection closed.
 */
export const DISCARD_REFUSED_BYTES = 64 * 1024 * 1024;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, alreadyRead: number): Promise<void> {
  if (!reader) return;
  let read = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
    if (read > DISCARD_REFUSED_BYTES) {
      await reader.cancel();
      return;
    }
  }
}

/**
 * Reads an upload while it streams in, counting every byte of the request body (the multipart framing
 * included): a declared Content-Length over the limit is refused before anything is kept, and a body that
 * grows over it stops being kept at the chunk that crosses it, so that no more than the limit is ever held
 * (the rest is read and thrown away, see DISCARD_REFUSED_BYTES).
 * A 21st file is refused as soon as its part begins. Nothing is kept here: the caller stores the files,
 * all of them or none, once every check has passed.
 */
export async function readUpload(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES) {
    if (declared <= DISCARD_REFUSED_BYTES) await discardRest(request.body?.getReader(), 0);
    throw uploadTooLarge();
  }

  let failure: ApiError | undefined;
  const fail = (error: ApiError) => {
    failure ??= error;
  };
  const form = new UploadForm();
  let customerIdParts = 0;
  const ended: Promise<void>[] = [];

  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: { fields: 10, fieldSize: 1024, headerPairs: 20 },
    });
  } catch {
    throw badRequest('invalid_request', 'The body is not multipart/form-data with a boundary.');
  }

  parser.on('file', (name, stream, filename) => {
    if (name !== FILES_PART) {
      fail(badRequest('invalid_request', `Part ${JSON.stringify(name)} is not taken: send each file as a part named files.`));
      stream.resume();
      return;
    }
    if (form.files.length >= MAX_UPLOAD_FILES) {
      fail(tooManyFiles());
      stream.resume();
      return;
    }
    if (!filename) {
      fail(badRequest('invalid_request', 'A files part has no filename; every file is sent with its name.'));
      stream.resume();
      return;
    }
    if (hasControlCharacter(filename)) {
      fail(badRequest('invalid_request', `The filename ${JSON.stringify(filename)} holds a control character; rename the file.`));
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    const file: UploadedFile = { filename, bytes: Buffer.alloc(0), sha256: '' };
    form.files.push(file);
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      chunks.push(chunk);
    });
    ended.push(
      new Promise<void>((resolve) => {
        stream.on('end', () => {
          file.bytes = Buffer.concat(chunks);
          file.sha256 = hash.digest('hex');
          resolve();
        });
        stream.on('error', () => resolve());
      }),
    );
  });
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (name === FILES_PART) {
      fail(badRequest('invalid_request', 'A files part came without a filename; every file is sent as a file part with its name.'));
    } else if (name !== CUSTOMER_ID_PART || nameTruncated) {
      fail(badRequest('invalid_request', `Part ${JSON.stringify(name)} is not taken here: an upload takes parts named files and customer_id.`));
    } else if (valueTruncated) {
      fail(badRequest('invalid_request', 'customer_id: too long.'));
    } else if ((customerIdParts += 1) > 1) {
      fail(badRequest('invalid_request', 'customer_id is given more than once.'));
    } else {
      form.customerId = value;
    }
  });
  parser.on('fieldsLimit', () => fail(badRequest('invalid_request', 'The upload has too many parts that are not files.')));
  parser.on('partsLimit', () => fail(badRequest('invalid_request', 'The upload has too many parts.')));
  let parseError: unknown;
  parser.on('error', (error: unknown) => {
    parseError ??= error;
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('finish', () => resolve());
    parser.on('error', () => resolve());
  });

  const reader = request.body?.getReader();
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_UPLOAD_BYTES) fail(uploadTooLarge());
      if (failure || parseError) {
        parser.destroy();
        await discardRest(reader, size);
        break;
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), finished]);
    }
  }
  if (!failure && !parseError) {
    parser.end();
    await finished;
    if (!parseError) await Promise.all(ended);
  }
  if (failure) throw failure;
  if (parseError) throw badRequest('invalid_request', 'The body is not well-formed multipart/form-data.');
  return form;
}
