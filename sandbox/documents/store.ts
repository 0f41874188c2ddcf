import { randomBytes } from 'node:crypto';
import type { Document, DocumentKind } from '../../src/api/schemas/documents.ts';
import type { Database } from '../db/database.ts';
import type { IngestFailureReason } from '../../src/api/schemas/ingest-reasons.ts';
import { csvDataRows, type DocumentContentType } from './content-type.ts';
import { visibleDocumentSql, type DocumentViewer } from './visibility.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The ingest of an upload on the sandbox's clock (docs/decisions/0019: queued → parsed → booked, or failed, within a
 * minute): parsed 5 seconds after the upload, settled 20 seconds after it. The steps are stored as times
 * and the state read from the clock when asked, so that a restart neither loses nor repeats one.
 */
export const PARSED_AFTER_MS = 5_000;
export const SETTLED_AFTER_MS = 20_000;

export type IngestState = 'queued' | 'parsed' | 'booked' | 'failed';

export interface IngestRow {
  state: string;
  detail: string | null;
  reason: string | null;
  parsed_at: Date | null;
  settles_at: Date | null;
  settles_as: string | null;
  settle_detail: string | null;
  settle_reason: string | null;
}

export interface IngestNow {
  state: string;
  detail: string | null;
  /** Why a failed ingest failed, as a code (INGEST_FAILURE_REASONS); null otherwise. */
  reason: string | null;
}

/** The state of a file at `now`: a planned ingest by its times, a seeded one as it was stored. */
export function ingestStateAt(row: IngestRow, now: Date): IngestNow {
  if (row.parsed_at === null || row.settles_at === null || row.settles_as === null) return { state: row.state, detail: row.detail, reason: row.reason };
  if (now < row.parsed_at) return { state: 'queued', detail: null, reason: null };
  if (now < row.settles_at) return { state: 'parsed', detail: null, reason: null };
  const failed = row.settles_as === 'failed';
  return { state: row.settles_as, detail: failed ? row.settle_detail : null, reason: failed ? row.settle_reason : null };
}

/**
 * How an upload's ingest ends, decided by its content when it arrives, so that it is the same after any
 * restart. In plain English for staff, and as a code the portal says in the person's language:
 * - a CSV with a header and no rows: nothing to book (`no_rows`);
 * - anything else is booked.
 * The same bytes as an earlier document of the company are no failure: the file is kept, named a duplicate
 * of the earlier one (`duplicate_of`), and its ingest ends as that one's did — its content in the books once.
 */
export function outcomeOf(file: { bytes: Uint8Array; contentType: DocumentContentType }): {
  settlesAs: 'booked' | 'failed';
  detail: string | null;
  reason: IngestFailureReason | null;
} {
  if (file.contentType === 'text/csv' && csvDataRows(file.bytes) === 0) {
    return {
      settlesAs: 'failed',
      detail: 'The spreadsheet has a header line but no rows, so there is nothing to book. Send the file with its rows.',
      reason: 'no_rows',
    };
  }
  return { settlesAs: 'booked', detail: null, reason: null };
}

/**
 * A new document ID: the time and the file's position in its upload first, so that documents sent in the
 * same millisecond still sort in the order they were sent (duplicate_of names the earliest), then random.
 */
export function newDocumentId(at: Date, position: number): string {
  return `doc_${at.getTime().toString(36).padStart(9, '0')}${position.toString(36).padStart(2, '0')}${randomBytes(8).toString('hex')}`;
}

export interface StoredDocument {
  customer_id: string;
  id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: Date;
}

/** What a document belongs to (docs/decisions/0003-documents-by-role.md): a kind, and the thing when there is one. */
export interface BelongsTo {
  kind: DocumentKind;
  id?: string;
}

/** Who sent a document: a person (by subject) or an API key (by ID). */
export type Uploader = { person: string } | { key: string };

/**
 * What is stored besides the file: what it belongs to (`other` when absent: the first thing that names it
 * decides, migration 117) and who uploaded it (none for what the service or the firm put there).
 */
export interface Belonging {
  belongs_to?: BelongsTo;
  uploaded_by?: Uploader;
}

/**
 * Stores one document and its ingest row under the same ID. `ingest` is either a plan on the clock (an
 * upload), a fixed state (the seed's files, which stay where the seed put them), or `existing` when the
 * ingest row is there already (the seed's first files, older than documents).
 */
export async function insertDocument(
  tx: Queryable,
  document: StoredDocument & Belonging & { content: Uint8Array },
  ingest:
    | { plan: { parsedAt: Date; settlesAt: Date; settlesAs: 'booked' | 'failed'; detail: string | null; reason: string | null } }
    | { fixed: { state: IngestState; detail: string | null; reason?: string | null } }
    | 'existing',
): Promise<void> {
  // The bytes travel as base64 text, decoded by the database: PGlite serialises a bytea parameter byte by
  // byte, and a 25 MB one took it over 20 s; as text it takes under 2.
  const uploader = document.uploaded_by;
  await tx.query(
    `insert into documents (customer_id, id, filename, content_type, size_bytes, sha256, uploaded_at, content,
       belongs_to_kind, belongs_to_id, uploaded_by_person, uploaded_by_key)
     values ($1, $2, $3, $4, $5, $6, $7, decode($8, 'base64'), $9, $10, $11, $12)`,
    [
      document.customer_id,
      document.id,
      document.filename,
      document.content_type,
      document.size_bytes,
      document.sha256,
      document.uploaded_at,
      Buffer.from(document.content.buffer, document.content.byteOffset, document.content.byteLength).toString('base64'),
      document.belongs_to?.kind ?? 'other',
      document.belongs_to?.id ?? null,
      uploader !== undefined && 'person' in uploader ? uploader.person : null,
      uploader !== undefined && 'key' in uploader ? uploader.key : null,
    ],
  );
  if (ingest === 'existing') return;
  if ('plan' in ingest) {
    await tx.query(
      `insert into ingest_files (id, customer_id, filename, uploaded_at, state, detail, parsed_at, settles_at, settles_as, settle_detail, settle_reason)
       values ($1, $2, $3, $4, 'queued', null, $5, $6, $7, $8, $9)`,
      [
        document.id,
        document.customer_id,
        document.filename,
        document.uploaded_at,
        ingest.plan.parsedAt,
        ingest.plan.settlesAt,
        ingest.plan.settlesAs,
        ingest.plan.detail,
        ingest.plan.reason,
      ],
    );
  } else {
    await tx.query(
      `insert into ingest_files (id, customer_id, filename, uploaded_at, state, detail, reason) values ($1, $2, $3, $4, $5, $6, $7)`,
      [document.id, document.customer_id, document.filename, document.uploaded_at, ingest.fixed.state, ingest.fixed.detail, ingest.fixed.reason ?? null],
    );
  }
}

type DocumentRow = StoredDocument & IngestRow & { duplicate_of: string | null; belongs_to_kind: string; belongs_to_id: string | null };

/** Every column a document answer needs: the document, its ingest row (same ID) and what it duplicates. */
const DOCUMENT_SELECT = `
  select d.customer_id, d.id, d.filename, d.content_type, d.size_bytes, d.sha256, d.uploaded_at, d.belongs_to_kind, d.belongs_to_id,
         coalesce(i.state, 'queued') as state, i.detail, i.reason, i.parsed_at, i.settles_at, i.settles_as, i.settle_detail, i.settle_reason,
         (select e.id from documents e
           where e.customer_id = d.customer_id and e.sha256 = d.sha256
             and (e.uploaded_at, e.id) < (d.uploaded_at, d.id)
           order by e.uploaded_at, e.id limit 1) as duplicate_of
  from documents d left join ingest_files i on i.id = d.id and i.customer_id = d.customer_id`;

export function documentAnswer(row: DocumentRow, now: Date): Document {
  const { state, detail, reason } = ingestStateAt(row, now);
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    uploaded_at: row.uploaded_at.toISOString(),
    state,
    ...(state === 'failed' && detail !== null ? { detail } : {}),
    ...(state === 'failed' && reason !== null ? { reason } : {}),
    duplicate_of: row.duplicate_of,
    belongs_to: { kind: row.belongs_to_kind, ...(row.belongs_to_id === null ? {} : { id: row.belongs_to_id }) },
  };
}

/** The company's documents the viewer may see, newest first (ties by ID, so that the order is the same on every read). */
export async function listDocumentRows(db: Database, customerId: string, viewer: DocumentViewer): Promise<DocumentRow[]> {
  const params: unknown[] = [customerId];
  const visible = visibleDocumentSql(viewer, 'd', params);
  return (await db.query<DocumentRow>(`${DOCUMENT_SELECT} where d.customer_id = $1 and ${visible} order by d.uploaded_at desc, d.id desc`, params)).rows;
}

/**
 * One document of the company, when the viewer may see it; another company's is no document of this one, and
 * one the viewer may not see is answered alike. `viewer` is absent only where the service reads its own.
 */
export async function documentRow(db: Database, customerId: string, id: string, viewer?: DocumentViewer): Promise<DocumentRow | undefined> {
  const params: unknown[] = [customerId, id];
  const visible = viewer === undefined ? 'true' : visibleDocumentSql(viewer, 'd', params);
  return (await db.query<DocumentRow>(`${DOCUMENT_SELECT} where d.customer_id = $1 and d.id = $2 and ${visible}`, params)).rows[0];
}

export async function documentContent(
  db: Database,
  customerId: string,
  id: string,
  viewer: DocumentViewer,
): Promise<{ filename: string; content_type: string; sha256: string; content: Uint8Array } | undefined> {
  const params: unknown[] = [customerId, id];
  const visible = visibleDocumentSql(viewer, 'd', params);
  // As text for the same reason as on the way in (`encode` breaks lines, which base64 decoding skips).
  const row = (
    await db.query<{ filename: string; content_type: string; sha256: string; content_base64: string }>(
      `select d.filename, d.content_type, d.sha256, encode(d.content, 'base64') as content_base64
       from documents d where d.customer_id = $1 and d.id = $2 and ${visible}`,
      params,
    )
  ).rows[0];
  if (!row) return undefined;
  const { content_base64, ...rest } = row;
  return { ...rest, content: Buffer.from(content_base64, 'base64') };
}
