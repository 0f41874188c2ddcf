import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import {
  getInvoice,
  getInvoiceRouting,
  getPurchaseBillOriginalReview,
  listExpenseClaims,
  listInvoices,
  listPurchaseBills,
} from '../operations/invoicing.ts';
import { paymentKeys } from './payments.ts';
import { areaKey, readKey } from './keys.ts';
import type { Stale } from './invalidate.ts';

export const invoicingKeys = {
  all: (customerId: string) => areaKey('invoicing', customerId),
  bills: (customerId: string) => readKey('invoicing', customerId, 'listPurchaseBills'),
  /** Keyed by the exact bill ID: spaces and letter case are part of it. */
  review: (customerId: string, billId: string) => [...readKey('invoicing', customerId, 'getPurchaseBillOriginalReview'), billId] as const,
  /** `waiting_for=me` and `all` are two reads: the person's own work and the company's whole circulation. */
  invoices: (customerId: string, waitingFor: 'me' | 'all') => [...readKey('invoicing', customerId, 'listInvoices'), waitingFor] as const,
  invoice: (customerId: string, invoiceId: string) => [...readKey('invoicing', customerId, 'getInvoice'), invoiceId] as const,
  routing: (customerId: string) => readKey('invoicing', customerId, 'getInvoiceRouting'),
  claims: (customerId: string) => readKey('invoicing', customerId, 'listExpenseClaims'),
};

/** What each write of the area makes stale once it is done (read again through invalidate.ts). */
export const invoicingInvalidations = {
  // the last approval puts the payment into a batch: the payments area changes with it
  approveInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }, { queryKey: paymentKeys.all(customerId) }],
  rejectInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  resubmitInvoice: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  // who decides what may change for every invoice in circulation
  updateInvoiceRouting: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  // the bill goes back to the firm's review: its snapshot, the lists and the circulation
  answerBillClarification: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  createExpenseClaim: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
  // a refused decision (409 `invoice_changed`, `four_eyes`): the invoice and the lists were out of date
  decisionRefused: (customerId: string): Stale => [{ queryKey: invoicingKeys.all(customerId) }],
};

export const purchaseBillsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: invoicingKeys.bills(customerId),
    queryFn: ({ signal }) => client.call(listPurchaseBills, { customerId, signal }),
  });

export const billReviewQuery = (client: ServiceClient, customerId: string, billId: string) =>
  queryOptions({
    queryKey: invoicingKeys.review(customerId, billId),
    queryFn: ({ signal }) =>
      client.call(getPurchaseBillOriginalReview, { path: { bill_id: billId }, customerId, signal }),
  });

export const invoicesQuery = (client: ServiceClient, customerId: string, waitingFor: 'me' | 'all' = 'all') =>
  queryOptions({
    queryKey: invoicingKeys.invoices(customerId, waitingFor),
    queryFn: ({ signal }) => client.call(listInvoices, { customerId, query: { waiting_for: waitingFor }, signal }),
  });

export const invoiceQuery = (client: ServiceClient, customerId: string, invoiceId: string) =>
  queryOptions({
    queryKey: invoicingKeys.invoice(customerId, invoiceId),
    queryFn: ({ signal }) => client.call(getInvoice, { path: { invoice_id: invoiceId }, customerId, signal }),
  });

export const invoiceRoutingQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: invoicingKeys.routing(customerId),
    queryFn: ({ signal }) => client.call(getInvoiceRouting, { customerId, signal }),
  });

export const expenseClaimsQuery = (client: ServiceClient, customerId: string) =>
  queryOptions({
    queryKey: invoicingKeys.claims(customerId),
    queryFn: ({ signal }) => client.call(listExpenseClaims, { customerId, signal }),
  });

export const invoicingReads = {
  listPurchaseBills: purchaseBillsQuery,
  getPurchaseBillOriginalReview: billReviewQuery,
  listInvoices: invoicesQuery,
  getInvoiceRouting: invoiceRoutingQuery,
  getInvoice: invoiceQuery,
  listExpenseClaims: expenseClaimsQuery,
};
