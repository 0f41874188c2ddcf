import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { EmployeeCreationResult, PayrollWorkspace, TaxCardFetchResult } from '../../api/schemas/payroll.ts';
import { fetchTaxCardMutation, payrollKeys, upsertEmployeeMutation, workspaceQuery } from './queries.ts';

const workspaceOf = (period: string): PayrollWorkspace => ({ period, employees: [], draft_runs: [] });

/** A real service client over a fake network that records what is sent and answers `reply`. */
function clientAnswering(reply: unknown, status = 200) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'token',
    renewSession: async () => false,
    fetch: async (input, init) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}

function cacheWithWorkspaces() {
  const queryClient = new QueryClient();
  for (const period of ['2026-11', '2026-12']) queryClient.setQueryData(payrollKeys.workspace('cus_aurora', period), workspaceOf(period));
  queryClient.setQueryData(payrollKeys.workspace('cus_birch', '2026-12'), workspaceOf('2026-12'));
  return queryClient;
}

const invalidated = (queryClient: QueryClient, customerId: string, period: string) =>
  queryClient.getQueryState(payrollKeys.workspace(customerId, period))?.isInvalidated;

describe('payroll query keys carry the company (DESIGN.md principle 4)', () => {
  it('puts customer_id in every key and nests them all under the company', () => {
    expect(payrollKeys.workspace('cus_aurora', '2026-11')).toEqual(['payroll', 'cus_aurora', 'workspace', '2026-11']);
    expect(payrollKeys.workspace('cus_aurora', '2026-11')).not.toEqual(payrollKeys.workspace('cus_birch', '2026-11'));
    expect(payrollKeys.workspace('cus_aurora', '2026-11').slice(0, 2)).toEqual([...payrollKeys.all('cus_aurora')]);
  });

  it('reads the workspace of a period with customer_id and period in the query string', async () => {
    const { client, sent } = clientAnswering({ workspace: workspaceOf('2026-11') });
    const options = workspaceQuery(client, 'cus_aurora', '2026-11');
    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(options)).toEqual(workspaceOf('2026-11'));
    expect(sent[0]?.url).toBe('/portal/payroll/workspace?period=2026-11&customer_id=cus_aurora');
  });
});

describe('payroll writes refresh exactly what they changed', () => {
  it('an employee write stores the answered workspace and marks the company’s other periods stale, not another company’s', async () => {
    const answer: EmployeeCreationResult = {
      employee: { customer_id: 'cus_aurora', employee_id: 'e', contract_id: 'c', start_date: '2026-01-01', contract_set: true, voided_draft_run_ids: [] },
      workspace: { ...workspaceOf('2026-11'), draft_runs: [{ id: 'r', status: 'voided', payment_date: '2026-11-30' }] },
    };
    const { client, sent } = clientAnswering(answer, 201);
    const queryClient = cacheWithWorkspaces();
    await new MutationObserver(queryClient, upsertEmployeeMutation(client, queryClient, 'cus_aurora')).mutate({ name: 'X' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/portal/payroll/employees', body: { name: 'X', customer_id: 'cus_aurora' } });
    expect(queryClient.getQueryData(payrollKeys.workspace('cus_aurora', '2026-11'))).toEqual(answer.workspace);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(false);
    expect(invalidated(queryClient, 'cus_aurora', '2026-12')).toBe(true);
    expect(invalidated(queryClient, 'cus_birch', '2026-12')).toBe(false);
  });

  it('a tax-card fetch sends only the three fields of the contract and refreshes the payday’s month', async () => {
    const answer: TaxCardFetchResult = {
      tax_card: {
        customer_id: 'cus_aurora',
        employee_id: 'e',
        contract_id: 'c',
        payment_date: '2026-12-31',
        outcome: 'applied',
        changed: true,
        includes_stock_options_and_grants: false,
        nonresident_progressive_tax_claim: false,
        voided_draft_run_ids: [],
        fetch_id: 'f',
        environment: 'test',
        authority_base_basis_points: 2000,
        authority_additional_basis_points: 4000,
        annual_income_ceiling_cents: 3_000_000,
        valid_from: '2026-02-01',
        employee_requested_minimum_basis_points: 0,
        applied_base_basis_points: 2000,
        applied_additional_basis_points: 4000,
        note: 'n',
      },
      workspace: workspaceOf('2026-12'),
    };
    const { client, sent } = clientAnswering(answer);
    const queryClient = cacheWithWorkspaces();
    await new MutationObserver(queryClient, fetchTaxCardMutation(client, queryClient, 'cus_aurora')).mutate({
      employee_id: 'e',
      contract_id: 'c',
      payment_date: '2026-12-31',
    });
    expect(sent[0]?.body).toEqual({ employee_id: 'e', contract_id: 'c', payment_date: '2026-12-31', customer_id: 'cus_aurora' });
    expect(invalidated(queryClient, 'cus_aurora', '2026-12')).toBe(false);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(true);
  });
});
