import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import {
  EmployeeCreationResult,
  PayrollWorkspaceResponse,
  TaxCardFetchRequest,
  TaxCardFetchResult,
  type EmployeeInput,
  type PayrollWorkspace,
} from '../../api/schemas/payroll.ts';

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
      (await client.get('/payroll/workspace', { schema: PayrollWorkspaceResponse, customerId, query: { period }, signal })).workspace,
  });

/**
 * A write answers with the refreshed workspace of one period: that entry is replaced with it. Every
 * other period of the company may show the same employee, contract or tax card, or a draft run the
 * write voided, so those are marked stale — and nothing of another company.
 */
function refreshWorkspaces(queryClient: QueryClient, customerId: string, workspace: PayrollWorkspace): void {
  queryClient.setQueryData(payrollKeys.workspace(customerId, workspace.period), workspace);
  void queryClient.invalidateQueries({
    queryKey: payrollKeys.workspaces(customerId),
    predicate: (query) => query.queryKey[3] !== workspace.period,
  });
}

export const upsertEmployeeMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...payrollKeys.all(customerId), 'upsert-employee'],
    mutationFn: (input: EmployeeInput) => client.post('/payroll/employees', { schema: EmployeeCreationResult, customerId, body: input }),
    onSuccess: (result) => refreshWorkspaces(queryClient, customerId, result.workspace),
  });

export const fetchTaxCardMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...payrollKeys.all(customerId), 'fetch-tax-card'],
    mutationFn: (request: TaxCardFetchRequest) =>
      client.post('/payroll/employees/tax-card/fetch', {
        schema: TaxCardFetchResult,
        customerId,
        // Parsed so that nothing beyond the three fields the contract allows can ride along.
        body: TaxCardFetchRequest.parse(request),
      }),
    onSuccess: (result) => refreshWorkspaces(queryClient, customerId, result.workspace),
  });
