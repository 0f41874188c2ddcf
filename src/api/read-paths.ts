/**
 * The path of every read (GET) operation of the catalogue, in a module with no schema: the catalogue's
 * operations take their paths from here, and so does the boot's table of first reads (src/app/first-reads.ts),
 * which must send exactly what the views' queries later ask without carrying a schema into the first route.
 * read-paths.test.ts holds this table to the catalogue's reads, one for one.
 */
export const READ_PATHS = {
  getMe: '/me',
  getAgentStatus: '/status',
  getIngestStatus: '/ingest-status',
  listDocuments: '/documents',
  getDocument: '/documents/{document_id}',
  getDocumentContent: '/documents/{document_id}/content',
  getConnectionDataSummary: '/connections/{connection_id}/data',
  listPaywalletConnections: '/paywallet-connections',
  getConnectionsCatalog: '/lens/connections-catalog',
  listApiKeys: '/api-keys',
  listMembers: '/members',
  getPayrollWorkspace: '/payroll/workspace',
  getPayrollRun: '/payroll/runs/{run_id}',
  listPayments: '/payments',
  getPaymentBatch: '/payments/{batch_id}',
  listPurchaseBills: '/purchase-bills',
  getPurchaseBillOriginalReview: '/purchase-bills/{bill_id}/original-review',
  listWorklog: '/worklog',
  getAccountingReadModel: '/accounting/{read_model}',
} as const;

export type ReadOperationId = keyof typeof READ_PATHS;
