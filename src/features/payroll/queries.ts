import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { fetchTaxCard, getPayrollWorkspace, upsertEmployee } from '../../api/operations/payroll.ts';
import { isUnreadableAnswer, type Read } from '../../api/reading.ts';
import { TaxCardFetchRequest, type EmployeeInput, type PayrollWorkspace } from '../../api/schemas/payroll.ts';

/**
 * Query keys of the payroll area: every key starts with the company, so that two companies never
 * share an entry and switching company never shows the other's payroll.
 */
export const payrollKeys = {
  all: (customerId: string) => ['payroll', customerId] as const,
  workspaces: (customerId: string) => ['payroll', customerId, 'workspace'] as const,
  workspace: (customerId: string, period: string) => ['payroll', customerId, 'workspace', period] as const,
};

export const workspaceQuery = (client: ServiceClient, customerId: string, period: string) =>
  queryOptions({
    queryKey: payrollKeys.workspace(customerId, period),
    queryFn: async ({ signal }) =>
      (await client.call(getPayrollWorkspace, { customerId, query: { period }, signal })).workspace,
  });

/**
 * A write answers with the refreshed workspace of one period: that entry is replaced with it. Every
 * other period of the company may show the same employee, contract or tax card, or a draft run the
 * write voided, so those are marked stale — and nothing of another company.
 */
function refreshWorkspaces(queryClient: QueryClient, customerId: string, workspace: Read<PayrollWorkspace>): void {
  queryClient.setQueryData(payrollKeys.workspace(customerId, workspace.period), workspace);
  void queryClient.invalidateQueries({
    queryKey: payrollKeys.workspaces(customerId),
    predicate: (query) => query.queryKey[3] !== workspace.period,
  });
}

/** A write done (2xx) whose answer cannot be read: every period of the company is read again. */
function rereadWorkspaces(queryClient: QueryClient, customerId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: payrollKeys.workspaces(customerId) });
}

export const upsertEmployeeMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...payrollKeys.all(customerId), 'upsert-employee'],
    mutationFn: (input: EmployeeInput) => client.call(upsertEmployee, { customerId, body: input }),
    onSuccess: (result) =>
      isUnreadableAnswer(result) ? rereadWorkspaces(queryClient, customerId) : refreshWorkspaces(queryClient, customerId, result.workspace),
  });

export const fetchTaxCardMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...payrollKeys.all(customerId), 'fetch-tax-card'],
    mutationFn: (request: TaxCardFetchRequest) =>
      // Parsed so that nothing beyond the three fields the contract allows can ride along.
      client.call(fetchTaxCard, { customerId, body: TaxCardFetchRequest.parse(request) }),
    onSuccess: (result) =>
      isUnreadableAnswer(result) ? rereadWorkspaces(queryClient, customerId) : refreshWorkspaces(queryClient, customerId, result.workspace),
  });
