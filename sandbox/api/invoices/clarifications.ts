import { z } from 'zod';
import { ClarificationAnswer } from '../../../src/api/schemas/invoice-circulation.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import type { Queryable } from '../../db/database.ts';
import { appendHistory, updateCirculation } from '../../invoices/circulation-store.ts';
import { insertClarificationAnswer } from './clarification-store.ts';
import type { Decider } from '../../invoices/deciders.ts';
import { actorOf } from './decisions.ts';
import { unknownDocument } from './documents-of-company.ts';
import { invoiceOf, readingOf } from './invoice-view.ts';
import { loadInvoice } from './reads.ts';

/**
 * POST /purchase-bills/{bill_id}/clarifications: the company answers the firm's request for a
 * clarification ("lisää selvitys alkuperäisen liitteeksi") with a note and documents of its own, recorded with
 * the person. The bill goes back to the firm's review: its review state is `pending` again, and its
 * circulation `returned_to_firm` — the firm reviews the clarification and sends the bill on to the check
 * (resubmit). Order: 404 → 409 `no_clarification_requested` → 422 `unknown_document` (naming it: a document the
 * person may not see is as unknown as one that does not exist, docs/decisions/0003-documents-by-role.md). The
 * documents attached then belong to the bill, unless they belonged somewhere already (migration 117).
 */
export async function answerClarification(
  db: Queryable,
  customerId: string,
  billId: string,
  person: Decider,
  answer: { note: string; document_ids: readonly string[] },
  now: Date,
): Promise<void> {
  const { circulation, facts } = await loadInvoice(db, customerId, billId, true);
  if (facts.kind !== 'purchase_bill' || circulation.state !== 'awaiting_clarification') {
    throw new ApiError(409, 'no_clarification_requested', 'The firm has not asked for a clarification of this bill; nothing was added.');
  }
  const unknown = await unknownDocument(db, customerId, answer.document_ids, person);
  if (unknown !== null) {
    throw new ApiError(422, 'unknown_document', `The company has no document ${unknown}: upload it in Documents first. Nothing was added.`);
  }
  await insertClarificationAnswer(db, customerId, facts.id, answer, person, now);
  await db.query(
    `update purchase_bills set review_state = 'pending', review_reason = $3 where customer_id = $1 and id = $2`,
    [customerId, facts.id, `${person.name} lisäsi selvityksen alkuperäisen liitteeksi; tarkastus odottaa.`],
  );
  await updateCirculation(db, customerId, circulation.invoice_id, 'returned_to_firm', {});
  await appendHistory(db, customerId, circulation.invoice_id, { event: 'clarified', step: null, by: person, at: now, comment: answer.note });
}

const billIdParams = z.object({ bill_id: z.string() });

export const answerBillClarification: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { bill_id } = inputOf(billIdParams, ctx.params);
  const input = inputOf(ClarificationAnswer, ctx.body);
  const person = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    await answerClarification(tx, customer_id, bill_id, person, input, now);
    const { circulation, facts } = await loadInvoice(tx, customer_id, bill_id);
    const invoice = await invoiceOf(tx, await readingOf(tx, customer_id, person.subject, now), circulation, facts);
    return { status: 201, body: { customer_id, invoice } };
  });
};
