import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontInstallStart } from '../../../src/api/schemas/storefront-and-wallets.ts';
import type { Database } from '../../db/database.ts';
import { scratchConfig, scratchDatabase, writeKeyContext } from '../../testing/scratch-database.ts';
import { digestOf, startStorefrontInstall } from './storefront.ts';
import { createStorefrontAppHome } from './storefront-app-home.ts';

/**
 * The app home's expiry of the install state (spec §2.9 `state`, §3: single use, bound to tenant and
 * shop; its 10 minutes are the sandbox's): a state past its expires_at installs nothing. The state
 * is aged in a database of the test's own, which the shared sandbox does not let a test reach.
 */

let db: Database;
let dataDir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  db = await scratchDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'app-home-'));
  const handle = createStorefrontAppHome(db, scratchConfig(dataDir));
  server = createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://sandbox').pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the app home is not listening on a port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Issues a ticket to Aurora's scratch write key for the shop and starts the install with it. */
async function startInstall(shop: string): Promise<StorefrontInstallStart> {
  const ticket = `ist_scratch_${shop}`;
  await db.query(`insert into storefront_install_tickets (ticket_sha256, customer_id, actor, shop_domain, expires_at) values ($1, 'cus_aurora', $2, $3, $4)`, [
    digestOf(ticket),
    'api_key:key_cus_aurora_scratch',
    shop,
    new Date(Date.now() + 60 * 60 * 1000),
  ]);
  const reply = await startStorefrontInstall(writeKeyContext(db, dataDir, 'cus_aurora', { body: { shop_domain: shop, install_ticket: ticket } }));
  expect(reply.status).toBe(201);
  return StorefrontInstallStart.parse(reply.body);
}

async function openAppHome(authorizationUrl: string) {
  const url = new URL(authorizationUrl);
  const response = await fetch(`${origin}${url.pathname}${url.search}`);
  return { status: response.status, html: await response.text() };
}

async function installedOf(shop: string) {
  const connections = (await db.query<{ id: string }>(`select id from connections where provider = 'storefront' and external_company_id = $1`, [shop])).rows;
  const ids = connections.map((c) => c.id);
  const count = async (table: string) =>
    (await db.query<{ count: number }>(`select count(*)::int as count from ${table} where connection_id = any($1::text[])`, [ids])).rows[0]?.count ?? -1;
  return { connections: ids.length, offlineTokens: await count('storefront_offline_tokens'), imports: await count('connection_imports') };
}

describe('the storefront app home and the expiry of the install state', () => {
  it('installs with a state that has not expired (the control)', async () => {
    const started = await startInstall('scratch-fresh.example');
    expect((await openAppHome(started.authorization_url)).status).toBe(200);
    expect(await installedOf('scratch-fresh.example')).toEqual({ connections: 1, offlineTokens: 1, imports: 1 });
  });

  it('answers 410 for a state past its expires_at and installs nothing: no connection, no offline token, no import, the state not consumed', async () => {
    const shop = 'scratch-aged.example';
    const started = await startInstall(shop);
    // Aged as if the app home were opened eleven minutes after the start.
    await db.query(
      `update storefront_install_states set created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes'
       where state_sha256 = $1`,
      [digestOf(started.state)],
    );

    const home = await openAppHome(started.authorization_url);
    expect(home.status).toBe(410);
    expect(home.html).toContain('Asennuslinkki on vanhentunut');
    expect(home.html).toContain('This install link has expired');
    expect(await installedOf(shop)).toEqual({ connections: 0, offlineTokens: 0, imports: 0 });
    const state = (await db.query<{ consumed_at: Date | null }>('select consumed_at from storefront_install_states where state_sha256 = $1', [digestOf(started.state)])).rows[0];
    expect(state).toEqual({ consumed_at: null });
    // and it stays expired: opening it again installs nothing either
    expect((await openAppHome(started.authorization_url)).status).toBe(410);
    expect(await installedOf(shop)).toEqual({ connections: 0, offlineTokens: 0, imports: 0 });
  });
});
