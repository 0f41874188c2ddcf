import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import { sharedKeys, payrollWorkspaceQuery } from './attention-queries.ts';

/**
 * "Needs attention" reads under the owning areas' keys, so that the cache is shared with them: the same key
 * must hold the same data. The keys are restated (features do not import each other); these tests pin them.
 */
describe('the keys "Needs attention" shares with the owning areas', () => {
  it('are the connections catalog’s, the bill list’s and the payroll workspace’s, each under the company', () => {
    expect(sharedKeys.connectionsCatalog('cus_aurora')).toEqual(['connections', 'cus_aurora', 'catalog']);
    expect(sharedKeys.purchaseBills('cus_aurora')).toEqual(['bills', 'cus_aurora', 'list']);
    expect(sharedKeys.payrollWorkspace('cus_aurora', '2026-11')).toEqual(['payroll', 'cus_aurora', 'workspace', '2026-11']);
  });

  it('keep the payroll entry as the payroll area does: the workspace itself, not the answer around it', async () => {
    const workspace = { period: '2026-11', employees: [], draft_runs: [] };
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'id-token',
      renewSession: async () => false,
      fetch: async () => Response.json({ workspace }),
    });
    const query = payrollWorkspaceQuery(client, 'cus_aurora', '2026-11');
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    expect(await queryFn({ signal: new AbortController().signal })).toEqual(workspace);
  });
});
