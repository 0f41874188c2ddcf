/** The OpenAPI document's words: each tag's description, and what each success and error status means. */
import { MAX_REQUEST_BODY_BYTES, type ErrorStatus, type Tag } from './endpoints.ts';
import * as documents from './schemas/documents.ts';

export const tagDescriptions: Record<Tag, string> = {
  Company: 'Profile, identity, overview and status of the accounting agent.',
  Documents: 'Receipt, invoice and contract uploads and per-file ingest metadata.',
  Connections:
    'Source-system connections (bank, settlement providers, commerce, accounting systems, inbox, spreadsheets) and service-connection requests and confirmations.',
  Lens: 'Typed read models over the books, including the connections catalog.',
  'API keys': 'Management of portal API keys (interactive admin session only; API-key bearers receive 403).',
  Payroll:
    'Employees, tax cards, employer settings, draft runs, payslips. Every payroll operation, reads included, requires an interactive admin or existing broad-approver session and is unavailable to API keys.',
  Payments:
    'Review and named-human release of source-bound purchase, payroll and reimbursement payments. Direct delivery to the bank is the only rail; there is no manual payment composer and no bank or payment file. A batch that cannot be delivered directly to the bank fails closed.',
  'Work log':
    'An append-only log of work hours (date, minutes, note). Entries are records for invoicing and payroll evidence and do not post to the books.',
  Invoicing: 'Sales and purchase invoices, invoice review decisions and purchase-bill review snapshots.',
  Books:
    'Read-only windows into the general ledger (sheet, statements, analytics). There is no cell-edit or batch-edit operation. The one write is a row declaration, which records the customer’s answer about a row as evidence for the agent.',
  Messages:
    'The chat channel between the company and its accounting firm and agent: threads, each about one thing of the company or general, with documents attached; append-only history and per-person read state.',
  Filings:
    'What the firm files for the company: obligations with their due dates, the figures filed, review requests for the company to approve, the produced output packages, and the filing authorizations the firm holds.',
  Accounting:
    'Accountant read models (ledger, journal entries, context cards, filings strip, SQL explorer). Every endpoint requires staff access or the company admin role; other bearers receive 403.',
};

export const errorResponses: Record<ErrorStatus | 413 | 415, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'A field is missing or malformed: the request does not match the operation’s schema (type, format, pattern, range, length, checksum), names an unknown field or a query parameter the operation does not declare (the empty name and words such as `__proto__` included), or its body is not JSON in well-formed UTF-8.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'Missing or invalid bearer token: an unknown or revoked API key, or an ID token that the identity provider did not sign for the portal, that has expired, that was issued in the future or that lives longer than the provider issues ID tokens (60 seconds of clock leeway).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Insufficient scope or role, for example a read-scoped key on a mutating method or an API key on an interactive-only endpoint.',
  },
  404: { name: 'NotFound', description: 'Not found.' },
  409: {
    name: 'Conflict',
    description: 'The provider verified the acquirer key and its merchant account is already connected to another company; nothing is stored.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: `The request body is over ${MAX_REQUEST_BODY_BYTES} bytes (a document upload: over ${documents.MAX_UPLOAD_BYTES} bytes, error \`upload_too_large\`, counted while it streams in); nothing was read or changed.`,
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The request has a body that is not sent as `Content-Type: application/json` (a `charset` parameter, if given, must be `utf-8`; no other type or parameter is taken); a document upload is sent as `multipart/form-data` instead, and is refused too when one of its files is not of an accepted type by its content (the detail names the file). Nothing was read or changed.',
  },
  422: {
    name: 'UnprocessableContent',
    description:
      'Validation failure: the request is well formed, but the service refuses it for what it contradicts (the company’s stored state, another field, or an outside party’s answer).',
  },
  501: {
    name: 'NotImplemented',
    description:
      'The operation exists, but its request and response shapes are not shown in the specification; the service checked access and changed nothing.',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A dependency could not be reached, or the acquirer key could not be stored or the connection started; nothing is kept; retry.',
  },
};

export const successDescriptions: Record<200 | 201 | 202, string> = { 200: 'OK.', 201: 'Created.', 202: 'Accepted.' };
export const unshownResponse = 'Response shape not shown in the specification';
