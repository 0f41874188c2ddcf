import { ACCESS, type Access } from './auth/access.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys/api-keys.ts';
import { getMe } from './company/me.ts';
import { getAgentStatus } from './company/status.ts';
import { getIngestStatus } from './company/ingest-status.ts';
import { getDocument, getDocumentContent, listDocuments, uploadDocuments } from './documents/documents.ts';
import { getPurchaseBillOriginalReview, listPurchaseBills } from './bills/purchase-bills.ts';
import { connectAcquirer, revalidateAcquirerConnection } from './connections/acquirer.ts';
import { removeAcquirerConnection } from './connections/acquirer-removal.ts';
import { getConnectionsCatalog } from './connections/catalog.ts';
import { getConnectionDataSummary } from './connections/data-summary.ts';
import { startStorefrontInstall } from './connections/storefront.ts';
import { activateMobilewalletConnection, listPaywalletConnections } from './connections/wallets.ts';
import type { Handler } from './handler.ts';
import { upsertEmployee } from './payroll/employees.ts';
import { fetchTaxCard } from './payroll/tax-card.ts';
import { listBooksAccounts } from './books/accounts.ts';
import { listBooksMonths } from './books/months.ts';
import { getBooksStatement } from './books/statements.ts';
import { getPayrollWorkspace } from './payroll/workspace.ts';
import { approvePayrollRun, createPayrollRun, getPayrollRun, returnPayrollRun } from './payroll/runs.ts';
import { holdPayment } from './payments/hold.ts';
import { unholdPayment } from './payments/unhold.ts';
import { cancelPayment } from './payments/cancel.ts';
import { getPaymentBatch, listPayments, releasePaymentBatch } from './payments/payments.ts';
import { recreatePaymentBatch } from './payments/recreate.ts';
import { answerBillClarification } from './invoices/clarifications.ts';
import { createExpenseClaim, listExpenseClaims } from './invoices/claims.ts';
import { approveInvoice, rejectInvoice } from './invoices/decisions.ts';
import { getInvoice, listInvoices } from './invoices/reads.ts';
import { resubmitInvoice } from './invoices/resubmit.ts';
import { getInvoiceRouting, updateInvoiceRouting } from './invoices/routing.ts';
import { changeMemberRoles, inviteMember, listMembers, removeMember } from './members/members.ts';
import { declareBooksRow } from './books/declarations.ts';
import { listBooksQuestions } from './books/questions.ts';
import { getLensTransaction } from './lens/booking.ts';
import { listLensTransactions } from './lens/transactions.ts';
import { editThreadMessage, listThreadMessages, postThreadMessage, withdrawThreadMessage } from './messages/messages.ts';
import { getMessagesUnread, markThreadRead } from './messages/read-state.ts';
import { getMessageThread, listMessageThreads, startMessageThread } from './messages/threads.ts';
import { listFilingAuthorizations } from './filings/authorizations.ts';
import { getFiling, listFilings } from './filings/filings.ts';
import { reviewFiling } from './filings/review.ts';
import { listWorklog } from './worklog/list.ts';
import { createWorklogEntry } from './worklog/create.ts';
import { voidWorklogEntry } from './worklog/void.ts';

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

  uploadDocuments: { access: ACCESS.documentsWrite, handler: uploadDocuments },
  listDocuments: { access: ACCESS.member, handler: listDocuments },
  getDocument: { access: ACCESS.member, handler: getDocument },
  getDocumentContent: { access: ACCESS.member, handler: getDocumentContent },

  connectAcquirer: { access: ACCESS.connectionsWrite, handler: connectAcquirer },
  revalidateAcquirerConnection: { access: ACCESS.connectionsWrite, handler: revalidateAcquirerConnection },
  removeAcquirerConnection: { access: ACCESS.connectionsWrite, handler: removeAcquirerConnection },
  getConnectionDataSummary: { access: ACCESS.member, handler: getConnectionDataSummary },
  listPaywalletConnections: { access: ACCESS.member, handler: listPaywalletConnections },
  activateMobilewalletConnection: { access: ACCESS.connectionsWrite, handler: activateMobilewalletConnection },
  startStorefrontInstall: { access: ACCESS.connectionsWrite, handler: startStorefrontInstall },
  getConnectionsCatalog: { access: ACCESS.member, handler: getConnectionsCatalog },

  listApiKeys: { access: ACCESS.apiKeys, handler: listApiKeys },
  createApiKey: { access: ACCESS.apiKeys, handler: createApiKey },
  revokeApiKey: { access: ACCESS.apiKeys, handler: revokeApiKey },

  listMembers: { access: ACCESS.members, handler: listMembers },
  inviteMember: { access: ACCESS.members, handler: inviteMember },
  changeMemberRoles: { access: ACCESS.members, handler: changeMemberRoles },
  removeMember: { access: ACCESS.members, handler: removeMember },

  getPayrollWorkspace: { access: ACCESS.payroll, handler: getPayrollWorkspace },
  upsertEmployee: { access: ACCESS.payroll, handler: upsertEmployee },
  fetchTaxCard: { access: ACCESS.payroll, handler: fetchTaxCard },
  getPayrollRun: { access: ACCESS.payroll, handler: getPayrollRun },
  approvePayrollRun: { access: ACCESS.payroll, handler: approvePayrollRun },
  createPayrollRun: { access: ACCESS.payroll, handler: createPayrollRun },
  returnPayrollRun: { access: ACCESS.payroll, handler: returnPayrollRun },

  listPayments: { access: ACCESS.payments, handler: listPayments },
  getPaymentBatch: { access: ACCESS.payments, handler: getPaymentBatch },
  releasePaymentBatch: { access: ACCESS.payments, handler: releasePaymentBatch },
  recreatePaymentBatch: { access: ACCESS.payments, handler: recreatePaymentBatch },
  holdPayment: { access: ACCESS.payments, handler: holdPayment },
  unholdPayment: { access: ACCESS.payments, handler: unholdPayment },
  cancelPayment: { access: ACCESS.payments, handler: cancelPayment },

  listPurchaseBills: { access: ACCESS.purchaseBills, handler: listPurchaseBills },
  getPurchaseBillOriginalReview: { access: ACCESS.paidInvoiceRead, handler: getPurchaseBillOriginalReview },
  answerBillClarification: { access: ACCESS.billClarifications, handler: answerBillClarification },
  listInvoices: { access: ACCESS.purchaseBills, handler: listInvoices },
  getInvoiceRouting: { access: ACCESS.invoiceRoutingRead, handler: getInvoiceRouting },
  updateInvoiceRouting: { access: ACCESS.members, handler: updateInvoiceRouting },
  getInvoice: { access: ACCESS.paidInvoiceRead, handler: getInvoice },
  approveInvoice: { access: ACCESS.invoiceDecisions, handler: approveInvoice },
  rejectInvoice: { access: ACCESS.invoiceDecisions, handler: rejectInvoice },
  resubmitInvoice: { access: ACCESS.firmStaff, handler: resubmitInvoice },
  createExpenseClaim: { access: ACCESS.expenseClaims, handler: createExpenseClaim },
  listExpenseClaims: { access: ACCESS.expenseClaims, handler: listExpenseClaims },

  listBooksAccounts: { access: ACCESS.booksRead, handler: listBooksAccounts },
  getBooksStatement: { access: ACCESS.booksRead, handler: getBooksStatement },
  listBooksMonths: { access: ACCESS.booksRead, handler: listBooksMonths },
  listBooksQuestions: { access: ACCESS.booksRead, handler: listBooksQuestions },
  declareBooksRow: { access: ACCESS.booksDeclare, handler: declareBooksRow },
  listLensTransactions: { access: ACCESS.booksRead, handler: listLensTransactions },
  getLensTransaction: { access: ACCESS.booksRead, handler: getLensTransaction },

  listMessageThreads: { access: ACCESS.messagesRead, handler: listMessageThreads },
  startMessageThread: { access: ACCESS.messagesWrite, handler: startMessageThread },
  getMessagesUnread: { access: ACCESS.messagesReadState, handler: getMessagesUnread },
  getMessageThread: { access: ACCESS.messagesRead, handler: getMessageThread },
  listThreadMessages: { access: ACCESS.messagesRead, handler: listThreadMessages },
  postThreadMessage: { access: ACCESS.messagesWrite, handler: postThreadMessage },
  editThreadMessage: { access: ACCESS.messagesWrite, handler: editThreadMessage },
  withdrawThreadMessage: { access: ACCESS.messagesWrite, handler: withdrawThreadMessage },
  markThreadRead: { access: ACCESS.messagesReadState, handler: markThreadRead },

  listFilings: { access: ACCESS.filingsRead, handler: listFilings },
  listFilingAuthorizations: { access: ACCESS.filingsRead, handler: listFilingAuthorizations },
  getFiling: { access: ACCESS.filingsRead, handler: getFiling },
  reviewFiling: { access: ACCESS.filingsReview, handler: reviewFiling },

  listWorklog: { access: ACCESS.member, handler: listWorklog },
  createWorklogEntry: { access: ACCESS.worklogWrite, handler: createWorklogEntry },
  voidWorklogEntry: { access: ACCESS.worklogWrite, handler: voidWorklogEntry },

  getAccountingReadModel: { access: ACCESS.accounting },
};
