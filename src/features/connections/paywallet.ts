import { z } from '../../api/zod.ts';
import { describeIssues, isUnreadable, UnreadableItem, type Read } from '../../api/reading.ts';
import { Timestamp } from '../../api/schemas/common.ts';
import type { PaywalletConnections } from '../../api/schemas/connections.ts';

/**
 * GET /paywallet-connections returns the provider's own object as is (spec §4.6); the contract only
 * guarantees `customer_id`. This is the portal's reading of the provider's grant list, read grant by
 * grant (docs/decisions/0021, principle 8): a grant the portal cannot read stands in its own row as unreadable, its
 * siblings are read as usual. An answer without a list of grants is shown as such rather than guessed at.
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

const ProviderGrants = z.object({ grants: z.array(z.unknown()) });

export type PaywalletReading = { readable: true; grants: (PaywalletGrant | UnreadableItem)[] } | { readable: false };

export function readPaywalletGrants(answer: Read<PaywalletConnections>): PaywalletReading {
  const parsed = ProviderGrants.safeParse(answer);
  if (!parsed.success) return { readable: false };
  return {
    readable: true,
    grants: parsed.data.grants.map((raw) => {
      const grant = PaywalletGrant.safeParse(raw);
      return grant.success ? grant.data : new UnreadableItem(raw, describeIssues(grant.error));
    }),
  };
}

/**
 * What a provider object without a list of grants holds, field by field as it came (`name: value`, the
 * value as JSON, cut at a readable length), for the technical details: the spec leaves the object open.
 */
export function providerFacts(answer: object, longest = 300): string[] {
  return Object.entries(answer)
    .filter(([name]) => name !== 'customer_id')
    .map(([name, value]) => {
      const text = JSON.stringify(value) ?? String(value);
      return `${name}: ${text.length > longest ? `${text.slice(0, longest)}…` : text}`;
    });
}

/**
 * A failing feed first, then a delayed one: what needs someone's attention is read first. A state the
 * portal does not know, and a grant that could not be read, come before the healthy ones: they are not
 * known to be well.
 */
export function worstFirst(grants: readonly (PaywalletGrant | UnreadableItem)[]): (PaywalletGrant | UnreadableItem)[] {
  const rank = (grant: PaywalletGrant | UnreadableItem) => {
    if (isUnreadable(grant)) return 2;
    const state = grant.feed.state;
    return state === 'failing' ? 0 : state === 'delayed' ? 1 : state === 'healthy' ? 3 : 2;
  };
  return [...grants].sort((a, b) => rank(a) - rank(b));
}

/** A feed's delay in the largest units that say it: days and hours, hours and minutes, or minutes. */
export type Lag = { unit: 'days'; days: number; hours: number } | { unit: 'hours'; hours: number; minutes: number } | { unit: 'minutes'; minutes: number };

export function lagOf(totalMinutes: number): Lag {
  if (totalMinutes >= 24 * 60) return { unit: 'days', days: Math.floor(totalMinutes / (24 * 60)), hours: Math.floor((totalMinutes % (24 * 60)) / 60) };
  if (totalMinutes >= 60) return { unit: 'hours', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
  return { unit: 'minutes', minutes: totalMinutes };
}

/**
 * What is wrong with a grant's feed, by name, for the plain words said about it (docs/decisions/0021, principle 10). The
 * provider says why a feed fails only in its own message; one that begins with an HTTP status and an OAuth
 * error code (`401 invalid_client: …`) names an outcome the portal knows, otherwise a failing feed is just
 * failing. A healthy feed, or one in a state the portal does not know, has nothing to say here.
 */
export type FeedProblem = 'invalidClient' | 'invalidGrant' | 'insufficientScope' | 'failing' | 'delayed';

const OAUTH_PROBLEMS: Record<string, FeedProblem | undefined> = {
  invalid_client: 'invalidClient',
  unauthorized_client: 'invalidClient',
  invalid_grant: 'invalidGrant',
  access_denied: 'invalidGrant',
  invalid_token: 'invalidGrant',
  insufficient_scope: 'insufficientScope',
  invalid_scope: 'insufficientScope',
};

export function feedProblemOf(feed: Pick<PaywalletGrant['feed'], 'state' | 'message'>): FeedProblem | null {
  if (feed.state === 'delayed') return 'delayed';
  if (feed.state !== 'failing') return null;
  const code = /^\s*(?:\d{3}\s+)?([a-z_]+)\b/.exec(feed.message ?? '')?.[1];
  return (code === undefined ? undefined : OAUTH_PROBLEMS[code]) ?? 'failing';
}

/** What to do about a feed problem, and who does it: the firm sets up app credentials; a company admin grants consent. */
export type FeedAction = 'appCredentials' | 'consentYou' | 'consentAdmin' | 'contactFirm';

export function feedActionOf(problem: FeedProblem, mode: string, isAdmin: boolean): FeedAction | null {
  if (problem === 'delayed') return null;
  if (problem === 'invalidClient' && mode === 'app_credentials') return 'appCredentials';
  if ((problem === 'invalidGrant' || problem === 'insufficientScope') && mode === 'partner_consent') return isAdmin ? 'consentYou' : 'consentAdmin';
  return 'contactFirm';
}

/** The key of a provider's permission (`transactions:read`) among the portal's names for them (`transactions_read`). */
export function scopeKey(scope: string): string {
  return scope.replace(':', '_');
}
