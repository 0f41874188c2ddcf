import { InvoicesQuery, type Invoice } from '../../../src/api/schemas/invoice-circulation.ts';
import { notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import { checkMayReadInvoice } from '../../payments/paid-sources.ts';
import type { Queryable } from '../../db/database.ts';
import { circulationsOf, findCirculation, type CirculationRow } from '../../invoices/circulation-store.ts';
import { factsOf, type InvoiceFacts } from './invoice-facts.ts';
import { invoiceOf, readingOf } from './invoice-view.ts';

/**
 * GET /invoices and GET /invoices/{invoice_id} (docs/decisions/0011): read by the purchase-invoice
 * roles and the firm's staff (the route's access). Another company's invoice is answered like one that does
 * not exist (404). The list is earliest due date first; `waiting_for=me` keeps what the reader may decide now,
 * `state=` one state as answered (`paid` included).
 */

export const invoiceNotFound = () => notFound('No purchase bill or expense claim with this ID in the selected company.');

/** The reader's subject when they could ever decide: staff read and never decide. */
export function readerOf(ctx: HandlerContext): string | null {
  return ctx.principal.kind === 'interactive' && !ctx.principal.staff ? ctx.principal.subject : null;
}

export async function loadInvoice(db: Queryable, customerId: string, invoiceId: string, lock = false): Promise<{ circulation: CirculationRow; facts: InvoiceFacts }> {
  const circulation = await findCirculation(db, customerId, invoiceId, lock);
  const facts = circulation && (await factsOf(db, customerId, circulation.kind, circulation.invoice_id));
  if (!circulation || !facts) throw invoiceNotFound();
  return { circulation, facts };
}

export const listInvoices: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { waiting_for, state } = inputOf(InvoicesQuery, ctx.query);
  const reading = await readingOf(ctx.db, customer_id, readerOf(ctx));
  const invoices: Invoice[] = [];
  for (const circulation of await circulationsOf(ctx.db, customer_id)) {
    const facts = await factsOf(ctx.db, customer_id, circulation.kind, circulation.invoice_id);
    if (!facts) continue;
    const invoice = await invoiceOf(ctx.db, reading, circulation, facts);
    if (waiting_for === 'me' && !invoice.waiting_for_me) continue;
    if (state !== undefined && invoice.circulation.state !== state) continue;
    invoices.push(invoice);
  }
  invoices.sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { status: 200, body: { customer_id, invoices } };
};

export const getInvoice: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  // an admin or approver reads the bills and claims a payment batch pays (docs/decisions/0004-held-payments.md)
  await checkMayReadInvoice(ctx, customer_id, ['purchase_bill', 'expense_claim'], ctx.params.invoice_id ?? '');
  const { circulation, facts } = await loadInvoice(ctx.db, customer_id, ctx.params.invoice_id ?? '');
  const reading = await readingOf(ctx.db, customer_id, readerOf(ctx));
  return { status: 200, body: { customer_id, invoice: await invoiceOf(ctx.db, reading, circulation, facts) } };
};
