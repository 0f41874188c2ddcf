import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import type { ServiceClient } from '../client.ts';
import {
  approvePayrollRun,
  createPayrollRun,
  fetchTaxCard,
  returnPayrollRun,
  upsertEmployee,
} from '../operations/payroll.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { payrollInvalidations, payrollKeys } from './payroll.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../reading.ts';
import { TaxCardFetchRequest, type EmployeeInput, type PayrollWorkspace } from '../schemas/payroll.ts';
import type { PayrollRunResponse } from '../schemas/payroll-runs.ts';

/**
 * A write answers with the refreshed workspace of one period: that entry is replaced with it. Every
 * other period of the company may show the same employee, contract or tax card, or a draft run the
 * write voided, so those are marked stale — and nothing of another company.
 */
function refreshWorkspaces(queryClient: QueryClient, customerId: string, workspace: Read<PayrollWorkspace>): void {
  queryClient.setQueryData(payrollKeys.workspace(customerId, workspace.period), workspace);
  void invalidate(queryClient, payrollInvalidations.workspaceAnswered(customerId, workspace.period));
}

/** A write done (2xx) whose answer cannot be read: every period of the company is read again. */
function rereadWorkspaces(queryClient: QueryClient, customerId: string): Promise<void> {
  return invalidate(queryClient, payrollInvalidations.upsertEmployee(customerId));
}

export const upsertEmployeeMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('payroll', customerId, upsertEmployee),
    mutationFn: (input: EmployeeInput) => client.call(upsertEmployee, { customerId, body: input }),
    onSuccess: (result) =>
      isUnreadableAnswer(result) ? rereadWorkspaces(queryClient, customerId) : refreshWorkspaces(queryClient, customerId, result.workspace),
  });

export const fetchTaxCardMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('payroll', customerId, fetchTaxCard),
    mutationFn: (request: TaxCardFetchRequest) =>
      // Parsed so that nothing beyond the three fields the contract allows can ride along.
      client.call(fetchTaxCard, { customerId, body: TaxCardFetchRequest.parse(request) }),
    onSuccess: (result) =>
      isUnreadableAnswer(result) ? rereadWorkspaces(queryClient, customerId) : refreshWorkspaces(queryClient, customerId, result.workspace),
  });

/** What an approval sends: the run, the digest of the figures the person saw, and the run's period (whose workspace lists it). */
export interface RunApproval {
  runId: string;
  digest: string;
  period: string;
}

/**
 * Approving a run changes that run and the workspace of its period (which lists it with its status; the
 * overview reads the same workspace entry). An answer that could not be read: both are read again.
 */
export const approvePayrollRunMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('payroll', customerId, approvePayrollRun),
    mutationFn: ({ runId, digest }: RunApproval) => client.call(approvePayrollRun, { customerId, path: { run_id: runId }, body: { digest } }),
    ...runDecisionEffects(queryClient, customerId),
  });

/**
 * What a decision on a draft (an approval, a return) does to what the portal holds: the run as answered, and the
 * workspace of its period (which lists it with its status; the overview reads the same entry) read again. An
 * answer that could not be read: the run is read again too. Refused because the run is not as the person saw it
 * (changed, or no longer a draft): the run and that workspace are read again, so that the person sees the run
 * as it is now.
 */
function runDecisionEffects(queryClient: QueryClient, customerId: string) {
  return {
    onSuccess: async (result: Read<PayrollRunResponse> | UnreadableAnswer, { runId, period }: RunApproval) => {
      if (isUnreadableAnswer(result)) await invalidate(queryClient, payrollInvalidations.runAnswerUnreadable(customerId, runId));
      else queryClient.setQueryData(payrollKeys.run(customerId, runId), result.run);
      await invalidate(queryClient, payrollInvalidations.runDecided(customerId, period));
    },
    onError: async (error: Error, { runId, period }: RunApproval) => {
      if (!(error instanceof ApiError) || !APPROVAL_REREADS.includes(error.error)) return;
      await invalidate(queryClient, payrollInvalidations.approvePayrollRun(customerId, runId, period));
    },
  };
}

/** The refusals of an approval that mean the run on screen is out of date. */
export const APPROVAL_REREADS: readonly string[] = ['run_changed', 'run_not_draft'];

/** What making a run needs besides its kind: the period, whose workspace lists it. */
interface RunWrite {
  period: string;
}

/**
 * Making the month's draft run (docs/decisions/0018): the new run is put in place, and the workspace of its period (which
 * lists it) is read again. Refused because the month has its run already (409): that workspace is read again,
 * so that the person sees the run that is there.
 */
export const createPayrollRunMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('payroll', customerId, createPayrollRun),
    mutationFn: ({ period, kind }: RunWrite & { kind: 'monthly' | 'hourly' }) => client.call(createPayrollRun, { customerId, body: { period, kind } }),
    onSuccess: async (result, { period }) => {
      if (!isUnreadableAnswer(result)) queryClient.setQueryData(payrollKeys.run(customerId, result.run.id), result.run);
      await invalidate(queryClient, payrollInvalidations.createPayrollRun(customerId, period));
    },
    onError: async (error, { period }) => {
      if (error instanceof ApiError && error.error === 'run_exists') {
        await invalidate(queryClient, payrollInvalidations.createPayrollRun(customerId, period));
      }
    },
  });

/** What a return sends: the run, the digest of the figures the person saw, their comment, and the run's period. */
export interface RunReturn extends RunApproval {
  comment: string;
}

/** Returning a draft to the accounting firm changes the run and the workspace of its period, as an approval does. */
export const returnPayrollRunMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('payroll', customerId, returnPayrollRun),
    mutationFn: ({ runId, digest, comment }: RunReturn) =>
      client.call(returnPayrollRun, { customerId, path: { run_id: runId }, body: { digest, comment: comment.trim() } }),
    ...runDecisionEffects(queryClient, customerId),
  });

/**
 * The workspace of a period as the cache holds it now: what a save whose answer could not be read shows once every
 * period has been read again (upsertEmployeeMutation settles after that read).
 */
export function useWorkspaceAsHeld(customerId: string): (period: string) => Read<PayrollWorkspace> | undefined {
  const queryClient = useQueryClient();
  return (period) => queryClient.getQueryData<Read<PayrollWorkspace>>(payrollKeys.workspace(customerId, period));
}

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const payrollWrites = {
  upsertEmployee: upsertEmployeeMutation,
  fetchTaxCard: fetchTaxCardMutation,
  approvePayrollRun: approvePayrollRunMutation,
  createPayrollRun: createPayrollRunMutation,
  returnPayrollRun: returnPayrollRunMutation,
};
