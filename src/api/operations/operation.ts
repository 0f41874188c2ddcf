import { z } from '../zod.ts';
import { CustomerId, freeText } from '../schemas/common.ts';

export type Tag =
  | 'Company'
  | 'Documents'
  | 'Connections'
  | 'Lens'
  | 'API keys'
  | 'Payroll'
  | 'Payments'
  | 'Work log'
  | 'Invoicing'
  | 'Books'
  | 'Messages'
  | 'Filings'
  | 'Accounting';

/**
 * The error statuses an operation declares. 400–409, 422 and 503 are spec §7's; 501 is the project's
 * (an operation whose shapes the spec does not show answers it). 413 and 415 are not listed per operation:
 * every operation with a body can answer them (see `errorsOf`). 405 and 500 belong to no one operation; both are
 * service-wide assumptions (`serviceWideAssumptions`).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 501 | 503;

/** The largest request body the service reads; a larger one answers 413 (service-wide assumption). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export type SuccessStatus = 200 | 201 | 202;

export interface Endpoint {
  /** camelCase, unique */
  operationId: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI template relative to the base path `/portal`, e.g. `/acquirer-connections/{connection_id}/revalidate` */
  path: string;
  tag: Tag;
  summary: string;
  /** one string field per `{param}` of the path */
  pathParams?: z.ZodObject;
  /** always includes customer_id, optional */
  query?: z.ZodObject;
  /** writes only; always includes customer_id, optional */
  body?: z.ZodType;
  /**
   * How the body is sent: JSON unless said otherwise. A `multipart/form-data` body (a document upload) is
   * streamed part by part within its own byte limit; `body` then describes its parts.
   */
  bodyMediaType?: 'multipart/form-data';
  /** schema null: the spec does not show the shape */
  success: { status: SuccessStatus; schema: z.ZodType | null; description?: string };
  /**
   * A success answer that is not JSON: stored bytes sent as they are, with one of these types and these
   * headers (`schema` of `success` then describes the bytes).
   */
  binarySuccess?: { mediaTypes: readonly string[]; headers: Readonly<Record<string, string>> };
  /** A second success answer of the same operation, such as 200 when an upsert updates. */
  alternativeSuccess?: { status: SuccessStatus; description: string };
  errors: readonly ErrorStatus[];
  /** Which bearer kinds the operation accepts; a read-scoped key is still refused on every mutation. */
  bearers: 'interactive' | 'interactive_or_api_key';
  /** why, or what part, is the project's decision rather than spec text (docs/decisions/) */
  assumption?: string;
}

// Queries are sent by the client too, so an unknown parameter is refused like an unknown body field.
export const customerIdQuery = z.strictObject({ customer_id: CustomerId.optional() });

// An ID with a control character names no record: refused (404) before it reaches the database.
export const nonEmptySegment = freeText({ min: 1 });


export const notImplemented =
  'The sandbox checks access like for every other operation and then answers 501 with the error envelope until the service’s own description of the shapes arrives; it never fakes a success.';
export const shapesNotShown = `Request and response shapes are not shown; 200 follows docs/decisions/0016 on success codes. ${notImplemented}`;
