import { expect } from 'vitest';
import type { Hono } from 'hono';
import { createServiceApp } from '../api/app.ts';
import type { Principal } from '../api/auth/principal.ts';
import { scratchConfig, scratchDatabase } from './scratch-database.ts';
import { unauthorized } from '../api/errors.ts';
import type { Database } from '../db/database.ts';

/**
 * For the tests of an area's handlers that need a database of their own (not the shared sandbox, whose data
 * the seed and other files change): the service over a fresh scratch database holding the two companies and
 * the named bearers (people and keys). A test calls as a bearer by its name; everything after it — access,
 * the contract's checks of input and answer, the handlers — is the service's own.
 */
export interface ServiceTestbed<Bearer extends string> {
  db: Database;
  app: Hono;
  bearers: Readonly<Record<Bearer, Principal>>;
}

/** A few seconds (the database is created): one per test file. */
export async function openServiceTestbed<Bearer extends string>(bearers: Readonly<Record<Bearer, Principal>>): Promise<ServiceTestbed<Bearer>> {
  const db = await scratchDatabase();
  const named: [string, Principal][] = Object.entries(bearers);
  for (const [, principal] of named) {
    if (principal.kind === 'interactive') {
      await db.query(`insert into people (subject, email, name, password_hash, staff) values ($1, $2, $3, 'x', $4)`, [principal.subject, principal.email, principal.name, principal.staff]);
    } else {
      await db.query(
        `insert into api_keys (id, customer_id, name, scope, secret_sha256, created_by, created_at) values ($1, $2, $3, $4, $5, 'admin@aurora.example', now())`,
        [principal.keyId, principal.customerId, principal.name, principal.scope, principal.keyId.padEnd(64, '0')],
      );
    }
  }
  const authenticate = async (authorization: string | undefined): Promise<Principal> => {
    const found = named.find(([bearer]) => `Bearer ${bearer}` === authorization)?.[1];
    if (!found) throw unauthorized('missing_token', 'No bearer of the testbed.');
    return found;
  };
  return { db, app: createServiceApp({ db, config: scratchConfig('/nonexistent'), authenticate }), bearers };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Calls the service under /portal as `bearer`; customer_id is added for a person (a key names its own company). */
export async function callAs<Bearer extends string>(
  testbed: ServiceTestbed<Bearer>,
  bearer: Bearer,
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; body?: Record<string, unknown>; customerId?: string } = {},
): Promise<Answer> {
  const customer: Record<string, string> = testbed.bearers[bearer].kind === 'interactive' ? { customer_id: options.customerId ?? 'cus_aurora' } : {};
  const query = method === 'GET' ? new URLSearchParams({ ...customer, ...options.query }).toString() : '';
  const response = await testbed.app.fetch(
    new Request(`http://sandbox/portal${path}${query ? `?${query}` : ''}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify({ ...customer, ...options.body }) : undefined,
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** The envelope of a refusal, with its status and code. */
export function expectRefusal(answer: Answer, status: number, error: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ error, detail: expect.any(String) });
}
