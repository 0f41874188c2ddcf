import type { Queryable } from '../payroll/store.ts';

/**
 * A possible duplicate (issue 28): an earlier purchase bill of the company — earlier by issue date, then by id —
 * with the same supplier (without case and surrounding spaces), number and total, or whose original has the
 * same SHA-256. The earliest such bill is named. An expense claim is filed by its claimant from documents and
 * has no supplier's number or original to compare: its `duplicate_of` is null.
 */
export async function duplicateOf(db: Queryable, customerId: string, billId: string): Promise<string | null> {
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
