import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/api/path.ts';
import { InvoiceResponse } from '../../../src/api/schemas/invoice-circulation.ts';
import { PurchaseBillList } from '../../../src/api/schemas/purchase-bills.ts';
import { callService } from '../../testing/service-client.ts';
import { decide, invoice, refusal, token, type Seat } from '../../testing/invoice-fixtures.ts';

/**
 * POST /purchase-bills/{bill_id}/clarifications (docs/decisions/0011): the company answers the firm's request for a
 * clarification of a bill ("lisää selvitys alkuperäisen liitteeksi") with a note and documents of its own;
 * the answer is recorded with the person and the bill goes back to the firm's review. This file answers the
 * seed's Royal Ravintolat Oy bill.
 */

const SAVOY = 'bill:Savoy #77?50%';

const answerClarification = async (billId: string, body: Record<string, unknown>, seat: Seat = 'bills', customerId = 'cus_aurora') =>
  callService('POST', pathOf('/purchase-bills/{bill_id}/clarifications', { bill_id: billId }), {
    bearer: await token(seat),
    body: { customer_id: customerId, ...body },
  });

describe('a bill waiting for a clarification', () => {
  it('shows what the firm asks for, and waits for no decision', async () => {
    const bill = await invoice(SAVOY, 'bills');
    expect(bill.circulation.state).toBe('awaiting_clarification');
    expect(bill.clarification?.requested).toContain('lisää selvitys alkuperäisen liitteeksi');
    expect(bill.clarification?.answers).toEqual([]);
    expect(bill.circulation.next).toBeNull();
    refusal(await decide('approve', SAVOY, 'bills'), 422, 'not_waiting');
  });

  it.each([
    ['a document the company does not have', ['doc_nowhere']],
    ['another company’s document', ['file_aurora_002', 'file_birch_001']],
  ])('refuses %s (422 unknown_document, naming it), adding nothing', async (_label, documentIds) => {
    const answer = await answerClarification(SAVOY, { note: 'Osallistujat liitteenä.', document_ids: documentIds });
    refusal(answer, 422, 'unknown_document');
    expect((answer.body as { detail: string }).detail).toContain(documentIds.at(-1));
    expect((await invoice(SAVOY, 'bills')).clarification?.answers).toEqual([]);
  });

  it('refuses a bill that waits for no clarification (409) and another company’s bill (404)', async () => {
    refusal(await answerClarification('pb-2026-0412', { note: 'x', document_ids: [] }), 409, 'no_clarification_requested');
    refusal(await answerClarification('bill:B-2026-031', { note: 'x', document_ids: [] }), 404, 'not_found');
  });

  it.each(['staff', 'operator', 'claimant'] as const)('refuses %s (403)', async (seat) => {
    expect((await answerClarification(SAVOY, { note: 'x', document_ids: [] }, seat)).status).toBe(403);
  });

  it('records the answer with the person and sends the bill back to the firm’s review', async () => {
    const answer = await answerClarification(SAVOY, { note: 'Asiakasillallinen, osallistujat ja tarkoitus liitteessä.', document_ids: ['file_aurora_002'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const bill = InvoiceResponse.parse(answer.body).invoice;
    expect(bill.circulation.state).toBe('returned_to_firm');
    expect(bill.review_state).toBe('pending');
    expect(bill.clarification?.answers).toEqual([
      expect.objectContaining({ note: 'Asiakasillallinen, osallistujat ja tarkoitus liitteessä.', document_ids: ['file_aurora_002'], name: 'Laura Hämäläinen', email: 'bills@aurora.example' }),
    ]);
    expect(bill.circulation.history.at(-1)).toMatchObject({ event: 'clarified', email: 'bills@aurora.example' });
    const list = PurchaseBillList.parse((await callService('GET', '/purchase-bills?customer_id=cus_aurora', { bearer: await token('bills') })).body);
    expect(list.bills.find((row) => row.id === SAVOY)?.review_state).toBe('pending');
    refusal(await answerClarification(SAVOY, { note: 'Toinen kerta', document_ids: [] }), 409, 'no_clarification_requested');
  });
});
