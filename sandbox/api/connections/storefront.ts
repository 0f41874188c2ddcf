import { createHash, randomBytes } from 'node:crypto';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { StorefrontInstallStartRequest, type StorefrontInstallStart } from '../../../src/api/schemas/storefront-and-wallets.ts';
import { canonicalShopDomain } from '../../providers/storefront.ts';
import type { Principal } from '../auth/principal.ts';
import { badRequest, forbidden } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';

/** How long the state of an install start stays usable: long enough to open the app home, no longer. */
export const INSTALL_STATE_TTL_MS = 10 * 60 * 1000;
export const APP_HOME_PATH = '/storefront/app-home';

export const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Who a ticket is bound to: the person, or the API key (not the person who made the key). */
export function actorOf(principal: Principal): string {
  return principal.kind === 'interactive' ? `person:${principal.subject}` : `api_key:${principal.keyId}`;
}

/**
 * POST /storefront-connections/oauth/start (spec §4.4, §2.9): validates the actor-bound install
 * ticket (single use, expiring, for this company and shop), establishes a single-use state bound to
 * the tenant and the shop, and answers the installed app home's URL, which completes the session-
 * token exchange. The storefront's offline token is obtained and kept on the server there; no
 * answer here ever carries it.
 */
export const startStorefrontInstall: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(StorefrontInstallStartRequest, ctx.body);
  const shop = canonicalShopDomain(input.shop_domain);
  if (shop === null) throw badRequest('invalid_request', 'The body is not valid. shop_domain: not a shop domain such as my-shop.example.');
  const now = new Date();
  // The contract's description of history_start: not after today in Finland, where the business is.
  if (input.history_start !== undefined && input.history_start > todayInFinland(now)) {
    throw badRequest('invalid_request', 'The body is not valid. history_start: is in the future.');
  }
  const actor = actorOf(ctx.principal);

  const started = await ctx.db.transaction(async (tx): Promise<StorefrontInstallStart> => {
    const ticket = (
      await tx.query<{ customer_id: string; actor: string; shop_domain: string; expires_at: Date; used_at: Date | null }>(
        'select customer_id, actor, shop_domain, expires_at, used_at from storefront_install_tickets where ticket_sha256 = $1 for update',
        [digestOf(input.install_ticket)],
      )
    ).rows[0];
    // A ticket for someone else, another company or another shop is answered as one that does not exist.
    if (!ticket || ticket.customer_id !== customer_id || ticket.actor !== actor || ticket.shop_domain !== shop) {
      throw forbidden('install_ticket_invalid', 'The install ticket is not valid for you, this company and this shop. Start the installation again from the shop.');
    }
    if (ticket.used_at !== null) {
      throw forbidden('install_ticket_used', 'The install ticket has already been used. Start the installation again from the shop.');
    }
    if (ticket.expires_at.getTime() <= now.getTime()) {
      throw forbidden('install_ticket_expired', 'The install ticket has expired. Start the installation again from the shop.');
    }
    await tx.query('update storefront_install_tickets set used_at = $2 where ticket_sha256 = $1', [digestOf(input.install_ticket), now]);

    const state = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INSTALL_STATE_TTL_MS);
    await tx.query(
      `insert into storefront_install_states (state_sha256, customer_id, shop_domain, actor, history_start, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [digestOf(state), customer_id, shop, actor, input.history_start ?? null, now, expiresAt],
    );
    const authorizationUrl = new URL(APP_HOME_PATH, ctx.config.publicOrigin);
    authorizationUrl.search = new URLSearchParams({ shop, state }).toString();
    return {
      customer_id,
      provider: 'storefront',
      shop_domain: shop,
      authorization_url: authorizationUrl.toString(),
      state,
      expires_at: expiresAt.toISOString(),
    };
  });
  return { status: 201, body: started };
};
