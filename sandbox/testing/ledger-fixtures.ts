import { expect } from 'vitest';
import { BooksMonthList, StatementResponse, type Statement } from '../../src/api/schemas/books.ts';
import { idTokenOf } from './oidc-client.ts';
import { callService, type ServiceAnswer } from './service-client.ts';

/** What the tests of the ledger's reads share: a call as a seat of Aurora's (or the firm's, or a key), and the answers parsed with the contract. */

export const SEATS = {
  admin: 'admin@aurora.example',
  approver: 'approver@aurora.example',
  operator: 'operator@aurora.example',
  claimant: 'claimant@aurora.example',
  staff: 'staff@firm.example',
} as const;
export type Seat = keyof typeof SEATS | 'readKey';

/** A GET as the seat; a key is of Aurora and sends no `customer_id` (its company is the key's). */
export async function booksGet(path: string, seat: Seat, customerId = 'cus_aurora'): Promise<ServiceAnswer> {
  const bearer = seat === 'readKey' ? 'svc_sk_sandbox_aurora_read' : await idTokenOf(SEATS[seat]);
  const separator = path.includes('?') ? '&' : '?';
  return callService('GET', seat === 'readKey' ? path : `${path}${separator}customer_id=${customerId}`, { bearer });
}

export async function statement(query: string, seat: Seat = 'admin', customerId = 'cus_aurora'): Promise<Statement> {
  const answer = await booksGet(`/books/statements?${query}`, seat, customerId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return StatementResponse.parse(answer.body).statement;
}

export async function months(seat: Seat = 'admin', customerId = 'cus_aurora'): Promise<BooksMonthList['months']> {
  const answer = await booksGet('/books/months', seat, customerId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return BooksMonthList.parse(answer.body).months;
}

/** A line's figure and comparison. */
export function figureOf(of: Statement, key: string): [number | null, number | null] {
  const line = of.lines.find((candidate) => candidate.key === key);
  if (!line) throw new Error(`the statement has no line ${key}`);
  return [line.amount_cents, line.compare_cents];
}
