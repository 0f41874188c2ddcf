import { expect } from 'vitest';
import { pathOf } from '../../../src/api/path.ts';
import { InvoiceList, InvoiceResponse, type Invoice } from '../../../src/api/schemas/invoice-circulation.ts';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService, type ServiceAnswer } from '../../testing/service-client.ts';

/** What the invoice-circulation tests share: the people by their seat, and calls as each of them. */

export const EMAILS = {
  admin: 'admin@aurora.example',
  approver: 'approver@aurora.example',
  reviewer: 'reviewer@aurora.example',
  bills: 'bills@aurora.example',
  claimant: 'claimant@aurora.example',
  operator: 'operator@aurora.example',
  staff: 'staff@firm.example',
} as const;
export type Seat = keyof typeof EMAILS;

export const token = (seat: Seat) => idTokenOf(EMAILS[seat]);

const invoicePath = (invoiceId: string, action?: 'approve' | 'reject' | 'resubmit') =>
  `${pathOf('/invoices/{invoice_id}', { invoice_id: invoiceId })}${action ? `/${action}` : ''}`;

export async function invoice(invoiceId: string, seat: Seat = 'approver', customerId = 'cus_aurora'): Promise<Invoice> {
  const answer = await callService('GET', `${invoicePath(invoiceId)}?customer_id=${customerId}`, { bearer: await token(seat) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return InvoiceResponse.parse(answer.body).invoice;
}

export async function invoices(seat: Seat, query = ''): Promise<Invoice[]> {
  const answer = await callService('GET', `/invoices?customer_id=cus_aurora${query}`, { bearer: await token(seat) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return InvoiceList.parse(answer.body).invoices;
}

/** A decision as `seat`, on the revision they read now unless one is given. */
export async function decide(
  action: 'approve' | 'reject' | 'resubmit',
  invoiceId: string,
  seat: Seat,
  body: Record<string, unknown> = {},
): Promise<ServiceAnswer> {
  const revision = 'revision' in body ? body.revision : (await invoice(invoiceId, seat === 'claimant' || seat === 'operator' || seat === 'admin' ? 'approver' : seat)).circulation.revision;
  return callService('POST', invoicePath(invoiceId, action), { bearer: await token(seat), body: { customer_id: 'cus_aurora', revision, ...body } });
}

/** The decided invoice of a 200, parsed with the contract. */
export function decided(answer: ServiceAnswer): Invoice {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return InvoiceResponse.parse(answer.body).invoice;
}

export function refusal(answer: ServiceAnswer, status: number, error: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ error, detail: expect.any(String) });
}
