import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../../api/client.ts';
import { getConnectionsCatalog } from '../../api/operations/connections.ts';
import { listPurchaseBills } from '../../api/operations/invoicing.ts';
import { listPayments } from '../../api/operations/payments.ts';
import { getPayrollWorkspace } from '../../api/operations/payroll.ts';

/**
 * What the overview's "Needs attention" reads of other areas: the very queries those areas make, under
 * their keys and with the same data in the entry, so that the cache is shared both ways (the overview
 * shows what the area just read, and a change made there refreshes the overview). Features do not import
 * each other, so the keys are restated here, each with its owner; they belong in src/api, where both
 * could take them from. This module comes with the "Needs attention" chunk, not the first route: the
 * schemas these operations read with are the other areas' (about 10 KB gzip together).
 */
export const sharedKeys = {
  /** Owned by the connections area (`connectionKeys.catalog`). */
  connectionsCatalog: (customerId: string) => ['connections', customerId, 'catalog'] as const,
  /** Owned by the bills area (`billKeys.list`). */
  purchaseBills: (customerId: string) => ['bills', customerId, 'list'] as const,
  /** Owned by the payroll area (`payrollKeys.workspace`); its entry holds the workspace itself, not the answer around it. */
  payrollWorkspace: (customerId: string, period: string) => ['payroll', customerId, 'workspace', period] as const,
  /** Owned by the payments area (`paymentKeys.list`); its entry holds the answer as it came. */
  payments: (customerId: string) => ['payments', customerId, 'list'] as const,
};

export const connectionsCatalogQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: sharedKeys.connectionsCatalog(customerId),
    queryFn: ({ signal }) => client.call(getConnectionsCatalog, { customerId, signal }),
  });

export const purchaseBillsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: sharedKeys.purchaseBills(customerId),
    queryFn: ({ signal }) => client.call(listPurchaseBills, { customerId, signal }),
  });

export const payrollWorkspaceQuery = (client: ServiceClient, customerId: string, period: string) =>
  queryOptions({
    queryKey: sharedKeys.payrollWorkspace(customerId, period),
    queryFn: async ({ signal }) => (await client.call(getPayrollWorkspace, { customerId, query: { period }, signal })).workspace,
  });

export const paymentsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: sharedKeys.payments(customerId),
    queryFn: ({ signal }) => client.call(listPayments, { customerId, signal }),
  });
