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
