import { ACCESS, type Access } from './auth/access.ts';
import { getMe } from './company/me.ts';
import { getAgentStatus } from './company/status.ts';
import { getIngestStatus } from './company/ingest-status.ts';
import type { Handler } from './handler.ts';

/**
 * Every endpoint of the contract's catalogue, who may call it (spec §5) and what answers it.
 * An endpoint without a handler answers 501 with the envelope once its access checks pass:
 * its feature area has not been built yet, and a fake success would lie.
 */
export interface Route {
  access: Access;
  handler?: Handler;
}

export const ROUTE_TABLE: Readonly<Record<string, Route>> = {
  getMe: { access: ACCESS.identity, handler: getMe },
  getAgentStatus: { access: ACCESS.member, handler: getAgentStatus },
  getIngestStatus: { access: ACCESS.member, handler: getIngestStatus },
  updateCompanySettings: { access: ACCESS.companySettings },

  connectAcquirer: { access: ACCESS.connectionsWrite },
  revalidateAcquirerConnection: { access: ACCESS.connectionsWrite },
  getConnectionDataSummary: { access: ACCESS.member },
  listPaywalletConnections: { access: ACCESS.member },
  activateMobilewalletConnection: { access: ACCESS.connectionsWrite },
  startStorefrontInstall: { access: ACCESS.connectionsWrite },
  getConnectionsCatalog: { access: ACCESS.member },

  listApiKeys: { access: ACCESS.apiKeys },
  createApiKey: { access: ACCESS.apiKeys },
  revokeApiKey: { access: ACCESS.apiKeys },

  getPayrollWorkspace: { access: ACCESS.payroll },
  upsertEmployee: { access: ACCESS.payroll },
  fetchTaxCard: { access: ACCESS.payroll },

  listPurchaseBills: { access: ACCESS.purchaseBills },
  getPurchaseBillOriginalReview: { access: ACCESS.purchaseBills },
  approveInvoice: { access: ACCESS.invoiceDecisions },
  rejectInvoice: { access: ACCESS.invoiceDecisions },

  listWorklog: { access: ACCESS.member },
  createWorklogEntry: { access: ACCESS.worklogWrite },
  voidWorklogEntry: { access: ACCESS.worklogWrite },

  getAccountingReadModel: { access: ACCESS.accounting },
};
