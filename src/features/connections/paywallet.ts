import { z } from '../../api/zod.ts';
import { Timestamp } from '../../api/schemas/common.ts';
import type { PaywalletConnections } from '../../api/schemas/connections.ts';

/**
 * GET /paywallet-connections returns the provider's own object as is (spec §4.6); the contract only
 * guarantees `customer_id`. This is the portal's reading of the provider's grant list. An answer
 * the portal cannot read is shown as such rather than guessed at.
 */
const FeedState = z.enum(['healthy', 'delayed', 'failing']).or(z.string());

export const PaywalletGrant = z.object({
  grant_id: z.string(),
  merchant_id: z.string(),
  display_name: z.string(),
  mode: z.string(),
  scopes: z.array(z.string()),
  granted_at: Timestamp,
  feed: z.object({
    state: FeedState,
    last_event_at: Timestamp.nullable(),
    checked_at: Timestamp,
    lag_minutes: z.int().min(0).nullable(),
    message: z.string().optional(),
  }),
});
export type PaywalletGrant = z.infer<typeof PaywalletGrant>;

const ProviderGrants = z.object({ grants: z.array(PaywalletGrant) });

export type PaywalletReading = { readable: true; grants: PaywalletGrant[] } | { readable: false };

export function readPaywalletGrants(answer: PaywalletConnections): PaywalletReading {
  const parsed = ProviderGrants.safeParse(answer);
  return parsed.success ? { readable: true, grants: parsed.data.grants } : { readable: false };
}

/** A failing feed first, then a delayed one: what needs someone's attention is read first. */
export function worstFirst(grants: readonly PaywalletGrant[]): PaywalletGrant[] {
  const rank = (state: string) => (state === 'failing' ? 0 : state === 'delayed' ? 1 : state === 'healthy' ? 3 : 2);
  return [...grants].sort((a, b) => rank(a.feed.state) - rank(b.feed.state));
}

/** A feed's delay in the largest units that say it: days and hours, hours and minutes, or minutes. */
export type Lag = { unit: 'days'; days: number; hours: number } | { unit: 'hours'; hours: number; minutes: number } | { unit: 'minutes'; minutes: number };

export function lagOf(totalMinutes: number): Lag {
  if (totalMinutes >= 24 * 60) return { unit: 'days', days: Math.floor(totalMinutes / (24 * 60)), hours: Math.floor((totalMinutes % (24 * 60)) / 60) };
  if (totalMinutes >= 60) return { unit: 'hours', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
  return { unit: 'minutes', minutes: totalMinutes };
}
