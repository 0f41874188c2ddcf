import type { Queryable } from '../../db/database.ts';

/**
 * What an invoice in circulation is about, read alike for a purchase bill and an expense claim: the bill's
 * own row with its firm review's digest, or the claim with its receipts.
 */

/** What a bill and a claim both answer, as the contract's `Invoice` names it. */
interface CommonFacts {
  id: string;
  number: string;
  supplier: string;
  issue_date: string;
  due_date: string;
  total_cents: number;
  vat_cents: number;
  currency: string;
}

export interface BillFacts extends CommonFacts {
  kind: 'purchase_bill';
  open_cents: number;
  status: string;
  review_state: string;
  purchased_by: string | null;
  revision: string;
  /** the latest firm review's draft digest, else the journal calculation's: what the person read of the review */
  review_digest: string;
  supplier_iban: string | null;
  reference: string | null;
}

export interface ClaimFacts extends CommonFacts {
  kind: 'expense_claim';
  review_state: '';
  purchased_by: string;
  purchase_date: string;
  purpose: string;
  iban: string;
  claimant_name: string;
  claimant_email: string;
  document_ids: string[];
}

export type InvoiceFacts = BillFacts | ClaimFacts;

export async function billFacts(db: Queryable, customerId: string, billId: string): Promise<BillFacts | null> {
  const row = (
    await db.query<Omit<BillFacts, 'kind'>>(
      `select b.id, b.number, b.supplier, b.issue_date::text as issue_date, b.due_date::text as due_date, b.total_cents, b.vat_cents,
         b.open_cents, b.currency, b.status, b.review_state, b.purchased_by, b.revision, b.supplier_iban, b.reference,
         coalesce(
           (select r.draft_digest from purchase_bill_reviews r where r.customer_id = b.customer_id and r.bill_id = b.id
            order by r.decided_at desc, r.id desc limit 1),
           (select c.digest from purchase_bill_calculations c where c.customer_id = b.customer_id and c.bill_id = b.id),
           '') as review_digest
       from purchase_bills b where b.customer_id = $1 and b.id = $2`,
      [customerId, billId],
    )
  ).rows[0];
  return row ? { kind: 'purchase_bill', ...row } : null;
}

export async function claimFacts(db: Queryable, customerId: string, claimId: string): Promise<ClaimFacts | null> {
  const row = (
    await db.query<{
      id: string;
      number: string;
      claimant: string;
      claimant_name: string;
      claimant_email: string;
      purchase_date: string;
      amount_cents: number;
      vat_cents: number;
      purpose: string;
      iban: string;
      filed_on: string;
      due_date: string;
      document_ids: string[];
    }>(
      `select e.id, e.number, e.claimant, e.claimant_name, e.claimant_email, e.purchase_date::text as purchase_date,
         e.amount_cents::float8 as amount_cents, e.vat_cents::float8 as vat_cents, e.purpose, e.iban, e.filed_on::text as filed_on,
         e.due_date::text as due_date,
         array(select d.document_id from expense_claim_documents d where d.customer_id = e.customer_id and d.claim_id = e.id order by d.position) as document_ids
       from expense_claims e where e.customer_id = $1 and e.id = $2`,
      [customerId, claimId],
    )
  ).rows[0];
  if (!row) return null;
  return {
    kind: 'expense_claim',
    id: row.id,
    number: row.number,
    supplier: row.claimant_name,
    issue_date: row.filed_on,
    due_date: row.due_date,
    total_cents: row.amount_cents,
    vat_cents: row.vat_cents,
    currency: 'EUR',
    review_state: '',
    purchased_by: row.claimant,
    purchase_date: row.purchase_date,
    purpose: row.purpose,
    iban: row.iban,
    claimant_name: row.claimant_name,
    claimant_email: row.claimant_email,
    document_ids: row.document_ids,
  };
}

export async function factsOf(db: Queryable, customerId: string, kind: 'purchase_bill' | 'expense_claim', invoiceId: string): Promise<InvoiceFacts | null> {
  return kind === 'purchase_bill' ? billFacts(db, customerId, invoiceId) : claimFacts(db, customerId, invoiceId);
}
