/**
 * A payment batch's status, computed when read from what its release recorded (docs/decisions/0008): `awaiting_release` until someone releases it; then `delivering` for the batch's delivery
 * time after the release; then the bank's answer, `delivered` or `failed`. Computed from the release time
 * rather than moved by a timer, it survives restarts and reads alike in every query. One SQL expression
 * over a `payment_batches` row aliased `b`, used by every query that answers a status.
 *
 * A batch never released whose every payment was cancelled is `cancelled` (docs/decisions/0004-held-payments.md):
 * nothing of it is paid and nothing of it waits for anyone.
 */
export const BATCH_STATUS_SQL = `case
  when b.released_at is null
    and exists (select 1 from payments c where c.customer_id = b.customer_id and c.batch_id = b.id)
    and not exists (select 1 from payments c where c.customer_id = b.customer_id and c.batch_id = b.id and c.cancelled_at is null)
    then 'cancelled'
  when b.released_at is null then 'awaiting_release'
  when b.released_at + make_interval(secs => b.delivery_seconds) > clock_timestamp() then 'delivering'
  else b.outcome
end`;

/** How long a released batch shows as `delivering` before the bank's answer shows. */
export const DELIVERY_SECONDS = 4;
