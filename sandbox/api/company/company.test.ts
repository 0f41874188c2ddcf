import { describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../src/api/schemas/common.ts';
import { AgentStatus, IngestStatus, Me } from '../../../src/api/schemas/company.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

describe('GET /me, /status, /ingest-status (docs/decisions/0016)', () => {
  it('lists both companies of the admin with their roles and valid business IDs', async () => {
    const answer = await callService('GET', '/me', { bearer: await idTokenOf('admin@aurora.example') });
    const me = Me.parse(answer.body);
    expect(me.companies.map((c) => [c.name, c.business_id, c.roles])).toEqual([
      ['Aurora Oy', '1234567-1', ['admin']],
      ['Birch Tmi', '2345678-0', ['admin']],
    ]);
  });

  it('marks the firm’s staff and lists every customer', async () => {
    const me = Me.parse((await callService('GET', '/me', { bearer: await idTokenOf('staff@firm.example') })).body);
    expect(me.principal.staff).toBe(true);
    expect(me.companies.map((c) => c.customer_id).sort()).toEqual(['cus_aurora', 'cus_birch']);
  });

  it.each([
    ['svc_sk_sandbox_aurora_read', 'key_aurora_read', 'read'],
    ['svc_sk_sandbox_aurora_write', 'key_aurora_write', 'write'],
  ])('names an API key (%s) by the key: subject its id, name its name, email null, its one company as operator', async (key, id, scope) => {
    const me = Me.parse((await callService('GET', '/me', { bearer: key })).body);
    expect(me.api_key).toMatchObject({ id, scope });
    expect(me.principal).toEqual({ kind: 'api_key', subject: id, email: null, name: me.api_key?.name, staff: false });
    expect(me.principal.name).toMatch(/\S/);
    expect(me.companies).toEqual([{ customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['operator'] }]);
  });

  it('names a person by their own name and email', async () => {
    const me = Me.parse((await callService('GET', '/me', { bearer: await idTokenOf('operator@aurora.example') })).body);
    expect(me.principal).toMatchObject({ kind: 'interactive', email: 'operator@aurora.example', name: 'Olli Nieminen', staff: false });
    expect(me.api_key).toBeUndefined();
  });

  it.each([
    ['a person of one company, naming it', 'operator@aurora.example', 'cus_aurora'],
    ['a person of two companies, naming one', 'admin@aurora.example', 'cus_birch'],
    ['the firm’s staff, naming a customer', 'staff@firm.example', 'cus_aurora'],
    ['an API key, naming its own company', 'svc_sk_sandbox_aurora_read', 'cus_aurora'],
  ])('/me takes customer_id like every endpoint (spec §5) and checks it: a company the bearer reaches is answered (%s)', async (_case, who, customerId) => {
    const bearer = who.startsWith('svc_sk_') ? who : await idTokenOf(who);
    const answer = await callService('GET', `/me?customer_id=${customerId}`, { bearer });
    expect(answer.status).toBe(200);
    Me.parse(answer.body);
  });

  it.each([
    ['a person naming a company they do not reach', 'operator@aurora.example', 'cus_birch'],
    ['a person naming a company that does not exist', 'admin@aurora.example', 'cus_nowhere'],
    ['an API key, naming another company', 'svc_sk_sandbox_aurora_read', 'cus_birch'],
  ])('/me never ignores customer_id: a company out of reach is refused as on every endpoint (%s)', async (_case, who, customerId) => {
    const bearer = who.startsWith('svc_sk_') ? who : await idTokenOf(who);
    const answer = await callService('GET', `/me?customer_id=${customerId}`, { bearer });
    const onStatus = await callService('GET', `/status?customer_id=${customerId}`, { bearer });
    expect(answer.status).toBe(403);
    expect(onStatus.status).toBe(403);
    expect(ErrorEnvelope.strict().parse(answer.body).error).toBe(ErrorEnvelope.parse(onStatus.body).error);
  });

  it('/me refuses an unknown query parameter, and answers without one', async () => {
    const bearer = 'svc_sk_sandbox_aurora_read';
    const stray = await callService('GET', '/me?company=cus_aurora', { bearer });
    expect(stray.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(stray.body)).toMatchObject({ error: 'invalid_request', detail: expect.stringContaining('company') });
    expect((await callService('GET', '/me', { bearer })).status).toBe(200);
  });

  it('/me checks the bearer before customer_id (401 first)', async () => {
    const answer = await callService('GET', '/me?customer_id=cus_aurora', { bearer: 'svc_sk_sandbox_guessed' });
    expect(answer.status).toBe(401);
  });

  it('shows a working agent with its progress notes', async () => {
    const answer = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_read' });
    const status = AgentStatus.parse(answer.body);
    expect(status.state).toBe('working');
    expect(status.progress_notes?.length).toBeGreaterThan(1);
  });

  it('shows the seeded files moved on their clock (none waits with no word why), a failed one with its detail and reason code', async () => {
    const status = IngestStatus.parse((await callService('GET', '/ingest-status', { bearer: 'svc_sk_sandbox_aurora_read' })).body);
    const seeded = status.files.filter((f) => f.id.startsWith('file_aurora_'));
    expect(seeded.map((f) => [f.id, f.state])).toEqual([
      ['file_aurora_001', 'booked'],
      ['file_aurora_002', 'booked'],
      ['file_aurora_003', 'booked'],
      ['file_aurora_004', 'failed'],
    ]);
    const failed = seeded.find((f) => f.state === 'failed');
    expect(failed?.detail).toMatch(/no column "Arvopäivä"/);
    expect(failed?.reason).toBe('missing_column');
  });
});
