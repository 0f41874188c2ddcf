import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { pageSecurityHeaders, sendHtml } from '../../http/send.ts';
import { escapeHtml } from '../../idp/login-page.ts';
import { issueOfflineToken, STOREFRONT_PROVIDER } from '../../providers/storefront.ts';
import { newId, recordEvent, startImport } from './connection-row.ts';
import { APP_HOME_PATH, digestOf } from './storefront.ts';
import { seal } from './vault.ts';

/**
 * The installed app home (spec §2.9 `authorization_url`): the page the storefront opens after an
 * install start. It consumes the start's single-use state — bound to one tenant and one shop —
 * completes the session-token exchange with the simulated platform, keeps the shop's offline token
 * sealed on the server, connects the shop and starts its backfill. A state used twice, expired, or
 * shown with another shop installs nothing.
 */
export function createStorefrontAppHome(db: Database, config: SandboxConfig) {
  const portalOrigin = config.portalOrigins[0] ?? '';
  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    for (const [name, value] of Object.entries(pageSecurityHeaders(config.portalOrigins))) res.setHeader(name, value);
    if (pathname !== APP_HOME_PATH) {
      sendHtml(res, 404, page('Sivua ei löydy', 'Page not found', '<p>Tätä sivua ei ole.</p>', '<p>There is no such page.</p>'));
      return;
    }
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendHtml(res, 405, page('Ei sallittu', 'Not allowed', '<p>Avaa sivu linkistä.</p>', '<p>Open this page from its link.</p>'));
      return;
    }
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    const shop = query.get('shop') ?? '';
    const state = query.get('state') ?? '';
    const outcome = await complete(shop, state);
    const back = (customerId: string) => {
      const href = escapeHtml(`${portalOrigin}/${encodeURIComponent(customerId)}/connections`);
      return `<p><a href="${href}">Palaa asiakasportaaliin</a> · <a lang="en" href="${href}">Back to the customer portal</a></p>`;
    };
    switch (outcome.kind) {
      case 'installed':
        sendHtml(
          res,
          200,
          page(
            'Verkkokauppa yhdistetty',
            'Online shop connected',
            `<p>Kauppa <strong>${escapeHtml(shop)}</strong> on nyt yhdistetty kirjanpitoon. Historiatietojen tuonti on alkanut.</p>`,
            `<p>The shop <strong>${escapeHtml(shop)}</strong> is now connected to the books. Importing its history has started.</p>`,
            back(outcome.customerId),
          ),
        );
        return;
      case 'used':
        sendHtml(
          res,
          409,
          page(
            'Asennuslinkki on jo käytetty',
            'This install link has already been used',
            '<p role="alert">Linkki toimii vain kerran. Jos kauppa ei näy yhdistettynä, aloita asennus uudelleen kaupan hallinnasta.</p>',
            `<p>The link works only once. If the shop does not show as connected, start the installation again from the shop's admin.</p>`,
            back(outcome.customerId),
          ),
        );
        return;
      case 'expired':
        sendHtml(
          res,
          410,
          page(
            'Asennuslinkki on vanhentunut',
            'This install link has expired',
            '<p role="alert">Aloita asennus uudelleen kaupan hallinnasta.</p>',
            `<p>Start the installation again from the shop's admin.</p>`,
            back(outcome.customerId),
          ),
        );
        return;
      case 'invalid':
        sendHtml(
          res,
          400,
          page(
            'Asennuslinkki ei kelpaa',
            'This install link is not valid',
            '<p role="alert">Linkki ei kuulu tähän kauppaan tai sitä ei ole. Aloita asennus uudelleen kaupan hallinnasta.</p>',
            "<p>The link does not belong to this shop or does not exist. Start the installation again from the shop's admin.</p>",
          ),
        );
        return;
    }
  };

  type Outcome = { kind: 'installed' | 'used' | 'expired'; customerId: string } | { kind: 'invalid' };

  async function complete(shop: string, state: string): Promise<Outcome> {
    if (shop === '' || state === '') return { kind: 'invalid' };
    return db.transaction(async (tx): Promise<Outcome> => {
      const row = (
        await tx.query<{ customer_id: string; shop_domain: string; history_start: string | null; expires_at: Date; consumed_at: Date | null }>(
          `select customer_id, shop_domain, to_char(history_start, 'YYYY-MM-DD') as history_start, expires_at, consumed_at
           from storefront_install_states where state_sha256 = $1 for update`,
          [digestOf(state)],
        )
      ).rows[0];
      if (!row || row.shop_domain !== shop) return { kind: 'invalid' };
      if (row.consumed_at !== null) return { kind: 'used', customerId: row.customer_id };
      const now = new Date();
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired', customerId: row.customer_id };
      await tx.query('update storefront_install_states set consumed_at = $2 where state_sha256 = $1', [digestOf(state), now]);

      const existing = (
        await tx.query<{ id: string }>('select id from connections where customer_id = $1 and provider = $2 and external_company_id = $3', [
          row.customer_id,
          STOREFRONT_PROVIDER,
          shop,
        ])
      ).rows[0];
      const connectionId = existing?.id ?? newId('conn');
      if (existing) {
        await tx.query(`update connections set status = 'syncing', backfill_status = 'running', updated_at = $2 where id = $1`, [connectionId, now]);
      } else {
        await tx.query(
          `insert into connections (id, customer_id, provider, display_name, status, backfill_status, external_company_id, created_at, updated_at)
           values ($1, $2, $3, $4, 'syncing', 'running', $4, $5, $5)`,
          [connectionId, row.customer_id, STOREFRONT_PROVIDER, shop, now],
        );
      }
      await tx.query(
        `insert into storefront_offline_tokens (connection_id, sealed, issued_at) values ($1, $2, $3)
         on conflict (connection_id) do update set sealed = excluded.sealed, issued_at = excluded.issued_at`,
        [connectionId, await seal(config.dataDir, connectionId, issueOfflineToken()), now],
      );
      await recordEvent(tx, { connectionId, customerId: row.customer_id, kind: 'storefront_installed', at: now, detail: { shop_domain: shop } });
      await startImport(tx, { connectionId, customerId: row.customer_id, kind: 'backfill', at: now, historyStart: row.history_start });
      return { kind: 'installed', customerId: row.customer_id };
    });
  }
}

function page(titleFi: string, titleEn: string, bodyFi: string, bodyEn: string, footer = ''): string {
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titleFi)} – ${escapeHtml(titleEn)}</title>
<link rel="stylesheet" href="/idp/assets/login.css">
</head>
<body>
<main>
<h1>${escapeHtml(titleFi)}</h1>
${bodyFi}
<div lang="en">
<h2>${escapeHtml(titleEn)}</h2>
${bodyEn}
</div>
${footer}
</main>
</body>
</html>`;
}
