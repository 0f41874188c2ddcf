import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { Me } from '../../../src/api/schemas/company.ts';
import { MemberList, MemberRemoved, MemberResult } from '../../../src/api/schemas/members.ts';
import { DEFAULT_PORTAL_ORIGIN, PORTAL_CLIENT_ID } from '../../config.ts';
import { startSandbox, type RunningSandbox } from '../../server.ts';
import { OidcTestClient } from '../../testing/oidc-client.ts';

/**
 * Members and roles (docs/decisions/0017, spec §5 rule 2): granted by an interactive company admin only, never leaving the
 * company without an admin, every change logged with who and when. A sandbox of this file's own: changing
 * memberships in the shared one would change what every later test file may do.
 */

let sandbox: RunningSandbox;
let dataDir: string;
const tokens = new Map<string, string>();

class OwnSandboxSignIn extends OidcTestClient {
  constructor(running: RunningSandbox) {
    super({ sandboxUrl: `http://127.0.0.1:${running.config.port}`, issuer: running.issuer });
  }
}

/** A fresh sign-in of a demo person (each sign-in is the moment an invitation of their address may take effect). */
async function signIn(email: string): Promise<string> {
  const token = (await new OwnSandboxSignIn(sandbox).signIn(email)).id_token;
  tokens.set(email, token);
  return token;
}

async function tokenOf(email: string): Promise<string> {
  return tokens.get(email) ?? signIn(email);
}

async function call(method: string, route: string, bearer: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${sandbox.config.port}/portal${route}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, body: parsed };
}

const ADMIN = 'admin@aurora.example';

async function members(customerId = 'cus_aurora', as = ADMIN) {
  const answer = await call('GET', `/members?customer_id=${customerId}`, await tokenOf(as));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return MemberList.parse(answer.body);
}

async function rolesInMe(email: string, customerId: string): Promise<string[] | undefined> {
  const me = Me.parse((await call('GET', '/me', await tokenOf(email))).body);
  return me.companies.find((company) => company.customer_id === customerId)?.roles;
}

const setRoles = async (memberId: string, roles: unknown, customerId = 'cus_aurora', as = ADMIN) =>
  call('POST', `/members/${encodeURIComponent(memberId)}/roles`, await tokenOf(as), { customer_id: customerId, roles });

const remove = async (memberId: string, customerId = 'cus_aurora', as = ADMIN) =>
  call('DELETE', `/members/${encodeURIComponent(memberId)}?customer_id=${customerId}`, await tokenOf(as));

const invite = async (email: string, roles: unknown, customerId = 'cus_aurora', as = ADMIN) =>
  call('POST', '/members/invitations', await tokenOf(as), { customer_id: customerId, email, roles });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sandbox-members-'));
  sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    publicOrigin: 'http://localhost:0',
    clientId: PORTAL_CLIENT_ID,
    portalOrigins: [DEFAULT_PORTAL_ORIGIN],
    dataDir,
  });
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /members: the members with their roles, for the company admin', () => {
  it('lists every active member of the company with their roles, and none of another company', async () => {
    const list = await members();
    expect(list.customer_id).toBe('cus_aurora');
    const byEmail = Object.fromEntries(list.members.map((member) => [member.email, member]));
    expect(byEmail[ADMIN]).toMatchObject({ member_id: 'person_admin', name: 'Anna Virtanen', roles: ['admin'], state: 'active' });
    expect(byEmail['bills@aurora.example']).toMatchObject({ roles: ['purchase_invoices'], state: 'active' });
    expect(Object.keys(byEmail)).not.toContain('former@aurora.example');
    expect(Object.keys(byEmail)).not.toContain('staff@firm.example');
    const birch = await members('cus_birch');
    expect(birch.members.map((member) => member.email)).toEqual([ADMIN]);
  });
});

describe('who may manage members (spec §5 rule 2)', () => {
  it.each(['svc_sk_sandbox_aurora_read', 'svc_sk_sandbox_aurora_write'])('refuses the API key %s with 403 on every operation, changing nothing', async (key) => {
    const before = await members();
    const answers = [
      await call('GET', '/members', key),
      await call('POST', '/members/invitations', key, { email: 'new@aurora.example', roles: ['operator'] }),
      await call('POST', '/members/person_operator/roles', key, { roles: ['admin'] }),
      await call('DELETE', '/members/person_operator', key),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(ErrorEnvelope.parse(answer.body).error).toBe('interactive_session_required');
    }
    expect(await members()).toEqual(before);
  });

  it.each(['staff@firm.example', 'approver@aurora.example', 'operator@aurora.example'])('refuses %s (not the company’s admin) with 403', async (email) => {
    const answer = await call('POST', '/members/person_operator/roles', await tokenOf(email), { customer_id: 'cus_aurora', roles: ['admin'] });
    expect(answer.status).toBe(403);
    expect((await call('GET', '/members?customer_id=cus_aurora', await tokenOf(email))).status).toBe(403);
    expect(await rolesInMe('operator@aurora.example', 'cus_aurora')).toEqual(['operator']);
  });

  it('answers 404 for a member of another company, as for one that does not exist, and changes nothing there', async () => {
    // the admin of Birch names Aurora's operator in Birch: not Birch's member
    const changed = await setRoles('person_operator', ['admin'], 'cus_birch');
    const removed = await remove('person_operator', 'cus_birch');
    const unknown = await remove('person_nobody', 'cus_birch');
    expect([changed.status, removed.status, unknown.status]).toEqual([404, 404, 404]);
    expect(ErrorEnvelope.parse(removed.body).error).toBe('not_found');
    expect(await rolesInMe('operator@aurora.example', 'cus_aurora')).toEqual(['operator']);
  });
});

describe('POST /members/{member_id}/roles', () => {
  it('gives the admin the purchase-bill role, and /me and the bills say so at once', async () => {
    const admin = await tokenOf(ADMIN);
    expect((await call('GET', '/purchase-bills?customer_id=cus_aurora', admin)).status).toBe(403);
    const answer = await setRoles('person_admin', ['admin', 'purchase_invoices']);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(MemberResult.parse(answer.body).member).toMatchObject({ member_id: 'person_admin', roles: ['admin', 'purchase_invoices'], state: 'active' });
    expect(await rolesInMe(ADMIN, 'cus_aurora')).toEqual(['admin', 'purchase_invoices']);
    // the same session, no new sign-in: the service reads roles on every request
    expect((await call('GET', '/purchase-bills?customer_id=cus_aurora', admin)).status).toBe(200);
    expect((await setRoles('person_admin', ['admin'])).status).toBe(200);
    expect((await call('GET', '/purchase-bills?customer_id=cus_aurora', admin)).status).toBe(403);
  });

  it('records each change with who made it and when, newest first, and logs nothing for the same roles again', async () => {
    const before = (await members()).changes.length;
    const started = Date.now();
    expect((await setRoles('person_claimant', ['claimant', 'operator'])).status).toBe(200);
    expect((await setRoles('person_claimant', ['operator', 'claimant'])).status).toBe(200);
    expect((await setRoles('person_claimant', ['claimant'])).status).toBe(200);
    const { changes } = await members();
    expect(changes).toHaveLength(before + 2);
    expect(changes[0]).toMatchObject({
      by: { name: 'Anna Virtanen', email: ADMIN },
      member_email: 'claimant@aurora.example',
      member_name: 'Kaisa Mäkinen',
      kind: 'roles_changed',
      roles_before: ['claimant', 'operator'],
      roles_after: ['claimant'],
    });
    expect(changes[1]).toMatchObject({ kind: 'roles_changed', roles_before: ['claimant'], roles_after: ['claimant', 'operator'] });
    const at = Date.parse(changes[0]?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(at).toBeGreaterThanOrEqual(Date.parse(changes[1]?.at ?? ''));
  });

  it.each([
    ['no roles', [], /roles: must name at least one role/],
    ['an unknown role', ['owner'], /roles\.0: /],
    ['a role twice', ['operator', 'operator'], /roles: must not name a role twice/],
    ['roles that are not a list', 'operator', /roles: /],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, roles, detail) => {
    const answer = await setRoles('person_operator', roles);
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body).detail).toMatch(detail);
    expect(await rolesInMe('operator@aurora.example', 'cus_aurora')).toEqual(['operator']);
  });
});

describe('never the last admin', () => {
  it('refuses demoting and removing the only admin with 409 last_admin, changing and logging nothing', async () => {
    const before = await members();
    const demoted = await setRoles('person_admin', ['approver']);
    const removed = await remove('person_admin');
    for (const answer of [demoted, removed]) {
      expect(answer.status).toBe(409);
      expect(ErrorEnvelope.parse(answer.body).error).toBe('last_admin');
    }
    expect(await members()).toEqual(before);
    expect(await rolesInMe(ADMIN, 'cus_aurora')).toEqual(['admin']);
  });

  it('lets an admin step down once another admin exists, and then refuses the new only admin', async () => {
    // in Birch, where Anna is the only member: Pekka is invited as admin and joins by signing in
    expect((await invite('approver@aurora.example', ['admin'], 'cus_birch')).status).toBe(201);
    await signIn('approver@aurora.example');
    expect(await rolesInMe('approver@aurora.example', 'cus_birch')).toEqual(['admin']);
    const anna = await setRoles('person_admin', ['operator'], 'cus_birch');
    expect(anna.status, JSON.stringify(anna.body)).toBe(200);
    // Pekka is now Birch's only admin: Anna can no longer act as admin there, and Pekka cannot step down
    expect((await remove('person_approver', 'cus_birch')).status).toBe(403);
    const pekka = await setRoles('person_approver', ['operator'], 'cus_birch', 'approver@aurora.example');
    expect(pekka.status).toBe(409);
    expect(ErrorEnvelope.parse(pekka.body).error).toBe('last_admin');
    // put Birch back as it was: Anna admin again, Pekka removed
    expect((await setRoles('person_admin', ['admin'], 'cus_birch', 'approver@aurora.example')).status).toBe(200);
    expect((await remove('person_approver', 'cus_birch')).status).toBe(200);
    expect(await rolesInMe('approver@aurora.example', 'cus_birch')).toBeUndefined();
  });
});

describe('POST /members/invitations: invite by email', () => {
  it('invites a demo person, who becomes a member with those roles at their next sign-in, and the log says so', async () => {
    const answer = await invite('Claimant@Aurora.example', ['operator'], 'cus_birch');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const invited = MemberResult.parse(answer.body).member;
    // not named before they join: who holds an address is not the inviting admin's to learn
    expect(invited).toMatchObject({ email: 'Claimant@Aurora.example', name: null, roles: ['operator'], state: 'invited' });
    expect((await members('cus_birch')).members.map((member) => [member.email, member.state])).toContainEqual(['Claimant@Aurora.example', 'invited']);

    await signIn('claimant@aurora.example');
    expect(await rolesInMe('claimant@aurora.example', 'cus_birch')).toEqual(['operator']);
    const list = await members('cus_birch');
    expect(list.members.find((member) => member.email === 'claimant@aurora.example')).toMatchObject({
      member_id: 'person_claimant',
      state: 'active',
      roles: ['operator'],
    });
    expect(list.members.some((member) => member.state === 'invited')).toBe(false);
    expect(list.changes.slice(0, 2)).toMatchObject([
      { kind: 'joined', by: { email: 'claimant@aurora.example' }, roles_before: [], roles_after: ['operator'] },
      { kind: 'invited', by: { email: ADMIN }, member_email: 'Claimant@Aurora.example', roles_before: [], roles_after: ['operator'] },
    ]);
    expect((await remove('person_claimant', 'cus_birch')).status).toBe(200);
    expect(await rolesInMe('claimant@aurora.example', 'cus_birch')).toBeUndefined();
  });

  it('takes effect on the next request of a session the person already has', async () => {
    const operator = await tokenOf('operator@aurora.example');
    expect((await invite('operator@aurora.example', ['claimant'], 'cus_birch')).status).toBe(201);
    expect((await call('GET', '/status?customer_id=cus_birch', operator)).status).toBe(200);
    expect((await remove('person_operator', 'cus_birch')).status).toBe(200);
    expect((await call('GET', '/status?customer_id=cus_birch', operator)).status).toBe(403);
  });

  it('keeps an invitation of an address nobody has signed in with open; its roles can be changed and it can be withdrawn', async () => {
    const created = MemberResult.parse((await invite('uusi.kirjanpitaja@aurora.example', ['claimant'])).body).member;
    expect(created).toMatchObject({ name: null, state: 'invited' });
    const changed = await setRoles(created.member_id, ['claimant', 'operator']);
    expect(MemberResult.parse(changed.body).member).toMatchObject({ member_id: created.member_id, roles: ['claimant', 'operator'], state: 'invited' });
    const withdrawn = await remove(created.member_id);
    expect(withdrawn.status).toBe(200);
    expect(MemberRemoved.parse(withdrawn.body).removed).toMatchObject({ email: 'uusi.kirjanpitaja@aurora.example', roles: ['claimant', 'operator'] });
    const list = await members();
    expect(list.members.map((member) => member.email)).not.toContain('uusi.kirjanpitaja@aurora.example');
    expect(list.changes[0]).toMatchObject({ kind: 'removed', roles_before: ['claimant', 'operator'], roles_after: [] });
    expect((await remove(created.member_id)).status).toBe(404);
  });

  it('refuses a member’s address (409 already_member) and a second open invitation (409 already_invited)', async () => {
    const member = await invite('OPERATOR@aurora.example', ['admin']);
    expect(member.status).toBe(409);
    expect(ErrorEnvelope.parse(member.body)).toMatchObject({ error: 'already_member', detail: expect.stringMatching(/^email: /) });
    const first = MemberResult.parse((await invite('toinen@aurora.example', ['claimant'])).body).member;
    const second = await invite('toinen@aurora.example', ['operator']);
    expect(second.status).toBe(409);
    expect(ErrorEnvelope.parse(second.body).error).toBe('already_invited');
    expect((await remove(first.member_id)).status).toBe(200);
  });

  it.each([
    ['no email', { roles: ['operator'] }, /email: /],
    ['not an email', { email: 'anna at aurora', roles: ['operator'] }, /email: must be an email address/],
    ['no roles', { email: 'x@aurora.example', roles: [] }, /roles: /],
    ['a field it does not take', { email: 'x@aurora.example', roles: ['operator'], name: 'X' }, /name/],
  ])('refuses %s with 400 naming the field, inviting nobody', async (_case, body, detail) => {
    const before = (await members()).members.length;
    const answer = await call('POST', '/members/invitations', await tokenOf(ADMIN), { customer_id: 'cus_aurora', ...body });
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body).detail).toMatch(detail);
    expect((await members()).members).toHaveLength(before);
  });
});

describe('DELETE /members/{member_id}', () => {
  it('takes every role in the company from the member at once, keeps the person and the history', async () => {
    const bills = await tokenOf('bills@aurora.example');
    expect((await call('GET', '/purchase-bills?customer_id=cus_aurora', bills)).status).toBe(200);
    const answer = await remove('person_bills');
    expect(answer.status).toBe(200);
    expect(MemberRemoved.parse(answer.body).removed).toMatchObject({ member_id: 'person_bills', roles: ['purchase_invoices'] });
    expect((await call('GET', '/purchase-bills?customer_id=cus_aurora', bills)).status).toBe(403);
    const me = Me.parse((await call('GET', '/me', bills)).body);
    expect(me.companies).toEqual([]);
    const { changes } = await members();
    expect(changes[0]).toMatchObject({ kind: 'removed', member_email: 'bills@aurora.example', roles_before: ['purchase_invoices'], roles_after: [] });
    // the log is append-only in the database itself
    await expect(sandbox.db.query('delete from member_changes')).rejects.toThrow(/append-only/);
    await expect(sandbox.db.query(`update member_changes set by_name = 'x'`)).rejects.toThrow(/append-only/);
    // back as it was, for the tests after this one
    expect((await invite('bills@aurora.example', ['purchase_invoices'])).status).toBe(201);
    expect(await rolesInMe('bills@aurora.example', 'cus_aurora')).toEqual(['purchase_invoices']);
  });
});
