import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import {
  apiKeyKeys,
  companyKeys,
  connectionKeys,
  documentKeys,
  invoicingKeys,
  meKeys,
  memberKeys,
  paymentKeys,
  payrollKeys,
  worklogKeys,
} from './keys.ts';

type Stale = readonly InvalidateQueryFilters[];

/**
 * What each write operation of the catalogue makes stale once it is done: the entries read again after it.
 * A mutation that puts the answer itself in place first (setQueryData) still reads these again for what else
 * changed. Answers that cannot be read, and refusals that say the page was out of date, are the mutations'
 * own cases; they too take their keys from keys.ts. No schema here.
 */
export const invalidatedBy = {
  // never sent by the portal (its body is not shown); the company's reads are what it could change
  updateCompanySettings: (customerId: string): Stale => [{ queryKey: companyKeys.all(customerId) }],
  // the list, and the overview's list of uploaded files
  uploadDocuments: (customerId: string): Stale => [{ queryKey: documentKeys.list(customerId) }, { queryKey: companyKeys.ingestStatus(customerId) }],
  connectAcquirer: (customerId: string, connectionId: string): Stale => [
    { queryKey: connectionKeys.catalog(customerId) },
    { queryKey: connectionKeys.data(customerId, connectionId) },
  ],
  revalidateAcquirerConnection: (customerId: string, connectionId: string): Stale => [
    { queryKey: connectionKeys.catalog(customerId) },
    { queryKey: connectionKeys.data(customerId, connectionId) },
  ],
  // the connection's data summary is removed with it, not read again
  removeAcquirerConnection: (customerId: string): Stale => [{ queryKey: connectionKeys.catalog(customerId) }],
  activateMobilewalletConnection: (customerId: string): Stale => [{ queryKey: connectionKeys.catalog(customerId) }],
  // the shop is connected when the app home completes the install, not by starting it
  startStorefrontInstall: (): Stale => [],
  createApiKey: (customerId: string): Stale => [{ queryKey: apiKeyKeys.list(customerId) }],
  revokeApiKey: (customerId: string): Stale => [{ queryKey: apiKeyKeys.list(customerId) }],
  // and /me, whose roles may be the person's own: the navigation and every area's guard read them
  inviteMember: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
  changeMemberRoles: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
  removeMember: (customerId: string): Stale => [{ queryKey: memberKeys.all(customerId) }, { queryKey: meKeys.all }],
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
  // the list and every batch: a payroll run's page follows its batch under the same entry
  releasePaymentBatch: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }],
  recreatePaymentBatch: (customerId: string): Stale => [{ queryKey: paymentKeys.all(customerId) }],
  approveInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  rejectInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  // a new entry may belong to any range looked at, and push an old one past the cap
  createWorklogEntry: (customerId: string): Stale => [{ queryKey: worklogKeys.lists(customerId) }],
  voidWorklogEntry: (customerId: string): Stale => [{ queryKey: worklogKeys.lists(customerId) }],
};

/** Reads again what these filters name, settling once every one has been read. */
export function invalidate(queryClient: QueryClient, stale: Stale): Promise<void> {
  return Promise.all(stale.map((filters) => queryClient.invalidateQueries(filters))).then(() => undefined);
}
