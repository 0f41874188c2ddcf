import type { Queryable } from '../../db/database.ts';
import type { HistoryRow } from '../../invoices/circulation-store.ts';

/**
 * The history's payment events (`held`, `unheld`, `cancelled`, `paid`) are the payments' own records, read where payments keeps
 * them rather than copied: the payment held back by a named person with a reason and put back into its batch
 * (migration 096's events), and the payment delivered — by
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
    await db.query<{ event: 'held' | 'unheld' | 'cancelled'; by_name: string | null; by_email: string; at: Date; reason: string }>(
      `select event, by_name, by_email, at, reason from payment_hold_events
       where customer_id = $1 and source_kind = $2 and source_id = $3 order by at, id`,
      [customerId, source.kind, source.id],
    )
  ).rows.map((row): HistoryRow => ({ event: row.event, step: null, by_name: row.by_name ?? row.by_email, by_email: row.by_email, at: row.at, comment: row.reason }));
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
