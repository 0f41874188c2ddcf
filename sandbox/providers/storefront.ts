import { randomBytes } from 'node:crypto';

/**
 * The simulated online-shop platform. A shop is named by its domain (lower-case host name, such as
 * `aurora-kauppa.example`). When the installed app home completes the session-token exchange, the
 * platform issues an offline access token for the shop: the service keeps it sealed and it never
 * leaves the server (spec §1, Storefront App).
 */
export const STOREFRONT_PROVIDER = 'storefront';

const SHOP_DOMAIN = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The shop's canonical domain, or null when the text is not a host name. */
export function canonicalShopDomain(text: string): string | null {
  const domain = text.trim().toLowerCase();
  return SHOP_DOMAIN.test(domain) ? domain : null;
}

/** What the platform hands the app for a shop after the exchange: an offline token. */
export function issueOfflineToken(): string {
  return `sfo_offline_${randomBytes(24).toString('base64url')}`;
}
