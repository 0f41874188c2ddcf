import type { Queryable } from '../../db/database.ts';

/**
 * A possible duplicate, named in the invoice's `duplicate_of` and approved only with `duplicate_checked`
 * (decisions.ts), alike for a bill and a claim:
 *
 * - a purchase bill: an earlier purchase bill of the company — earlier by issue date, then by id — with the
 *   same supplier (without case and surrounding spaces), number and total, or whose original has the same
 *   SHA-256. The earliest such bill is named.
 * - an expense claim (docs/decisions/0002-expense-claim-limits.md): a receipt of it — the same document, or a
 *   document of the same SHA-256 — already in an earlier claim of the company (earlier by filing, then by id),
 *   the earliest such claim named; else a receipt twice in the claim itself, which names itself. A claim
 *   returned to its claimant is paid never, and a new claim is the way on from it (with the same receipt):
 *   it makes no later claim a duplicate.
 */
export async function duplicateOf(db: Queryable, customerId: string, invoice: { kind: 'purchase_bill' | 'expense_claim'; id: string }): Promise<string | null> {
  return invoice.kind === 'purchase_bill' ? billDuplicateOf(db, customerId, invoice.id) : claimDuplicateOf(db, customerId, invoice.id);
}

async function billDuplicateOf(db: Queryable, customerId: string, billId: string): Promise<string | null> {
  const row = (
    await db.query<{ id: string }>(
      `select other.id
       from purchase_bills this
       join purchase_bills other on other.customer_id = this.customer_id and other.id <> this.id
         and (other.issue_date, other.id) < (this.issue_date, this.id)
       left join purchase_bill_originals this_original on this_original.customer_id = this.customer_id and this_original.bill_id = this.id
       left join purchase_bill_originals other_original on other_original.customer_id = other.customer_id and other_original.bill_id = other.id
       where this.customer_id = $1 and this.id = $2
         and ((lower(btrim(other.supplier)) = lower(btrim(this.supplier)) and other.number = this.number and other.total_cents = this.total_cents)
              or other_original.sha256 = this_original.sha256)
       order by other.issue_date, other.id
       limit 1`,
      [customerId, billId],
    )
  ).rows[0];
  return row?.id ?? null;
}

async function claimDuplicateOf(db: Queryable, customerId: string, claimId: string): Promise<string | null> {
  const row = (
    await db.query<{ id: string }>(
      `with receipts as (
         select r.claim_id, r.position, r.document_id, d.sha256
         from expense_claim_documents r
         join documents d on d.customer_id = r.customer_id and d.id = r.document_id
         where r.customer_id = $1
       ),
       mine as (select * from receipts where claim_id = $2)
       select other.id, 0 as rank, other.filed_at
       from expense_claims this
       join expense_claims other on other.customer_id = this.customer_id and other.id <> this.id
         and (other.filed_at, other.id) < (this.filed_at, this.id)
       join invoice_circulations circulation on circulation.customer_id = other.customer_id and circulation.claim_id = other.id
       where this.customer_id = $1 and this.id = $2 and circulation.state <> 'returned'
         and exists (
           select 1 from receipts theirs join mine on mine.document_id = theirs.document_id or mine.sha256 = theirs.sha256
           where theirs.claim_id = other.id)
       union all
       select $2::text, 1, null::timestamptz
       where exists (select 1 from mine a join mine b on a.position < b.position and (a.document_id = b.document_id or a.sha256 = b.sha256))
       order by rank, filed_at, id
       limit 1`,
      [customerId, claimId],
    )
  ).rows[0];
  return row?.id ?? null;
}
