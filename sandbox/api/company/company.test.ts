import { describe, expect, it } from 'vitest';
import { AgentStatus, IngestStatus, Me } from '../../../src/api/schemas/company.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';

describe('GET /me, /status, /ingest-status (DESIGN.md decisions)', () => {
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

  it('shows a working agent with its progress notes', async () => {
    const answer = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_read' });
    const status = AgentStatus.parse(answer.body);
    expect(status.state).toBe('working');
    expect(status.progress_notes.length).toBeGreaterThan(1);
  });

  it('shows files in every ingest state, a failed one with its detail', async () => {
    const status = IngestStatus.parse((await callService('GET', '/ingest-status', { bearer: 'svc_sk_sandbox_aurora_read' })).body);
    expect(new Set(status.files.map((f) => f.state))).toEqual(new Set(['queued', 'parsed', 'booked', 'failed']));
    expect(status.files.find((f) => f.state === 'failed')?.detail).toBeTruthy();
  });
});
