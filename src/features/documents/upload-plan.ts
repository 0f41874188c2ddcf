import { ApiError } from '../../api/api-error.ts';
import { DOCUMENT_ENDINGS, fileEnding } from '../../api/document-names.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../api/schemas/documents.ts';

/** What a picked file is, as far as the plan needs it: a browser File has all of it. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Why a file is not sent at all: said before anything goes out, naming the file. */
export type RefusalReason = 'too_large' | 'empty' | 'type';

export interface UploadPlan<F extends PickedFile> {
  /** The requests to send, in order, each within the service's limits (docs/decisions/0019, spec §8). */
  requests: F[][];
  refused: { file: F; reason: RefusalReason }[];
}

/**
 * The file endings of the types the service accepts. The service decides by a file's content, not its name\n * (docs/decisions/0019); the portal checks the name and the browser's word only to refuse before sending what the
 * service would surely refuse, naming the file — a photo whose type the browser does not know (HEIC, often)
 * still goes when its name says what it is.
 */
const ACCEPTED_ENDINGS: ReadonlySet<string> = new Set(Object.values(DOCUMENT_ENDINGS).flat());
const ACCEPTED_TYPES: readonly string[] = [...DOCUMENT_CONTENT_TYPES, 'image/jpg', 'text/xml', 'application/csv'];

export function looksAccepted(file: PickedFile): boolean {
  const ending = fileEnding(file.name);
  return (ending !== undefined && ACCEPTED_ENDINGS.has(ending)) || ACCEPTED_TYPES.includes(file.type.toLowerCase());
}

/**
 * The multipart framing a file adds to the request body: its boundary line, its part headers (name, filename,
 * type) and line ends. Estimated from above — the filename three times over, as a browser may escape every
 * byte of it — so that a request planned within the limit is within it on the wire.
 */
export function partOverhead(file: PickedFile): number {
  return 256 + 3 * new TextEncoder().encode(file.name).length + file.type.length;
}
/** The closing boundary and the `customer_id` part. */
export const REQUEST_OVERHEAD = 512;

/**
 * Splits what the person picked into requests the service accepts: at most MAX_UPLOAD_FILES files and
 * MAX_UPLOAD_BYTES of body each, in the order picked (a file that does not fit opens the next request). A file
 * that alone exceeds the limit, an empty file and one of a type the service does not take are refused here.
 */
export function planUpload<F extends PickedFile>(files: readonly F[]): UploadPlan<F> {
  const requests: F[][] = [];
  const refused: UploadPlan<F>['refused'] = [];
  let current: F[] = [];
  let bytes = REQUEST_OVERHEAD;
  for (const file of files) {
    const cost = file.size + partOverhead(file);
    if (file.size === 0) refused.push({ file, reason: 'empty' });
    else if (!looksAccepted(file)) refused.push({ file, reason: 'type' });
    else if (REQUEST_OVERHEAD + cost > MAX_UPLOAD_BYTES) refused.push({ file, reason: 'too_large' });
    else {
      if (current.length === MAX_UPLOAD_FILES || bytes + cost > MAX_UPLOAD_BYTES) {
        requests.push(current);
        current = [];
        bytes = REQUEST_OVERHEAD;
      }
      current.push(file);
      bytes += cost;
    }
  }
  if (current.length > 0) requests.push(current);
  return { requests, refused };
}

/** A file of a sent request that the service refused by name (415), and why, for the words next to it. */
export type RefusedFile = { name: string; kind: 'mismatch'; ending: string } | { name: string; kind: 'not_document' };

/**
 * Which of a request's files the service refused, when it names one: its 415 `detail` names the file as a
 * JSON string (docs/decisions/0019; the operation's assumption), so that the portal can say why next
 * to that file and choose the request's other files again. `name_does_not_match_content` is a name whose
 * ending claims another type than its content; `unsupported_media_type` content that is no document at all.
 */
export function refusedFileOf(error: unknown, names: readonly string[]): RefusedFile | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 415) return undefined;
  const name = names.find((candidate) => error.detail.includes(JSON.stringify(candidate)));
  if (name === undefined) return undefined;
  if (error.error === 'name_does_not_match_content') return { name, kind: 'mismatch', ending: fileEnding(name) ?? '' };
  if (error.error === 'unsupported_media_type') return { name, kind: 'not_document' };
  return undefined;
}
