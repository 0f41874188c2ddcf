import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchConfig } from '../testing/scratch-database.ts';
import { startSandbox, type RunningSandbox } from '../server.ts';
import { OidcTestClient, locationOf } from '../testing/oidc-client.ts';
import { endSession, submitLogoutForm } from '../testing/sign-out.ts';

/**
 * docs/decisions/0020: the service's refusal of an ended session's ID tokens is kept in the database, so it
 * holds after the sandbox restarts on the same data folder. A sandbox of its own, on one port throughout
 * (the issuer, and so every token's `iss`, derives from it).
 */

let dataDir = '';
let running: RunningSandbox | undefined;
let port = 0;

async function start(): Promise<{ sandboxUrl: string; issuer: string }> {
  running = await startSandbox(port === 0 ? scratchConfig(dataDir) : { ...scratchConfig(dataDir), port, publicOrigin: `http://localhost:${port}` });
  port = running.config.port;
  return { sandboxUrl: `http://127.0.0.1:${port}`, issuer: running.issuer };
}

async function stop(): Promise<void> {
  await running?.close();
  running = undefined;
}

async function me(sandboxUrl: string, idToken: string): Promise<number> {
  return (await fetch(`${sandboxUrl}/portal/me`, { headers: { Authorization: `Bearer ${idToken}` } })).status;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-sign-out-'));
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a sign-out survives a restart', () => {
  it(
    'the ID token of a signed-out session still gets 401 after the sandbox restarts; one of a live session still works',
    async () => {
      let target = await start();
      const leaving = new OidcTestClient(target);
      const staying = new OidcTestClient(target);
      const tokens = await leaving.signIn('admin@aurora.example');
      const other = await staying.signIn('approver@aurora.example');

      const page = await endSession(leaving, {
        id_token_hint: tokens.id_token,
        client_id: leaving.clientId,
        post_logout_redirect_uri: 'http://localhost:5173/signed-out',
      });
      expect(locationOf(await submitLogoutForm(leaving, await page.text()))).toBe('http://localhost:5173/signed-out');
      expect(await me(target.sandboxUrl, tokens.id_token)).toBe(401);
      await stop();

      target = await start();
      expect(await me(target.sandboxUrl, tokens.id_token)).toBe(401);
      expect(await me(target.sandboxUrl, other.id_token)).toBe(200);
      const refreshed = await leaving.tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: leaving.clientId });
      expect(refreshed.status).toBe(400);
    },
    120_000,
  );
});
