import { downloadName } from '../../../src/api/document-names.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { companyOf, type Handler } from '../handler.ts';
import { decideContentType, nameContradicts, type DocumentContentType } from '../../documents/content-type.ts';
import { UploadForm } from './read-upload.ts';
import {
  PARSED_AFTER_MS,
  SETTLED_AFTER_MS,
  documentAnswer,
  documentContent,
  documentRow,
  insertDocument,
  listDocumentRows,
  newDocumentId,
  outcomeOf,
  type Uploader,
} from '../../documents/store.ts';
import { documentViewerOf } from '../../documents/visibility.ts';

/** 415: a file whose name claims a type its content is not (a script ending `.bat` that reads as CSV). */
export const NAME_DOES_NOT_MATCH_CONTENT = 'name_does_not_match_content';

/** The sandbox's clock: the ingest of every upload moves on it (tests move it with fake timers). */
const now = () => new Date();

/**
 * POST /documents (docs/decisions/0019). The request has been read within its limits (413, too many
 * files) and the bearer may upload here; now every file is judged by its content, and either all are
 * stored, in one transaction, or none is.
 */
export const uploadDocuments: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const form = ctx.body;
  if (!(form instanceof UploadForm)) throw new Error('route table error: an upload ran without its multipart form');
  if (form.files.length === 0) {
    throw badRequest('no_files', 'The upload holds no file: send each file as a part named files.');
  }
  const judged: { filename: string; bytes: Uint8Array; sha256: string; contentType: DocumentContentType }[] = [];
  for (const file of form.files) {
    const decision = await decideContentType(file.bytes);
    if (!decision.accepted) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        `${JSON.stringify(file.filename)} is not a PDF, JPEG, PNG, HEIC, Finvoice XML, CSV or XLSX file: ${decision.reason}. Nothing of this upload was kept.`,
      );
    }
    const contradiction = nameContradicts(file.filename, decision.contentType);
    if (contradiction) {
      // the file is named first, as a JSON string, so that the portal can put its words next to that file
      throw new ApiError(
        415,
        NAME_DOES_NOT_MATCH_CONTENT,
        `${JSON.stringify(file.filename)}: its name claims ${
          contradiction.claims.length === 0 ? `.${contradiction.ending}, which is none of the accepted types` : `.${contradiction.ending} (${contradiction.claims.join(' or ')})`
        }, but its content is ${decision.contentType}. A file is taken only under a name that matches its content; rename it or send the right file. Nothing of this upload was kept.`,
      );
    }
    judged.push({ filename: file.filename, bytes: file.bytes, sha256: file.sha256, contentType: decision.contentType });
  }

  const uploadedAt = now();
  // the uploader always sees what they sent; it belongs to nothing until something names it (migration 117)
  const uploader: Uploader = ctx.principal.kind === 'api_key' ? { key: ctx.principal.keyId } : { person: ctx.principal.subject };
  const ids = await ctx.db.transaction(async (tx) => {
    const stored: string[] = [];
    for (const [position, file] of judged.entries()) {
      const id = newDocumentId(uploadedAt, position);
      const outcome = outcomeOf(file);
      await insertDocument(
        tx,
        {
          customer_id,
          id,
          filename: file.filename,
          content_type: file.contentType,
          size_bytes: file.bytes.byteLength,
          sha256: file.sha256,
          uploaded_at: uploadedAt,
          content: file.bytes,
          uploaded_by: uploader,
        },
        {
          plan: {
            parsedAt: new Date(uploadedAt.getTime() + PARSED_AFTER_MS),
            settlesAt: new Date(uploadedAt.getTime() + SETTLED_AFTER_MS),
            settlesAs: outcome.settlesAs,
            detail: outcome.detail,
            reason: outcome.reason,
          },
        },
      );
      stored.push(id);
    }
    return stored;
  });

  const documents = [];
  for (const id of ids) {
    const row = await documentRow(ctx.db, customer_id, id);
    if (!row) throw new Error(`document ${id} was stored and cannot be read back`);
    documents.push(documentAnswer(row, uploadedAt));
  }
  return { status: 201, body: { customer_id, documents } };
};

/** GET /documents: the documents the bearer may see (visibility.ts), newest first, each with the ingest state it has now. */
export const listDocuments: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const at = now();
  const rows = await listDocumentRows(ctx.db, customer_id, documentViewerOf(ctx));
  return { status: 200, body: { customer_id, documents: rows.map((row) => documentAnswer(row, at)) } };
};

const noSuchDocument = (id: string) => notFound(`No document ${JSON.stringify(id)} in this company that you may see.`);

/**
 * GET /documents/{document_id}: another company's document, and one the bearer may not see (visibility.ts), is
 * no document here (404, as one that does not exist: never a 403 telling that it does).
 */
export const getDocument: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const id = ctx.params.document_id ?? '';
  const row = await documentRow(ctx.db, customer_id, id, documentViewerOf(ctx));
  if (!row) throw noSuchDocument(id);
  return { status: 200, body: { customer_id, document: documentAnswer(row, now()) } };
};

/** RFC 8187 `filename*`: UTF-8, percent-encoded, so that any name (spaces, ä, quotes) survives the header. */
export function contentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename*=UTF-8''${encoded}`;
}

/**
 * GET /documents/{document_id}/content: the bytes as stored, never sniffed, and inert when opened on their
 * own (`Content-Security-Policy: sandbox`: no script, no origin of the service's).
 */
export const getDocumentContent: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const id = ctx.params.document_id ?? '';
  const document = await documentContent(ctx.db, customer_id, id, documentViewerOf(ctx));
  if (!document) throw noSuchDocument(id);
  return {
    status: 200,
    body: undefined,
    content: {
      bytes: document.content,
      headers: {
        'Content-Type': document.content_type,
        ETag: `"${document.sha256}"`,
        'Content-Disposition': contentDisposition(downloadName(document.filename, document.content_type)),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      },
    },
  };
};
