import type { SubjectKind } from '../../src/api/schemas/messages.ts';
import { visibleDocumentSql, type DocumentViewer } from '../documents/visibility.ts';
import { ApiError } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import type { AuthorRef } from './post-message.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Who is reading or writing, as the messages see them: the firm's staff (the other side of every thread), a
 * member of the company with their roles there, or an API key (acting as operator, spec §5 rule 2). `author`
 * is how their messages are signed; its `ref` is what read marks and "only the author" compare.
 */
export interface Viewer {
  kind: 'staff' | 'member' | 'api_key';
  /** The person's subject (the claimant of an expense claim is named by it); null for a key. */
  subject: string | null;
  roles: readonly CompanyRole[];
  author: AuthorRef;
}

export function viewerOf(ctx: HandlerContext): Viewer {
  const { principal } = ctx;
  if (principal.kind === 'api_key') {
    return { kind: 'api_key', subject: null, roles: ctx.roles, author: { kind: 'api_key', ref: principal.keyId, name: principal.name, email: null } };
  }
  const kind = principal.staff ? 'staff' : 'member';
  return { kind, subject: principal.subject, roles: ctx.roles, author: { kind, ref: principal.email, name: principal.name, email: principal.email } };
}

/** The viewer as the rule of who sees a document sees them (docs/decisions/0003-documents-by-role.md). */
export function documentViewerOfMessages(viewer: Viewer): DocumentViewer {
  const key = viewer.kind === 'api_key';
  return { staff: viewer.kind === 'staff', person: key ? null : viewer.subject, key: key ? viewer.author.ref : null, roles: viewer.roles };
}

/** Whether the viewer is a person, who has read state (a key has none). */
export const isPerson = (viewer: Viewer): boolean => viewer.kind !== 'api_key';

const holds = (viewer: Viewer, ...roles: CompanyRole[]) => viewer.roles.some((role) => roles.includes(role));

/** The kinds of subject whose threads the viewer sees by role alone (the claimant's own claim and documents aside). */
function kindsSeenByRole(viewer: Viewer): SubjectKind[] {
  const interactive = viewer.kind === 'member';
  const kinds: SubjectKind[] = [];
  if (interactive && holds(viewer, 'purchase_invoices', 'invoice_reviewer')) kinds.push('purchase_bill', 'expense_claim');
  if (interactive && holds(viewer, 'admin', 'approver')) kinds.push('payroll_run', 'payment_batch');
  if (holds(viewer, 'admin', 'approver', 'operator')) kinds.push('ledger_row', 'filing');
  return kinds;
}

/**
 * The one rule of who sees a thread (src/api/operations/messages.ts `threadReaders`), as an SQL condition on a
 * row `alias` with the columns of message_threads (customer_id, subject_kind, subject_id, started_by_ref), so
 * that the list, the unread summary and every handler ask the same and the database filters. Values go into
 * `params` (placeholders numbered after those already there).
 */
export function visibleThreadSql(viewer: Viewer, alias: string, params: unknown[]): string {
  if (viewer.kind === 'staff') return 'true';
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const seen = [`${alias}.subject_kind = any(${param(kindsSeenByRole(viewer))}::text[])`];
  // a document's thread: whoever may see the document (its title names it, so it is not shown to anyone else)
  seen.push(
    `(${alias}.subject_kind = 'document' and exists (select 1 from documents doc where doc.customer_id = ${alias}.customer_id and doc.id = ${alias}.subject_id and ${visibleDocumentSql(documentViewerOfMessages(viewer), 'doc', params)}))`,
  );
  if (viewer.kind === 'member') {
    // a general thread: its starter and the company's admins
    seen.push(holds(viewer, 'admin') ? `${alias}.subject_kind is null` : `(${alias}.subject_kind is null and ${alias}.started_by_ref = ${param(viewer.author.ref)})`);
    // an expense claim's thread: also the claimant who filed it
    seen.push(
      `(${alias}.subject_kind = 'expense_claim' and exists (select 1 from expense_claims c where c.customer_id = ${alias}.customer_id and c.id = ${alias}.subject_id and c.claimant = ${param(viewer.subject)}))`,
    );
  }
  return `(${seen.join(' or ')})`;
}


/** Whether the viewer would see a thread about this thing of the company (asked before starting one). */
export async function maySeeSubject(db: Queryable, customerId: string, viewer: Viewer, subject: { kind: SubjectKind; id: string }): Promise<boolean> {
  const params: unknown[] = [customerId, subject.kind, subject.id, viewer.author.ref];
  const condition = visibleThreadSql(viewer, 't', params);
  const found = await db.query<{ visible: boolean }>(
    `select ${condition} as visible from (values ($1::text, $2::text, $3::text, $4::text)) as t (customer_id, subject_kind, subject_id, started_by_ref)`,
    params,
  );
  return found.rows[0]?.visible === true;
}

export const threadNotFound = (threadId: string) =>
  new ApiError(404, 'thread_not_found', `No thread ${threadId} that you may see: it does not exist, or it is about something your role does not cover.`);

/** The thread, when it is the company's and the viewer sees it; else 404 `thread_not_found`, alike. */
export async function visibleThread(db: Queryable, customerId: string, viewer: Viewer, threadId: string): Promise<{ id: string; last_seq: number }> {
  const params: unknown[] = [customerId, threadId];
  const condition = visibleThreadSql(viewer, 't', params);
  const found = await db.query<{ id: string; last_seq: number | null }>(
    `select t.id, (select max(e.seq)::int from message_events e where e.customer_id = t.customer_id and e.thread_id = t.id) as last_seq
       from message_threads t where t.customer_id = $1 and t.id = $2 and ${condition}`,
    params,
  );
  const thread = found.rows[0];
  if (!thread) throw threadNotFound(threadId);
  return { id: thread.id, last_seq: thread.last_seq ?? 0 };
}
