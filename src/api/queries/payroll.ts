import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getPayrollRun, getPayrollWorkspace } from '../operations/payroll.ts';
import { payrollKeys } from './keys.ts';

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
