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
  /**
   * An employee write answered with the refreshed workspace of `period`, which takes that answer: every other
   * period of the company may show the same employee, contract or tax card, or a draft run the write voided,
   * and a run computes from the contracts and tax cards — nothing of another company.
   */
  workspaceAnswered: (customerId: string, period: string): Stale => [
    { queryKey: payrollKeys.workspaces(customerId), predicate: (query) => query.queryKey[3] !== period },
    { queryKey: payrollKeys.runs(customerId) },
  ],
  // a decision on a run done (2xx) whose answer cannot be read: the run as it is now
  runAnswerUnreadable: (customerId: string, runId: string): Stale => [{ queryKey: payrollKeys.run(customerId, runId), exact: true }],
  // a decision on a run done: the workspace of its period lists it with its status (the overview reads the same entry)
  runDecided: (customerId: string, period: string): Stale => [{ queryKey: payrollKeys.workspace(customerId, period), exact: true }],
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
