import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRole } from '../idp/demo-people.ts';
import { scratchDatabase } from '../testing/scratch-database.ts';
import type { Database } from '../db/database.ts';
import { clarificationOf } from '../api/invoices/clarification-store.ts';
import { documentViewerOfPerson, visibleDocumentIds } from './visibility.ts';

/**
 * docs/decisions/0003-documents-by-role.md, in a database of its own: the receipts of a claim reach the
 * purchase-invoice roles who decide it (named in its circulation, or anyone with the step's permission when no
 * rule routed it), not the others; what first names an upload decides what it belongs to, and a kind once
 * given stays; a bill's clarification names to each reader only the documents they may see.
 */

let db: Database;

const PEOPLE: [subject: string, roles: CompanyRole[]][] = [
  ['p_checker', ['purchase_invoices']],
  ['p_other_checker', ['purchase_invoices']],
  ['p_reviewer', ['invoice_reviewer']],
  ['p_claimant', ['claimant']],
  ['p_other_claimant', ['claimant']],
  ['p_operator', ['operator']],
  ['p_approver', ['approver', 'invoice_reviewer']],
];

let made = 0;
async function documentOf(kind = 'other', uploadedBy: string | null = null): Promise<string> {
  made += 1;
  const id = `doc_vis_${made}`;
  const bytes = Buffer.from(`tosite ${id}`);
  await db.query(
    `insert into documents (customer_id, id, filename, content_type, size_bytes, sha256, uploaded_at, content, belongs_to_kind, uploaded_by_person)
     values ('cus_aurora', $1, $2, 'image/jpeg', $3, $4, now(), $5, $6, $7)`,
    [id, `${id}.jpg`, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes, kind, uploadedBy],
  );
  return id;
}

async function claimOf(claimant: string, receipt: string, route: { check?: string; approve?: string }): Promise<string> {
  made += 1;
  const id = `claim_vis_${made}`;
  await db.query(
    `insert into expense_claims (customer_id, id, number, claimant, claimant_name, claimant_email, purchase_date, amount_cents, vat_cents, purpose, iban, filed_on, due_date, filed_at)
     values ('cus_aurora', $1, $2, $3, 'Kaisa', 'k@aurora.example', '2026-11-25', 6420, 764, 'Junamatka', 'FI5312345600013013', '2026-11-25', '2026-12-09', now())`,
    [id, `KL-${made}`, claimant],
  );
  await db.query(`insert into expense_claim_documents (customer_id, claim_id, position, document_id) values ('cus_aurora', $1, 1, $2)`, [id, receipt]);
  await db.query(
    `insert into invoice_circulations (customer_id, kind, claim_id, state, check_assignee, approve_assignee) values ('cus_aurora', 'expense_claim', $1, 'waiting_for_check', $2, $3)`,
    [id, route.check ?? null, route.approve ?? null],
  );
  return id;
}

const sees = async (subject: string, id: string) => (await visibleDocumentIds(db, 'cus_aurora', await documentViewerOfPerson(db, 'cus_aurora', subject), [id])).has(id);
const belongsOf = async (id: string) => (await db.query<{ kind: string; id: string | null }>('select belongs_to_kind as kind, belongs_to_id as id from documents where id = $1', [id])).rows[0];

beforeAll(async () => {
  db = await scratchDatabase();
  for (const [subject, roles] of PEOPLE) {
    await db.query(`insert into people (subject, email, name, password_hash) values ($1, $2, $1, 'x')`, [subject, `${subject}@aurora.example`]);
    await db.query(`insert into memberships (subject, customer_id, roles) values ($1, 'cus_aurora', $2)`, [subject, roles]);
  }
}, 60_000);

describe('the receipts of the claims a purchase-invoice role decides', () => {
  it('a routed claim: its checker and its approver see the receipt, another checker does not; the claimant does, another claimant does not', async () => {
    const receipt = await documentOf('other', 'p_claimant');
    const claim = await claimOf('p_claimant', receipt, { check: 'p_checker', approve: 'p_reviewer' });
    expect(await belongsOf(receipt)).toEqual({ kind: 'claim', id: claim });
    expect(await sees('p_checker', receipt)).toBe(true);
    expect(await sees('p_reviewer', receipt)).toBe(true);
    expect(await sees('p_other_checker', receipt)).toBe(false);
    expect(await sees('p_claimant', receipt)).toBe(true);
    expect(await sees('p_other_claimant', receipt)).toBe(false);
    // the operator every kind but payroll's; the approver every kind
    expect(await sees('p_operator', receipt)).toBe(true);
    expect(await sees('p_approver', receipt)).toBe(true);
  });

  it('a claim no rule routed: anyone with the check’s permission decides it, and sees its receipt', async () => {
    const receipt = await documentOf('other', 'p_claimant');
    await claimOf('p_claimant', receipt, {});
    expect(await sees('p_other_checker', receipt)).toBe(true);
    expect(await sees('p_reviewer', receipt)).toBe(true);
  });

  it('a claim whose approval no rule routed: any invoice_reviewer sees it, a purchase_invoices person not routed to its check does not', async () => {
    const receipt = await documentOf('other', 'p_claimant');
    await claimOf('p_claimant', receipt, { check: 'p_checker' });
    expect(await sees('p_reviewer', receipt)).toBe(true);
    expect(await sees('p_other_checker', receipt)).toBe(false);
  });
});

describe('what first names a document decides what it belongs to', () => {
  it('a document that belongs somewhere already keeps its kind when a claim names it; the claim’s people see it as its receipt', async () => {
    const contract = await documentOf('contract', 'p_claimant');
    await claimOf('p_claimant', contract, { check: 'p_checker', approve: 'p_reviewer' });
    expect(await belongsOf(contract)).toEqual({ kind: 'contract', id: null });
    expect(await sees('p_checker', contract)).toBe(true);
    expect(await sees('p_other_checker', contract)).toBe(false);
  });

  it('a payroll document is never the operator’s, whoever uploaded it otherwise than the operator', async () => {
    const payslip = await documentOf('payroll');
    expect(await sees('p_operator', payslip)).toBe(false);
    expect(await sees('p_approver', payslip)).toBe(true);
    const own = await documentOf('payroll', 'p_operator');
    expect(await sees('p_operator', own)).toBe(true);
  });
});

describe('a bill’s clarification names to each reader only the documents they may see', () => {
  it('the approver’s payroll attachment is named to the approver and the firm’s staff, not to the purchase_invoices checker', async () => {
    await db.query(
      `insert into purchase_bills (customer_id, id, resource_uri, revision, number, supplier, issue_date, due_date, currency, status, total_cents, vat_cents, open_cents,
         review_state, review_reason, calculation_reason, posting_state, posting_ready, posting_reason, requires_staff_confirmation)
       values ('cus_aurora', 'pb-vis-1', '/bills/x', 'r1', '1', 'Scandic Hotels Oy', '2026-11-19', '2026-12-03', 'EUR', 'open', 29964, 3564, 29964, 'reviewed', '', '', 'draft', false, '', false)`,
    );
    const photo = await documentOf('other', 'p_approver');
    const payroll = await documentOf('payroll');
    await db.query(
      `insert into bill_clarification_answers (customer_id, id, bill_id, note, by_subject, by_name, by_email, at) values ('cus_aurora', 'clar_vis_1', 'pb-vis-1', 'Liitteet', 'p_approver', 'Pekka', 'p@aurora.example', now())`,
    );
    for (const [position, id] of [photo, payroll].entries()) {
      await db.query('insert into bill_clarification_documents (customer_id, answer_id, position, document_id) values ($1, $2, $3, $4)', ['cus_aurora', 'clar_vis_1', position + 1, id]);
    }
    // the photo was the approver's upload: it belongs to the bill now; the payroll document stays payroll's
    expect(await belongsOf(photo)).toEqual({ kind: 'purchase', id: 'pb-vis-1' });
    expect(await belongsOf(payroll)).toEqual({ kind: 'payroll', id: null });
    const named = async (reader: string | null) => (await clarificationOf(db, 'cus_aurora', 'pb-vis-1', reader))?.answers.flatMap((answer) => answer.document_ids);
    expect(await named('p_approver')).toEqual([photo, payroll]);
    expect(await named(null)).toEqual([photo, payroll]);
    expect(await named('p_checker')).toEqual([photo]);
  });
});
