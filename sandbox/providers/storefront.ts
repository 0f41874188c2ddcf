import { randomBytes } from 'node:crypto';
import { shopDomainPattern } from '../../src/api/schemas/storefront-and-wallets.ts';

/**
 * The simulated online-shop platform. A shop is named by its domain (lower-case host name, such as
 * `aurora-kauppa.example`). When the installed app home completes the session-token exchange, the
 * platform issues an offline access token for the shop: the service keeps it sealed and it never
 * leaves the server (spec §1, Storefront App).
 */
export const STOREFRONT_PROVIDER = 'storefront';

/**
 * The shop's canonical domain (lower case), or null when the text is not a host name. The form is the
 * contract's (`shopDomainPattern`, stated in the OpenAPI document), so nothing it refuses is a surprise.
 */
export function canonicalShopDomain(text: string): string | null {
  return shopDomainPattern.test(text) ? text.toLowerCase() : null;
}

/** What the platform hands the app for a shop after the exchange: an offline token. */
export function issueOfflineToken(): string {
  return `sfo_offline_${randomBytes(24).toString('base64url')}`;
}
