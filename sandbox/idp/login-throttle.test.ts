import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchConfig } from '../testing/scratch-database.ts';
import { startSandbox, type RunningSandbox } from '../server.ts';
import { OidcTestClient, locationOf } from '../testing/oidc-client.ts';
import { FREE_FAILURES, LOCK_AT, LoginThrottle, WINDOW_MS, type ThrottleClock } from './login-throttle.ts';

/** docs/decisions/0028: the login slows guessing down, then locks for a short while, and lets the person in after. */

class FakeClock implements ThrottleClock {
  time = Date.parse('2026-11-20T10:00:00Z');
  readonly slept: number[] = [];
  now = () => this.time;
  sleep = async (ms: number) => {
    this.slept.push(ms);
    this.time += ms;
  };
  advance(ms: number) {
    this.time += ms;
  }
}

describe('LoginThrottle', () => {
  const key = LoginThrottle.keyOf('Someone@Example.com ', '10.0.0.1');

  it('costs nothing for the first wrong passwords, then waits longer each time, then locks', () => {
    const clock = new FakeClock();
    const throttle = new LoginThrottle(clock);
    const delays: number[] = [];
    for (let attempt = 1; attempt < LOCK_AT; attempt += 1) {
      const gate = throttle.begin(key);
      if (gate.kind !== 'proceed') throw new Error(`locked at attempt ${attempt}`);
      delays.push(gate.delayMs);
      expect(throttle.lockAfterFailure(key)).toBeUndefined();
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000]);
    const last = throttle.begin(key);
    expect(last).toEqual({ kind: 'proceed', delayMs: 4000 });
    expect(throttle.lockAfterFailure(key)).toEqual({ retryAfterSeconds: 60 });
    clock.advance(20_000);
    expect(throttle.begin(key)).toEqual({ kind: 'locked', retryAfterSeconds: 40 });
  });

  it('locks again after one more wrong password once a lock has passed, longer each time, at most five minutes', () => {
    const clock = new FakeClock();
    const throttle = new LoginThrottle(clock);
    for (let attempt = 0; attempt < LOCK_AT; attempt += 1) throttle.begin(key);
    const locks: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const lock = throttle.lockAfterFailure(key);
      if (!lock) throw new Error('not locked');
      locks.push(lock.retryAfterSeconds);
      clock.advance(lock.retryAfterSeconds * 1000);
      expect(throttle.begin(key)).toEqual({ kind: 'proceed', delayMs: 4000 });
    }
    expect(locks).toEqual([60, 120, 240, 300, 300]);
  });

  it('a right password clears the count; the key is the email however typed, per client address', () => {
    const clock = new FakeClock();
    const throttle = new LoginThrottle(clock);
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) throttle.begin(key);
    expect(throttle.begin(LoginThrottle.keyOf('someone@example.com', '10.0.0.1'))).toEqual({ kind: 'proceed', delayMs: 1000 });
    expect(throttle.begin(LoginThrottle.keyOf('someone@example.com', '10.0.0.2'))).toEqual({ kind: 'proceed', delayMs: 0 });
    throttle.succeeded(key);
    expect(throttle.begin(key)).toEqual({ kind: 'proceed', delayMs: 0 });
  });

  it('forgets wrong passwords a window after the last one', () => {
    const clock = new FakeClock();
    const throttle = new LoginThrottle(clock);
    for (let attempt = 0; attempt < LOCK_AT - 1; attempt += 1) throttle.begin(key);
    clock.advance(WINDOW_MS + 1);
    expect(throttle.begin(key)).toEqual({ kind: 'proceed', delayMs: 0 });
  });
});

describe('the login page’s slow-down, over HTTP', () => {
  let dataDir = '';
  let running: RunningSandbox | undefined;
  const clock = new FakeClock();
  let target = { sandboxUrl: '', issuer: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-throttle-'));
    running = await startSandbox(scratchConfig(dataDir), { loginClock: clock });
    target = { sandboxUrl: `http://127.0.0.1:${running.config.port}`, issuer: running.issuer };
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function loginPage(uiLocales: string) {
    const client = new OidcTestClient(target);
    const interaction = locationOf(await client.authorize(randomBytes(32).toString('base64url'), { ui_locales: uiLocales }));
    expect((await client.request(interaction)).status).toBe(200);
    return { client, interaction };
  }

  async function wrongUntilLocked(email: string, uiLocales = 'fi') {
    const { client, interaction } = await loginPage(uiLocales);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < LOCK_AT; attempt += 1) {
      last = await client.submitLogin(interaction, email, 'wrong-password');
      statuses.push(last.status);
    }
    return { client, interaction, statuses, last: last as Response };
  }

  it('answers 429 with Retry-After and a plain-words page after the limit; once it passes, the right password signs in', async () => {
    clock.slept.length = 0;
    const { client, interaction, statuses, last } = await wrongUntilLocked('operator@aurora.example');
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
    expect(last.headers.get('retry-after')).toBe('60');
    const html = await last.text();
    expect(html).toContain('Liian monta väärää yritystä. Voit yrittää uudelleen 1 minuutin kuluttua.');
    expect(html).toContain('value="operator@aurora.example"');

    // during the lock even the right password is not checked
    const locked = await client.submitLogin(interaction, 'operator@aurora.example', 'portal-demo');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    clock.advance(60_000);
    const signedIn = await client.submitLogin(interaction, 'operator@aurora.example', 'portal-demo');
    expect(signedIn.status).toBe(303);

    // the count was cleared: a wrong password now is a plain 401 at once
    const fresh = await loginPage('fi');
    clock.slept.length = 0;
    expect((await fresh.client.submitLogin(fresh.interaction, 'operator@aurora.example', 'wrong')).status).toBe(401);
    expect(clock.slept).toEqual([]);
  });

  it('counts an unknown email the same, so the answers tell nothing of who has an account', async () => {
    clock.slept.length = 0;
    const { statuses, last } = await wrongUntilLocked('nobody-here@aurora.example', 'sv');
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
    expect(last.headers.get('retry-after')).toBe('60');
    expect(await last.text()).toContain('För många felaktiga försök. Du kan försöka igen om 1 minut.');
    // another email from the same address is not slowed by it
    const other = await loginPage('en');
    expect((await other.client.submitLogin(other.interaction, 'admin@aurora.example', 'wrong')).status).toBe(401);
  });
});
