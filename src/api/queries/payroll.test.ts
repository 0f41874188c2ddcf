import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import type { EmployeeCreationResult, PayrollWorkspace, TaxCardFetchResult } from '../schemas/payroll.ts';
import type { PayrollRun } from '../schemas/payroll-runs.ts';
import { payrollKeys, workspaceQuery } from './payroll.ts';
import {
  approvePayrollRunMutation,
  createPayrollRunMutation,
  fetchTaxCardMutation,
  returnPayrollRunMutation,
  upsertEmployeeMutation,
} from './payroll-writes.ts';

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

describe('payroll query keys carry the company (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id in every key and nests them all under the company', () => {
    expect(payrollKeys.workspace('cus_aurora', '2026-11')).toEqual([...payrollKeys.workspaces('cus_aurora'), '2026-11']);
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

describe('approving a payroll run refreshes the run and the workspace of its period, nothing else', () => {
  const run: PayrollRun = {
    id: 'run/1',
    label: 'Monthly salaries 11/2026',
    period: '2026-11',
    kind: 'monthly',
    payment_date: '2026-11-30',
    status: 'approved',
    digest: 'abc',
    totals: {
      gross_cents: 100,
      withholding_cents: 20,
      employee_pension_cents: 7,
      employee_unemployment_cents: 1,
      net_cents: 72,
      employer_pension_cents: 17,
      // 100 × 1.91 % = 1.91 → 2
      employer_health_insurance_cents: 2,
      employer_unemployment_cents: 0,
      // 100 + 17 + 2 + 0
      employer_cost_cents: 119,
    },
    payslips: [],
    rates: {
      year: 2026,
      employee_pension_basis_points: 730,
      employee_unemployment_basis_points: 89,
      employer_pension_basis_points: 1710,
      employer_health_insurance_basis_points: 191,
      employer_unemployment_basis_points: 31,
      employer_unemployment_above_limit_basis_points: 131,
      employer_unemployment_payroll_limit_cents: 233_400_000,
      no_tax_card_withholding_basis_points: 6000,
    },
    approved: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00Z' },
    payment_batch_id: 'pay_1',
  };

  function cacheWithRuns() {
    const queryClient = cacheWithWorkspaces();
    queryClient.setQueryData(payrollKeys.run('cus_aurora', 'run/1'), { ...run, status: 'draft', approved: null, payment_batch_id: null });
    queryClient.setQueryData(payrollKeys.run('cus_aurora', 'run/2'), { ...run, id: 'run/2' });
    return queryClient;
  }
  const runInvalidated = (queryClient: QueryClient, runId: string) => queryClient.getQueryState(payrollKeys.run('cus_aurora', runId))?.isInvalidated;

  it('sends the digest seen to the run’s own path, stores the approved run and marks its period’s workspace stale', async () => {
    const { client, sent } = clientAnswering({ customer_id: 'cus_aurora', run });
    const queryClient = cacheWithRuns();
    await new MutationObserver(queryClient, approvePayrollRunMutation(client, queryClient, 'cus_aurora')).mutate({ runId: 'run/1', digest: 'abc', period: '2026-11' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/portal/payroll/runs/run%2F1/approve', body: { digest: 'abc', customer_id: 'cus_aurora' } });
    expect(queryClient.getQueryData(payrollKeys.run('cus_aurora', 'run/1'))).toEqual(run);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(true);
    expect(invalidated(queryClient, 'cus_aurora', '2026-12')).toBe(false);
    expect(invalidated(queryClient, 'cus_birch', '2026-12')).toBe(false);
    expect(runInvalidated(queryClient, 'run/2')).toBe(false);
  });

  it('a refusal because the run changed reads the run and its workspace again; another refusal reads nothing', async () => {
    const changed = clientAnswering({ error: 'run_changed', detail: 'The payroll run changed after you loaded it.' }, 409);
    const queryClient = cacheWithRuns();
    const approve = new MutationObserver(queryClient, approvePayrollRunMutation(changed.client, queryClient, 'cus_aurora'));
    await expect(approve.mutate({ runId: 'run/1', digest: 'old', period: '2026-11' })).rejects.toMatchObject({ status: 409, error: 'run_changed' });
    expect(runInvalidated(queryClient, 'run/1')).toBe(true);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(true);

    const forbidden = clientAnswering({ error: 'role_required', detail: 'No.' }, 403);
    const other = cacheWithRuns();
    const refused = new MutationObserver(other, approvePayrollRunMutation(forbidden.client, other, 'cus_aurora'));
    await expect(refused.mutate({ runId: 'run/1', digest: 'abc', period: '2026-11' })).rejects.toMatchObject({ status: 403 });
    expect(runInvalidated(other, 'run/1')).toBe(false);
    expect(invalidated(other, 'cus_aurora', '2026-11')).toBe(false);
  });

  it('an employee write marks the company’s runs stale too: a draft computes from the contracts', async () => {
    const answer: EmployeeCreationResult = {
      employee: { customer_id: 'cus_aurora', employee_id: 'e', contract_id: 'c', start_date: '2026-01-01', contract_set: true, voided_draft_run_ids: ['run/1'] },
      workspace: workspaceOf('2026-11'),
    };
    const { client } = clientAnswering(answer, 201);
    const queryClient = cacheWithRuns();
    await new MutationObserver(queryClient, upsertEmployeeMutation(client, queryClient, 'cus_aurora')).mutate({ name: 'X' });
    expect(runInvalidated(queryClient, 'run/1')).toBe(true);
  });

  it('a return sends the digest seen and the comment trimmed to the run’s return path, and refreshes as an approval does', async () => {
    const returned = { ...run, status: 'returned', approved: null, payment_batch_id: null, returned: { name: 'P', email: 'p@x', at: '2026-11-25T10:00:00Z', comment: 'Why' } };
    const { client, sent } = clientAnswering({ customer_id: 'cus_aurora', run: returned });
    const queryClient = cacheWithRuns();
    await new MutationObserver(queryClient, returnPayrollRunMutation(client, queryClient, 'cus_aurora')).mutate({ runId: 'run/1', digest: 'abc', period: '2026-11', comment: '  Why  ' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/portal/payroll/runs/run%2F1/return', body: { digest: 'abc', comment: 'Why', customer_id: 'cus_aurora' } });
    expect(queryClient.getQueryData(payrollKeys.run('cus_aurora', 'run/1'))).toEqual(returned);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(true);
    expect(invalidated(queryClient, 'cus_aurora', '2026-12')).toBe(false);
  });

  it('making the month’s run sends period and kind, stores the new run and marks only its period’s workspace stale; a 409 reads that workspace again', async () => {
    const made = { ...run, id: 'run/9', status: 'draft', approved: null, payment_batch_id: null };
    const { client, sent } = clientAnswering({ customer_id: 'cus_aurora', run: made }, 201);
    const queryClient = cacheWithRuns();
    await new MutationObserver(queryClient, createPayrollRunMutation(client, queryClient, 'cus_aurora')).mutate({ period: '2026-11', kind: 'monthly' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/portal/payroll/runs', body: { period: '2026-11', kind: 'monthly', customer_id: 'cus_aurora' } });
    expect(queryClient.getQueryData(payrollKeys.run('cus_aurora', 'run/9'))).toEqual(made);
    expect(invalidated(queryClient, 'cus_aurora', '2026-11')).toBe(true);
    expect(invalidated(queryClient, 'cus_aurora', '2026-12')).toBe(false);

    const exists = clientAnswering({ error: 'run_exists', detail: 'The company already has a draft monthly payroll run of 2026-12: r.' }, 409);
    const other = cacheWithRuns();
    const create = new MutationObserver(other, createPayrollRunMutation(exists.client, other, 'cus_aurora'));
    await expect(create.mutate({ period: '2026-12', kind: 'monthly' })).rejects.toMatchObject({ status: 409, error: 'run_exists' });
    expect(invalidated(other, 'cus_aurora', '2026-12')).toBe(true);
    expect(invalidated(other, 'cus_aurora', '2026-11')).toBe(false);
  });
});
