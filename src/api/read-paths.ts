/**
 * The path of every read (GET) operation of the catalogue, in a module with no schema, for the boot's table of
 * first reads (src/app/first-reads.ts): it must send exactly what the views' queries later ask without carrying a
 * schema into the first route. The query layer's test (src/api/queries/layer.test.ts) holds this table to the
 * catalogue's reads, one for one. The catalogue keeps its own paths rather than taking them from here: a module
 * the boot and the portal's chunk shared would bring every path into the boot. Each path is an export of its
 * own, named by its operation, so that the boot carries only the paths it sends.
 */
export const getMe = '/me';
export const getAgentStatus = '/status';
export const getIngestStatus = '/ingest-status';
export const listDocuments = '/documents';
export const getDocument = '/documents/{document_id}';
export const getDocumentContent = '/documents/{document_id}/content';
export const getConnectionDataSummary = '/connections/{connection_id}/data';
export const listPaywalletConnections = '/paywallet-connections';
export const getConnectionsCatalog = '/lens/connections-catalog';
export const listApiKeys = '/api-keys';
export const listMembers = '/members';
export const getPayrollWorkspace = '/payroll/workspace';
export const getPayrollRun = '/payroll/runs/{run_id}';
export const listPayments = '/payments';
export const getPaymentBatch = '/payments/{batch_id}';
export const listPurchaseBills = '/purchase-bills';
export const getPurchaseBillOriginalReview = '/purchase-bills/{bill_id}/original-review';
export const listInvoices = '/invoices';
export const getInvoiceRouting = '/invoices/routing';
export const getInvoice = '/invoices/{invoice_id}';
export const listExpenseClaims = '/expense-claims';
export const listBooksAccounts = '/books/accounts';
export const getBooksStatement = '/books/statements';
export const listBooksMonths = '/books/months';
export const listBooksQuestions = '/books/questions';
export const listLensTransactions = '/lens/transactions';
export const getLensTransaction = '/lens/transactions/{row_id}';
export const listMessageThreads = '/messages/threads';
export const getMessagesUnread = '/messages/unread';
export const getMessageThread = '/messages/threads/{thread_id}';
export const listThreadMessages = '/messages/threads/{thread_id}/messages';
export const listFilings = '/filings';
export const listFilingAuthorizations = '/filings/authorizations';
export const getFiling = '/filings/{filing_id}';
export const listWorklog = '/worklog';
export const getAccountingReadModel = '/accounting/{read_model}';
