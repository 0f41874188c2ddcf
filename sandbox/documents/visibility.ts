import type { CompanyRole } from '../idp/demo-people.ts';
import type { HandlerContext } from '../api/handler.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Who may see a document (docs/decisions/0003-documents-by-role.md): list it, open it, download it, attach it.
 * One rule, written once as an SQL condition, so that GET /documents, a document and its bytes, the overview's
 * files, messages' attachments, claims' receipts and clarifications' documents all ask the same; a document
 * the bearer may not see is answered as one that does not exist (404), never 403.
 *
 * - the firm's staff, a company admin and an approver: every document;
 * - an operator, and an API key (acting as operator, spec §5 rule 2; a read key the same, read-only): every
 *   document but payroll's;
 * - `purchase_invoices` and `invoice_reviewer`: purchase documents, and the receipts of the expense claims they
 *   decide (named in the claim's circulation, or any claim whose step no rule routed, which anyone with the
 *   step's permission decides);
 * - a claimant: the receipts of her own claims;
 * - and everyone the documents they uploaded themselves.
 */

export interface DocumentViewer {
  /** The firm's staff: every document of the customer they work in. */
  staff: boolean;
  /** The person's subject; null for an API key. */
  person: string | null;
  /** The API key's ID; null for a person. */
  key: string | null;
  /** The bearer's roles in the company (an API key: operator). */
  roles: readonly CompanyRole[];
}

export function documentViewerOf(ctx: HandlerContext): DocumentViewer {
  const { principal } = ctx;
  if (principal.kind === 'api_key') return { staff: false, person: null, key: principal.keyId, roles: ctx.roles };
  return { staff: principal.staff, person: principal.subject, key: null, roles: ctx.roles };
}

/** A person named by their subject, with their roles in the company (a claimant filing, a member answering). */
export async function documentViewerOfPerson(db: Queryable, customerId: string, subject: string): Promise<DocumentViewer> {
  const found = (
    await db.query<{ staff: boolean; roles: CompanyRole[] | null }>(
      `select p.staff, m.roles from people p left join memberships m on m.subject = p.subject and m.customer_id = $2 where p.subject = $1`,
      [subject, customerId],
    )
  ).rows[0];
  return { staff: found?.staff ?? false, person: subject, key: null, roles: found?.roles ?? [] };
}

const holds = (viewer: DocumentViewer, ...roles: CompanyRole[]) => viewer.roles.some((role) => roles.includes(role));

/** Whether the viewer sees every document of the company, whatever it belongs to. */
export const seesEveryDocument = (viewer: DocumentViewer): boolean => viewer.staff || holds(viewer, 'admin', 'approver');

/**
 * The rule as an SQL condition on a row `alias` of `documents`; values go into `params` (placeholders numbered
 * after those already there).
 */
export function visibleDocumentSql(viewer: DocumentViewer, alias: string, params: unknown[]): string {
  if (seesEveryDocument(viewer)) return 'true';
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  /** The document is a receipt of a claim that meets `condition` (on `c`, a row of expense_claims). */
  const receiptOfClaim = (condition: string) =>
    `exists (select 1 from expense_claims c
              where c.customer_id = ${alias}.customer_id and ${condition}
                and ((${alias}.belongs_to_kind = 'claim' and ${alias}.belongs_to_id = c.id)
                     or exists (select 1 from expense_claim_documents r
                                 where r.customer_id = c.customer_id and r.claim_id = c.id and r.document_id = ${alias}.id)))`;
  const seen: string[] = [];
  if (viewer.person !== null) seen.push(`${alias}.uploaded_by_person = ${param(viewer.person)}`);
  if (viewer.key !== null) seen.push(`${alias}.uploaded_by_key = ${param(viewer.key)}`);
  if (holds(viewer, 'operator')) seen.push(`${alias}.belongs_to_kind <> 'payroll'`);
  if (viewer.person !== null && holds(viewer, 'purchase_invoices', 'invoice_reviewer')) {
    const person = param(viewer.person);
    seen.push(`${alias}.belongs_to_kind = 'purchase'`);
    // the approval of a claim no rule routed is decided by any invoice_reviewer; its check by either role
    const approvesUnrouted = holds(viewer, 'invoice_reviewer') ? 'v.approve_assignee is null' : 'false';
    seen.push(
      receiptOfClaim(`exists (select 1 from invoice_circulations v
                               where v.customer_id = c.customer_id and v.claim_id = c.id
                                 and (${person} in (v.check_assignee, v.check_backup, v.approve_assignee, v.approve_backup, v.check_by, v.approve_by)
                                      or v.check_assignee is null or ${approvesUnrouted}))`),
    );
  }
  if (viewer.person !== null && holds(viewer, 'claimant')) seen.push(receiptOfClaim(`c.claimant = ${param(viewer.person)}`));
  return seen.length === 0 ? 'false' : `(${seen.join(' or ')})`;
}

/** Those of `documentIds` that are documents of the company the viewer may see. */
export async function visibleDocumentIds(db: Queryable, customerId: string, viewer: DocumentViewer, documentIds: readonly string[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const params: unknown[] = [customerId, [...documentIds]];
  const condition = visibleDocumentSql(viewer, 'd', params);
  const found = await db.query<{ id: string }>(`select d.id from documents d where d.customer_id = $1 and d.id = any($2::text[]) and ${condition}`, params);
  return new Set(found.rows.map((row) => row.id));
}

/**
 * The first of `documentIds` that is no document the viewer may see: one that does not exist, another
 * company's and one of this company beyond the viewer's sight alike; null when the viewer sees them all.
 */
export async function firstUnseenDocument(db: Queryable, customerId: string, viewer: DocumentViewer, documentIds: readonly string[]): Promise<string | null> {
  const seen = await visibleDocumentIds(db, customerId, viewer, documentIds);
  return documentIds.find((id) => !seen.has(id)) ?? null;
}
