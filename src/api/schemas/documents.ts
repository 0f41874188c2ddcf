import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { CustomerId, Timestamp, everyListedFieldPresent } from './common.ts';
import { IngestFailureReason } from './ingest-reasons.ts';

// --- Documents (spec §1 Documents, §8; docs/decisions/0019, 0003) -------------------------------------

/** Spec §8: files per upload request. */
export const MAX_UPLOAD_FILES = 20;
/** Spec §8: bytes per upload request, 25 MB read as 25 MiB (docs/decisions/0019: 26 214 400 bytes of request body). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * The types a document is accepted as, decided from its bytes (never its name or the sender's word).
 * HEIF is HEIC's container under its other brand name: a phone's photo may carry either.
 */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/xml',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

const contentTypeAssumption =
  'docs/decisions/0016: a file is accepted by its content, not its name: PDF, JPEG, PNG and HEIC (or HEIF, the same container under another brand) by their magic bytes, XLSX as an Office Open XML zip holding a workbook; XML and CSV have no magic bytes: XML is accepted when it is a Finvoice invoice (an optional byte-order mark, XML declaration, comments and processing instructions, then the root element `Finvoice`), CSV when it is well-formed UTF-8 text without control characters other than tab, CR and LF whose first line holds a `;`, `,` or tab delimiter. Anything else is 415 `unsupported_media_type` naming the file.';

export const DocumentState = openValues(['queued', 'parsed', 'booked', 'failed']);

/** What a document can belong to (docs/decisions/0003-documents-by-role.md); read tolerantly, an unknown kind as it came. */
export const DOCUMENT_KINDS = ['purchase', 'sales', 'bank', 'payroll', 'filing', 'claim', 'contract', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DocumentBelongsTo = z
  .object({
    kind: openValues(DOCUMENT_KINDS).describe('purchase, sales, bank, payroll, filing, claim, contract or other (read tolerantly)'),
    id: z
      .string()
      .optional()
      .describe('the thing it belongs to, when there is one: a purchase bill, a sales invoice’s number, an expense claim, a filing, a payroll run'),
  })
  .meta({
    id: 'DocumentBelongsTo',
    description: 'What the document belongs to; who may see it follows from it.',
    'x-assumption':
      'docs/decisions/0003: each document has `belongs_to: {kind, id?}`. Who sees (lists, opens, downloads, attaches) a document: the company’s admin and approver every kind; an operator every kind but `payroll`; `purchase_invoices` and `invoice_reviewer` `purchase` documents and the receipts of the expense claims they decide; a claimant the receipts of her own claims; the firm’s staff all; a write key as the operator, a read key the same read-only; and everyone the documents they uploaded themselves. Any other document answers 404, as one that does not exist (never 403). Not said by the spec: what an upload belongs to, `other` until the first thing that names it — a claim’s receipts `claim` (the claim), a bill’s clarification `purchase` (the bill), an attachment in the thread of a bill, a claim, a payroll run or a filing that thing’s kind; it never changes after (docs/decisions/0003-documents-by-role.md). An employer’s returns (`employer_contributions`, `incomes_register_report`) are `payroll`, the other returns `filing`.',
  });
export type DocumentBelongsTo = z.infer<typeof DocumentBelongsTo>;

export const Document = z
  .object({
    id: z.string().describe('document ID; the same ID names the file in GET /ingest-status'),
    filename: z.string().describe('the name the file was sent with'),
    content_type: openValues(DOCUMENT_CONTENT_TYPES).meta({
      description: 'the type the service decided from the file’s bytes',
      'x-assumption': contentTypeAssumption,
    }),
    size_bytes: z.int().min(0),
    sha256: z.string().describe('lowercase hex SHA-256 of the stored bytes'),
    uploaded_at: Timestamp,
    state: DocumentState.describe('ingest state: queued, parsed, booked or failed (read tolerantly)'),
    detail: z.string().optional().describe('why the file could not be used; present when state is failed'),
    reason: IngestFailureReason.optional(),
    duplicate_of: z
      .string()
      .nullable()
      .describe('the earliest earlier document of the company with the same sha256; null when there is none (the file is stored all the same)'),
    belongs_to: DocumentBelongsTo,
  })
  .meta({
    id: 'Document',
    description: 'One uploaded document (receipt, invoice, statement) and how far its ingest has got.',
    'x-assumption': `docs/decisions/0016: {id, filename, content_type, size_bytes, sha256, uploaded_at, state, duplicate_of} and (docs/decisions/0003) \`belongs_to\`; \`detail\`, as in GET /ingest-status, only when state is failed. ${everyListedFieldPresent} Not said by the spec: why an ingest fails; the sandbox fails a CSV with a header and no rows (\`reason\` \`no_rows\`), \`detail\` saying so in plain English. A file with the same bytes as an earlier document of the company is no failure: it is kept, named in duplicate_of, and its ingest ends booked (its content is in the books once, as the earlier one's).`,
  });
export type Document = z.infer<typeof Document>;

export const DocumentUploadForm = z
  .strictObject({
    customer_id: CustomerId.optional().describe('target company, optional for API keys'),
    files: z.array(z.file()).min(1).max(MAX_UPLOAD_FILES).describe('one part per file, each named `files`, with its filename'),
  })
  .meta({
    id: 'DocumentUploadForm',
    description: 'The parts of a `multipart/form-data` upload: 1 to 20 parts named `files` and an optional `customer_id` part.',
    'x-assumption':
      'docs/decisions/0019: at most 20 files (400 `too_many_files`; none: 400 `no_files`) and at most 26 214 400 bytes of request body, the multipart framing included (413 `upload_too_large`, counted while reading, nothing kept). A part other than `files` and `customer_id`, or a `files` part without a filename, is 400 `invalid_request`. All or nothing: one refused file keeps none.',
  });

export const DocumentUploadResult = z
  .object({
    customer_id: CustomerId,
    documents: z.array(Document).describe('the stored documents, in the order their files were sent; each is queued'),
  })
  .meta({ id: 'DocumentUploadResult', description: 'The documents one upload stored.', 'x-assumption': 'docs/decisions/0019: 201 {customer_id, documents}.' });
export type DocumentUploadResult = z.infer<typeof DocumentUploadResult>;

export const DocumentList = z
  .object({
    customer_id: CustomerId,
    documents: rows(z.array(Document).describe('newest first')),
  })
  .meta({
    id: 'DocumentList',
    description: 'The company’s documents the bearer may see, newest first.',
    'x-assumption': 'docs/decisions/0019: GET /documents → {customer_id, documents} newest first; docs/decisions/0003: only those the bearer may see (DocumentBelongsTo).',
  });
export type DocumentList = z.infer<typeof DocumentList>;

export const DocumentResult = z
  .object({ customer_id: CustomerId, document: Document })
  .meta({
    id: 'DocumentResult',
    description: 'One document of the company.',
    'x-assumption': 'docs/decisions/0019 says GET /documents/{document_id} answers one document; it is wrapped as {customer_id, document}, like every other single read of the contract.',
  });
export type DocumentResult = z.infer<typeof DocumentResult>;

export const DocumentContent = z.file().meta({ id: 'DocumentContent', description: 'The stored bytes of a document, exactly as uploaded.' });
