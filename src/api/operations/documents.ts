import { z } from '../zod.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  DocumentContent,
  DocumentList,
  DocumentResult,
  DocumentUploadForm,
  DocumentUploadResult,
} from '../schemas/documents.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

const documentIdPath = z.strictObject({ document_id: nonEmptySegment.describe('document ID') });

export const uploadDocuments = {
  operationId: 'uploadDocuments',
  method: 'POST',
  path: '/documents',
  tag: 'Documents',
  summary: 'Upload 1 to 20 files (receipts, invoices, statements) in one multipart request of at most 25 MB',
  body: DocumentUploadForm,
  bodyMediaType: 'multipart/form-data',
  success: { status: 201, schema: DocumentUploadResult, description: 'Every file stored, each queued for ingest.' },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption:
    'docs/decisions/0019: POST /documents, multipart/form-data with parts `files` (1 to 20) and an optional `customer_id`; 400 `too_many_files` or `no_files`; 413 `upload_too_large` over 26 214 400 bytes of request body, counted while it streams in; 415 `unsupported_media_type` for a request not sent as multipart/form-data or a file whose content is not an accepted type, naming the file; 415 `name_does_not_match_content` for a file whose name ends in something other than an ending of the type its content is (pdf; jpg or jpeg; png; heic or heif; xml; csv; xlsx) — a script ending .bat that reads as CSV, a text ending .pdf — the detail beginning with the filename as a JSON string and naming the ending and the type found (a name without an ending claims nothing); all or nothing; 201 {customer_id, documents}. Who may upload: every member of the company (any role; the firm’s staff only read) and a write-scoped key (spec §5 rule 1: a read key 403); every role that writes anything in the company, as the claimant photographing a receipt.',
} as const satisfies Endpoint;

export const listDocuments = {
  operationId: 'listDocuments',
  method: 'GET',
  path: '/documents',
  tag: 'Documents',
  summary: 'The company’s documents, newest first, with their ingest state',
  query: customerIdQuery,
  success: { status: 200, schema: DocumentList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0019: GET /documents → {customer_id, documents} newest first.',
} as const satisfies Endpoint;

export const getDocument = {
  operationId: 'getDocument',
  method: 'GET',
  path: '/documents/{document_id}',
  tag: 'Documents',
  summary: 'One document of the company; another company’s document is not found',
  pathParams: documentIdPath,
  query: customerIdQuery,
  success: { status: 200, schema: DocumentResult },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0019: GET /documents/{document_id} → one document, here {customer_id, document}.',
} as const satisfies Endpoint;

export const getDocumentContent = {
  operationId: 'getDocumentContent',
  method: 'GET',
  path: '/documents/{document_id}/content',
  tag: 'Documents',
  summary: 'The stored bytes of one document, as uploaded',
  pathParams: documentIdPath,
  query: customerIdQuery,
  success: { status: 200, schema: DocumentContent, description: 'The stored bytes, with the type decided at upload.' },
  binarySuccess: {
    mediaTypes: DOCUMENT_CONTENT_TYPES,
    headers: {
      ETag: 'the document’s sha256 in quotes: `"<sha256>"`',
      'Content-Disposition': "`inline; filename*=UTF-8''<the filename, percent-encoded>`, its ending the decided type's (a name sent as `maksu.bat` whose content is CSV is given as `maksu.csv`)",
      'X-Content-Type-Options': '`nosniff`',
      'Content-Security-Policy': '`sandbox`: a document opened on its own runs no script and reaches no origin',
    },
  },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption:
    'docs/decisions/0019: the stored bytes with their Content-Type, ETag "<sha256>", Content-Disposition inline; filename*=UTF-8\'\'…, X-Content-Type-Options nosniff and Content-Security-Policy sandbox; a purchase bill’s original.resource.uri (spec §2.11) is `/documents/{document_id}`, whose bytes are here.',
} as const satisfies Endpoint;
