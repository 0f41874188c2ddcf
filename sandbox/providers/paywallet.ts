import type { Queryable } from '../db/database.ts';

/**
 * The simulated online payment-wallet provider's partner API: the read-only grants a company made to
 * the service (partner consent, or the company's own app credentials) and how each grant's
 * transaction feed is doing. GET /paywallet-connections returns this object as the provider shapes
 * it (spec §4.6), so it is written here in the provider's own terms:
 *
 * `{provider: "paywallet", grants: [{grant_id, merchant_id, display_name, mode, scopes, granted_at,
 *   feed: {state: "healthy" | "delayed" | "failing", last_event_at, checked_at, lag_minutes, message?}}]}`
 *
 * `lag_minutes` is how far the feed is behind at `checked_at` (null when it has delivered nothing).
 */
export const PAYWALLET_PROVIDER = 'paywallet';

interface GrantRow {
  id: string;
  merchant_id: string;
  display_name: string;
  mode: 'partner_consent' | 'app_credentials';
  scopes: string[];
  granted_at: Date;
  feed_state: 'healthy' | 'delayed' | 'failing';
  feed_last_event_at: Date | null;
  feed_checked_at: Date;
  feed_message: string | null;
}

export async function paywalletGrantsOf(db: Queryable, customerId: string) {
  const rows = await db.query<GrantRow>(
    `select id, merchant_id, display_name, mode, scopes, granted_at, feed_state, feed_last_event_at, feed_checked_at, feed_message
     from paywallet_grants where customer_id = $1 order by granted_at, id`,
    [customerId],
  );
  return {
    provider: PAYWALLET_PROVIDER,
    grants: rows.rows.map((row) => ({
      grant_id: row.id,
      merchant_id: row.merchant_id,
      display_name: row.display_name,
      mode: row.mode,
      scopes: row.scopes,
      granted_at: row.granted_at.toISOString(),
      feed: {
        state: row.feed_state,
        last_event_at: row.feed_last_event_at?.toISOString() ?? null,
        checked_at: row.feed_checked_at.toISOString(),
        lag_minutes:
          row.feed_last_event_at === null
            ? null
            : Math.max(0, Math.round((row.feed_checked_at.getTime() - row.feed_last_event_at.getTime()) / 60_000)),
        ...(row.feed_message === null ? {} : { message: row.feed_message }),
      },
    })),
  };
}
