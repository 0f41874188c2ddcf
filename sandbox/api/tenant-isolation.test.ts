import { describe, expect, it } from 'vitest';
import { ConnectionsCatalog, PaywalletConnections } from '../../src/api/schemas/connections.ts';
import { idTokenOf } from '../testing/oidc-client.ts';
import { callService } from '../testing/service-client.ts';

describe('spec §5 rule 7: customer_id and tenant isolation', () => {
  it('reads the pinned company when a key omits customer_id', async () => {
    const aurora = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_aurora_read' });
    const birch = await callService('GET', '/status', { bearer: 'svc_sk_sandbox_birch_write' });
    expect(aurora.body).toMatchObject({ customer_id: 'cus_aurora' });
    expect(birch.body).toMatchObject({ customer_id: 'cus_birch' });
  });

  it.each(['/status', '/ingest-status', '/worklog', '/lens/connections-catalog', '/paywallet-connections'])(
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

  it('never lets a key of Birch read Aurora’s paywallet grants, and answers as for a company that does not exist', async () => {
    const aurora = await callService('GET', '/paywallet-connections?customer_id=cus_aurora', { bearer: 'svc_sk_sandbox_birch_write' });
    const unknown = await callService('GET', '/paywallet-connections?customer_id=cus_nonexistent', { bearer: 'svc_sk_sandbox_birch_write' });
    expect(aurora.status).toBe(403);
    expect(aurora.body).toEqual(unknown.body);
    expect(JSON.stringify(aurora.body)).not.toMatch(/grant|PW-AURORA/);
  });

  it('shows a person of both companies Birch’s paywallet grants for Birch, none of Aurora’s', async () => {
    const token = await idTokenOf('admin@aurora.example');
    const aurora = PaywalletConnections.parse((await callService('GET', '/paywallet-connections?customer_id=cus_aurora', { bearer: token })).body);
    const birchAnswer = await callService('GET', '/paywallet-connections?customer_id=cus_birch', { bearer: token });
    expect(birchAnswer.status).toBe(200);
    const birch = PaywalletConnections.parse(birchAnswer.body);
    const auroraGrantIds = (aurora.grants as { grant_id: string }[]).map((grant) => grant.grant_id);
    expect(auroraGrantIds.length).toBeGreaterThan(0);
    expect(birch.customer_id).toBe('cus_birch');
    expect((birch.grants as { grant_id: string }[]).map((grant) => grant.grant_id)).toEqual([]);
    const text = JSON.stringify(birch);
    for (const id of auroraGrantIds) expect(text).not.toContain(id);
  });

  it('refuses a key naming another company when activating the mobile wallet, activating nothing there', async () => {
    const mobilewalletsOfAurora = async () =>
      ConnectionsCatalog.parse((await callService('GET', '/lens/connections-catalog', { bearer: 'svc_sk_sandbox_aurora_read' })).body)
        .connected.filter((c) => c.provider === 'mobilewallet').length;
    const before = await mobilewalletsOfAurora();
    // Aurora's business ID has shared a ledger: were the company not checked, this would activate Aurora's feed
    const aurora = await callService('POST', '/mobilewallet-connections/activate', {
      bearer: 'svc_sk_sandbox_birch_write',
      body: { customer_id: 'cus_aurora' },
    });
    const unknown = await callService('POST', '/mobilewallet-connections/activate', {
      bearer: 'svc_sk_sandbox_birch_write',
      body: { customer_id: 'cus_nonexistent' },
    });
    expect(aurora.status).toBe(403);
    expect(aurora.body).toMatchObject({ error: 'customer_forbidden' });
    expect(aurora.body).toEqual(unknown.body);
    expect(await mobilewalletsOfAurora()).toBe(before);
  });

  it('refuses a person activating the mobile wallet of a company they are not a member of, as if it did not exist', async () => {
    // the approver may activate for Aurora (a connection writer there) and reaches no other company
    const token = await idTokenOf('approver@aurora.example');
    const birch = await callService('POST', '/mobilewallet-connections/activate', { bearer: token, body: { customer_id: 'cus_birch' } });
    const unknown = await callService('POST', '/mobilewallet-connections/activate', { bearer: token, body: { customer_id: 'cus_nonexistent' } });
    expect(birch.status).toBe(403);
    expect(birch.body).toEqual(unknown.body);
    const catalog = ConnectionsCatalog.parse((await callService('GET', '/lens/connections-catalog', { bearer: 'svc_sk_sandbox_birch_write' })).body);
    expect(catalog.connected.some((c) => c.provider === 'mobilewallet')).toBe(false);
  });

  it('lets a person with two companies choose with customer_id, and sees only that company', async () => {
    const token = await idTokenOf('admin@aurora.example');
    const birch = await callService('GET', '/ingest-status?customer_id=cus_birch', { bearer: token });
    expect(birch.status).toBe(200);
    const files = (birch.body as { files: { id: string }[] }).files;
    expect(files.length).toBeGreaterThan(0);
    // Birch's files: those seed.ts uploaded and its bills' originals (docs/decisions/0019: each a document of the company)
    expect(files.every((file) => file.id.startsWith('file_birch') || file.id.startsWith('doc_birch'))).toBe(true);
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
