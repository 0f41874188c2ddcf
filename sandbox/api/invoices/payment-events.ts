import type { Queryable } from '../payroll/store.ts';
import type { HistoryRow } from './circulation-store.ts';

/**
 * The history's payment events (`held`, `paid`) are the payments' own records, read where payments keeps them
 * rather than copied: the payment held back by a named person with a reason, and the payment delivered — by
 * the person who released its batch, at the time the bank took it. Neither record is ever rewritten, so the
 * events never change once they are there.
 */
export async function paymentEvents(
  db: Queryable,
  customerId: string,
  source: { kind: string; id: string },
  paid: { batch_id: string; paid_at: string } | null,
): Promise<HistoryRow[]> {
  const held = (
    await db.query<{ held_by_name: string | null; held_by_email: string; held_at: Date; held_reason: string }>(
      `select held_by_name, held_by_email, held_at, held_reason from payments
       where customer_id = $1 and source_kind = $2 and source_id = $3 and held_at is not null order by held_at`,
      [customerId, source.kind, source.id],
    )
  ).rows.map((row): HistoryRow => ({ event: 'held', step: null, by_name: row.held_by_name ?? row.held_by_email, by_email: row.held_by_email, at: row.held_at, comment: row.held_reason }));
  if (!paid) return held;
  const release = (
    await db.query<{ released_by_name: string | null; released_by_email: string | null; label: string }>(
      'select released_by_name, released_by_email, label from payment_batches where customer_id = $1 and id = $2',
      [customerId, paid.batch_id],
    )
  ).rows[0];
  if (!release?.released_by_email) return held;
  return [
    ...held,
    { event: 'paid', step: null, by_name: release.released_by_name ?? release.released_by_email, by_email: release.released_by_email, at: new Date(paid.paid_at), comment: release.label },
  ];
}
