import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getPayrollRun, getPayrollWorkspace } from '../operations/payroll.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const payrollKeys = {
  all: (customerId: string) => areaKey('payroll', customerId),
  /** Every period's workspace of the company; the period is the fourth element of each. */
  workspaces: (customerId: string) => readKey('payroll', customerId, 'getPayrollWorkspace'),
  workspace: (customerId: string, period: string) => [...payrollKeys.workspaces(customerId), period] as const,
  runs: (customerId: string) => readKey('payroll', customerId, 'getPayrollRun'),
  run: (customerId: string, runId: string) => [...payrollKeys.runs(customerId), runId] as const,
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const payrollInvalidations = {
  // every period may show the employee, contract or tax card, and a run computes from them
  upsertEmployee: (customerId: string): Stale => [{ queryKey: payrollKeys.workspaces(customerId) }, { queryKey: payrollKeys.runs(customerId) }],
  fetchTaxCard: (customerId: string): Stale => [{ queryKey: payrollKeys.workspaces(customerId) }, { queryKey: payrollKeys.runs(customerId) }],
  // the run, and the workspace of its period, which lists it with its status (the overview reads the same entry)
  approvePayrollRun: (customerId: string, runId: string, period: string): Stale => [
    { queryKey: payrollKeys.run(customerId, runId), exact: true },
    { queryKey: payrollKeys.workspace(customerId, period), exact: true },
  ],
  returnPayrollRun: (customerId: string, runId: string, period: string): Stale => [
    { queryKey: payrollKeys.run(customerId, runId), exact: true },
    { queryKey: payrollKeys.workspace(customerId, period), exact: true },
  ],
  createPayrollRun: (customerId: string, period: string): Stale => [{ queryKey: payrollKeys.workspace(customerId, period), exact: true }],
};

/** A period's workspace. The entry holds the workspace itself, not the answer around it: the writes answer with one. */
export const workspaceQuery = (client: ServiceClient, customerId: string, period: string) =>
  queryOptions({
    queryKey: payrollKeys.workspace(customerId, period),
    queryFn: async ({ signal }) =>
      (await client.call(getPayrollWorkspace, { customerId, query: { period }, signal })).workspace,
  });

/** One run. The entry holds the run itself, as the decisions on it answer with it. */
export const runQuery = (client: ServiceClient, customerId: string, runId: string) =>
  queryOptions({
    queryKey: payrollKeys.run(customerId, runId),
    queryFn: async ({ signal }) => (await client.call(getPayrollRun, { customerId, path: { run_id: runId }, signal })).run,
  });

export const payrollReads = { getPayrollWorkspace: workspaceQuery, getPayrollRun: runQuery };
