import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { pathOf } from '../../src/api/path.ts';
import { DocumentUploadResult } from '../../src/api/schemas/documents.ts';
import { InvoiceList, InvoiceResponse, type Invoice } from '../../src/api/schemas/invoice-circulation.ts';
import { idTokenOf } from './oidc-client.ts';
import { pdfDocument } from '../documents/document-files.ts';
import { multipartBody, upload } from './multipart.ts';
import { callService, type ServiceAnswer } from './service-client.ts';

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

/**
 * Receipts of their own, uploaded by `seat` (the claimant unless told): a claim filed from a receipt no other
 * claim has is no duplicate of the seed's (the taxi claim KL-3 holds the seeded file_aurora_001). Each label
 * gives one document of its own bytes; `copyOf` uploads the same bytes again as another document.
 */
export async function receipts(labels: readonly string[], seat: Seat = 'claimant'): Promise<string[]> {
  const parts = labels.map((label) => ({ name: 'files', filename: `${label}.pdf`, bytes: pdfDocument(label, [{ text: `${label} ${randomUUID()}` }]), type: 'application/pdf' }));
  return uploaded(parts, seat);
}

export async function receipt(label = 'kuitti', seat: Seat = 'claimant'): Promise<string> {
  const [id] = await receipts([label], seat);
  if (id === undefined) throw new Error('the receipt was not stored');
  return id;
}

/** Another document of the same bytes as a fresh receipt: the same receipt sent twice. */
export async function receiptTwice(label = 'kuitti', seat: Seat = 'claimant'): Promise<[string, string]> {
  const bytes = pdfDocument(label, [{ text: `${label} ${randomUUID()}` }]);
  const [first, second] = await uploaded(
    [
      { name: 'files', filename: `${label}.pdf`, bytes, type: 'application/pdf' },
      { name: 'files', filename: `${label}-uudelleen.pdf`, bytes, type: 'application/pdf' },
    ],
    seat,
  );
  if (first === undefined || second === undefined) throw new Error('the receipts were not stored');
  return [first, second];
}

async function uploaded(parts: { name: string; filename: string; bytes: Uint8Array; type: string }[], seat: Seat): Promise<string[]> {
  const answer = await upload(multipartBody([{ name: 'customer_id', value: 'cus_aurora' }, ...parts]), { bearer: await token(seat) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return DocumentUploadResult.parse(answer.body).documents.map((document) => document.id);
}
