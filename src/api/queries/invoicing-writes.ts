import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import type { OutcomeOf, ServiceClient } from '../client.ts';
import {
  answerBillClarification,
  approveInvoice,
  createExpenseClaim,
  rejectInvoice,
  resubmitInvoice,
  updateInvoiceRouting,
} from '../operations/invoicing.ts';
import { isUnreadableAnswer, readableItems, type Read } from '../reading.ts';
import type { Invoice } from '../schemas/invoice-circulation.ts';
import type { ExpenseClaimCreate } from '../schemas/expense-claims.ts';
import type { InvoiceRoutingUpdate } from '../schemas/invoice-routing.ts';
import { invalidate } from './invalidate.ts';
import { billReviewQuery, invoiceQuery, invoicingInvalidations, invoicingKeys } from './invoicing.ts';
import { writeKey } from './keys.ts';
import { documentIdsOf, type SentFiles } from './upload-first.ts';
import { readAgain } from './write.ts';

type ReadInvoice = Read<Invoice>;

/** What a person decided on: the invoice as they saw it and, for a bill, the sum of its lines in the firm's review. */
export interface DecisionBasis {
  invoice: ReadInvoice;
  linesTotalCents: number | null;
}

/** The refusals of a decision the area says in its own words (the operations' assumptions name them). */
export const DECISION_REFUSALS = [
  'invoice_changed',
  'four_eyes',
  'possible_duplicate',
  'not_your_step',
  'not_waiting',
  'no_previous_step',
  'payee_account_missing',
  'not_returned',
] as const;
export type DecisionRefusalCode = (typeof DECISION_REFUSALS)[number];

export function decisionRefusalOf(error: unknown): DecisionRefusalCode | undefined {
  if (!(error instanceof ApiError) || !error.isClientError) return undefined;
  return DECISION_REFUSALS.find((code) => code === error.error);
}

/**
 * A decision the service refused by name. For 409 `invoice_changed` it carries the invoice as read again
 * right after (and, for a bill, its lines in the firm's review), so that the person is shown what changed
 * before deciding again on the new revision.
 */
export class DecisionRefused {
  constructor(
    readonly code: DecisionRefusalCode,
    readonly error: ApiError,
    readonly now: DecisionBasis | undefined,
  ) {}
}

export type ApproveInput = { basis: DecisionBasis; comment: string; duplicateChecked: boolean };
export type ReturnInput = { basis: DecisionBasis; reason: string; to: 'previous_step' | 'firm' };
export type ResubmitInput = { basis: DecisionBasis; note: string };

/** The sum of a bill's lines as the firm's review shows them; null when it cannot be read. */
export async function linesTotalOf(client: ServiceClient, queryClient: QueryClient, customerId: string, invoice: ReadInvoice): Promise<number | null> {
  if (invoice.kind !== 'purchase_bill') return null;
  const snapshot = await readAgain(queryClient, billReviewQuery(client, customerId, invoice.id));
  return snapshot ? readableItems(snapshot.bill.lines).reduce((sum, line) => sum + line.gross_cents, 0) : null;
}

async function refusalOf(error: unknown, client: ServiceClient, queryClient: QueryClient, customerId: string, invoiceId: string): Promise<unknown> {
  const code = decisionRefusalOf(error);
  if (code === undefined || !(error instanceof ApiError)) return error;
  if (code !== 'invoice_changed') return new DecisionRefused(code, error, undefined);
  const reread = await readAgain(queryClient, invoiceQuery(client, customerId, invoiceId));
  if (!reread) return new DecisionRefused(code, error, undefined);
  const linesTotalCents = await linesTotalOf(client, queryClient, customerId, reread.invoice);
  return new DecisionRefused(code, error, { invoice: reread.invoice, linesTotalCents });
}

/** The answer is the invoice as decided: the page takes it at once; the lists follow by being read again. */
function settled(queryClient: QueryClient, customerId: string, invoiceId: string, answer: OutcomeOf<typeof approveInvoice>) {
  if (!isUnreadableAnswer(answer)) queryClient.setQueryData(invoicingKeys.invoice(customerId, invoiceId), answer);
}

/**
 * Approving the step that waits for the person, on the revision they saw (docs/decisions/0011).
 * A refusal known by name is read as a DecisionRefused; whatever the answer, the area's reads are made stale.
 */
export const approveInvoiceMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, invoiceId: string) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, approveInvoice, invoiceId),
    mutationFn: async ({ basis, comment, duplicateChecked }: ApproveInput) => {
      try {
        return await client.call(approveInvoice, {
          path: { invoice_id: invoiceId },
          customerId,
          body: {
            revision: basis.invoice.circulation.revision,
            ...(comment.trim() === '' ? {} : { comment: comment.trim() }),
            ...(basis.invoice.circulation.duplicate_of === null ? {} : { duplicate_checked: duplicateChecked }),
          },
        });
      } catch (error) {
        throw await refusalOf(error, client, queryClient, customerId, invoiceId);
      }
    },
    onSuccess: (answer) => {
      settled(queryClient, customerId, invoiceId, answer);
      void invalidate(queryClient, invoicingInvalidations.approveInvoice(customerId));
    },
    onError: () => {
      void invalidate(queryClient, invoicingInvalidations.decisionRefused(customerId));
    },
  });

/** Returning the invoice with a reason, to the previous step or to the firm, on the revision the person saw. */
export const rejectInvoiceMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, invoiceId: string) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, rejectInvoice, invoiceId),
    mutationFn: async ({ basis, reason, to }: ReturnInput) => {
      try {
        return await client.call(rejectInvoice, {
          path: { invoice_id: invoiceId },
          customerId,
          body: { revision: basis.invoice.circulation.revision, reason: reason.trim(), to },
        });
      } catch (error) {
        throw await refusalOf(error, client, queryClient, customerId, invoiceId);
      }
    },
    onSuccess: (answer) => {
      settled(queryClient, customerId, invoiceId, answer);
      void invalidate(queryClient, invoicingInvalidations.rejectInvoice(customerId));
    },
    onError: () => {
      void invalidate(queryClient, invoicingInvalidations.decisionRefused(customerId));
    },
  });

/**
 * The firm's staff send a bill returned to them back to the factual check once corrected, with a note of
 * what they did, on the revision they saw (docs/decisions/0011: a return to the firm has a way back).
 */
export const resubmitInvoiceMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, invoiceId: string) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, resubmitInvoice, invoiceId),
    mutationFn: async ({ basis, note }: ResubmitInput) => {
      try {
        return await client.call(resubmitInvoice, {
          path: { invoice_id: invoiceId },
          customerId,
          body: { revision: basis.invoice.circulation.revision, note: note.trim() },
        });
      } catch (error) {
        throw await refusalOf(error, client, queryClient, customerId, invoiceId);
      }
    },
    onSuccess: (answer) => {
      settled(queryClient, customerId, invoiceId, answer);
      void invalidate(queryClient, invoicingInvalidations.resubmitInvoice(customerId));
    },
    onError: () => {
      void invalidate(queryClient, invoicingInvalidations.decisionRefused(customerId));
    },
  });

/** The company's routing of its invoices (docs/decisions/0011): saved whole; done or refused, the area is read again. */
export const updateInvoiceRoutingMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, updateInvoiceRouting),
    mutationFn: (routing: Omit<InvoiceRoutingUpdate, 'customer_id'>) => client.call(updateInvoiceRouting, { customerId, body: routing }),
    onSettled: () => invalidate(queryClient, invoicingInvalidations.updateInvoiceRouting(customerId)),
  });

/** The company's answer to the firm's request for a clarification: a note, and the files chosen as its documents. */
export interface ClarificationAnswer {
  note: string;
  files: readonly File[];
}

/**
 * Answering the firm's request for a clarification of a bill (docs/decisions/0011): the files go to Documents first
 * (`UploadFailed` when they do not, and nothing is answered), and files `sent` before, for an answer refused
 * afterwards, are not sent again. Done or refused, the area is read again: the bill goes back to the firm's review.
 */
export const answerBillClarificationMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, billId: string, sent: { current: SentFiles | null }) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, answerBillClarification, billId),
    mutationFn: async ({ note, files }: ClarificationAnswer) => {
      const ids = await documentIdsOf(client, queryClient, customerId, files, sent);
      return client.call(answerBillClarification, { path: { bill_id: billId }, customerId, body: { note: note.trim(), document_ids: ids } });
    },
    onSettled: () => invalidate(queryClient, invoicingInvalidations.answerBillClarification(customerId)),
  });

/** Filing an expense claim (docs/decisions/0012); once filed, the person's claims are read again and it shows among them. */
export const createExpenseClaimMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('invoicing', customerId, createExpenseClaim),
    mutationFn: (claim: Omit<ExpenseClaimCreate, 'customer_id'>): Promise<OutcomeOf<typeof createExpenseClaim>> => client.call(createExpenseClaim, { customerId, body: claim }),
    onSuccess: () => {
      void invalidate(queryClient, invoicingInvalidations.createExpenseClaim(customerId));
    },
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const invoicingWrites = {
  approveInvoice: approveInvoiceMutation,
  rejectInvoice: rejectInvoiceMutation,
  resubmitInvoice: resubmitInvoiceMutation,
  updateInvoiceRouting: updateInvoiceRoutingMutation,
  answerBillClarification: answerBillClarificationMutation,
  createExpenseClaim: createExpenseClaimMutation,
};
