import { describe, expect, it } from 'vitest';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

describe('spec §5 rule 7: customer_id and tenant isolation', () => {
  it('reads the pinned company when a key omits customer_id', async () => {
    const aurora = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_read' });
    const birch = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_birch_write' });
    expect(aurora.body).toMatchObject({ customer_id: 'cus_aurora' });
    expect(birch.body).toMatchObject({ customer_id: 'cus_birch' });
  });

  it.each(['/status', '/ingest-status', '/worklog', '/lens/connections-catalog'])(
    'never lets a key of Aurora read Birch through %s, and answers as for a company that does not exist',
    async (path) => {
      const birch = await callService('GET', `${path}?customer_id=cus_birch`, { bearer: 'svc_sk_sandbox_aurora_read' });
      const unknown = await callService('GET', `${path}?customer_id=cus_nonexistent`, { bearer: 'svc_sk_sandbox_aurora_read' });
      expect(birch.status).toBe(403);
      expect(unknown.status).toBe(403);
      expect(birch.body).toEqual(unknown.body);
    },
  );

  it('refuses a key naming another company in a write body', async () => {
    const answer = await callService('POST', '/worklog', {
      bearer: 'svc_sk_sandbox_aurora_write',
      body: { customer_id: 'cus_birch', entry_date: '2026-11-20', minutes: 60, note: 'x' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'customer_forbidden' });
  });

  it('lets a person with two companies choose with customer_id, and sees only that company', async () => {
    const token = await idTokenOf('admin@aurora.example');
    const birch = await callService('GET', '/ingest-status?customer_id=cus_birch', { bearer: token });
    expect(birch.status).toBe(200);
    const files = (birch.body as { files: { id: string }[] }).files;
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.id.startsWith('file_birch'))).toBe(true);
  });

  it('asks a person with several companies to name one', async () => {
    const answer = await callService('GET', '/status', { bearer: await idTokenOf('admin@aurora.example') });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'customer_id_required' });
  });

  it('uses the only company of a person with one when customer_id is omitted', async () => {
    const answer = await callService('GET', '/status', { bearer: await idTokenOf('operator@aurora.example') });
    expect(answer.body).toMatchObject({ customer_id: 'cus_aurora' });
  });

  it('refuses a person a company they are not a member of, as if it did not exist', async () => {
    const token = await idTokenOf('approver@aurora.example');
    const birch = await callService('GET', '/status?customer_id=cus_birch', { bearer: token });
    const unknown = await callService('GET', '/status?customer_id=cus_nonexistent', { bearer: token });
    expect(birch.status).toBe(403);
    expect(birch.body).toEqual(unknown.body);
  });

  it('lets the firm’s staff read every customer', async () => {
    const token = await idTokenOf('staff@firm.example');
    for (const customer of ['cus_aurora', 'cus_birch']) {
      const answer = await callService('GET', `/status?customer_id=${customer}`, { bearer: token });
      expect(answer.body).toMatchObject({ customer_id: customer });
    }
  });
});
