import { InvoiceResubmit } from '../../../src/api/schemas/invoice-circulation.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import type { Queryable } from '../../db/database.ts';
import { appendHistory, updateCirculation } from '../../invoices/circulation-store.ts';
import type { Decider } from '../../invoices/deciders.ts';
import { actorOf } from './decisions.ts';
import { invoiceOf, readingOf } from './invoice-view.ts';
import { loadInvoice } from './reads.ts';
import { revisionOf } from './revision.ts';

/**
 * POST /invoices/{invoice_id}/resubmit (docs/decisions/0011): the firm's staff send a bill returned to them back to the
 * factual check once corrected, with a note of what they did. Every step's decision is cleared (the history
 * keeps them) and the circulation's revision changes. Order: 404 → 409 `invoice_changed` → 422 `not_returned`
 * (anything but `returned_to_firm`, a claim returned to its claimant included). A bill whose held payment was
 * cancelled (`unpaid_cancelled`) is back with the firm too, and sent back alike (docs/decisions/0004-held-payments.md).
 */
export async function resubmit(db: Queryable, customerId: string, invoiceId: string, staff: Decider, input: { revision: string; note: string }, now: Date): Promise<void> {
  const { circulation, facts } = await loadInvoice(db, customerId, invoiceId, true);
  if (input.revision !== revisionOf(facts, circulation)) {
    throw new ApiError(409, 'invoice_changed', 'The invoice changed since you opened it; read it again before sending it back. Nothing was changed.');
  }
  if (circulation.state !== 'returned_to_firm' && !(circulation.state === 'unpaid_cancelled' && circulation.kind === 'purchase_bill')) {
    throw new ApiError(422, 'not_returned', `Only a bill returned to the firm is sent back to the check; this one is ${circulation.state}. Nothing was changed.`);
  }
  await updateCirculation(db, customerId, circulation.invoice_id, 'waiting_for_check', { check: null, approve: null });
  await appendHistory(db, customerId, circulation.invoice_id, { event: 'resubmitted', step: null, by: staff, at: now, comment: input.note });
}

export const resubmitInvoice: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(InvoiceResubmit, ctx.body);
  const staff = actorOf(ctx);
  const invoiceId = ctx.params.invoice_id ?? '';
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await resubmit(tx, customer_id, invoiceId, staff, input, now);
    const { circulation, facts } = await loadInvoice(tx, customer_id, invoiceId);
    const invoice = await invoiceOf(tx, await readingOf(tx, customer_id, null, now), circulation, facts);
    return { status: 200, body: { customer_id, invoice } };
  });
};
