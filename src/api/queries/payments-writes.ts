import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import type { OutcomeOf, ResultOf, ServiceClient } from '../client.ts';
import { cancelPayment, holdPayment, recreatePaymentBatch, releasePaymentBatch, unholdPayment, type getPaymentBatch } from '../operations/payments.ts';
import { isUnreadableAnswer } from '../reading.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { paymentBatchQuery, paymentInvalidations, paymentKeys } from './payments.ts';
import { readAgain } from './write.ts';

export type BatchAnswer = ResultOf<typeof getPaymentBatch>;
export type BatchDetail = BatchAnswer['batch'];

export const RELEASE_CONFLICTS = ['total_changed', 'already_released', 'payee_unverified', 'nothing_to_pay', 'total_too_large'] as const;
export type ReleaseConflictCode = (typeof RELEASE_CONFLICTS)[number];

/**
 * A release the service refused because the batch is not what the person saw (409): its total changed, someone
 * else released it, a payment whose payee did not match is not held back (`payee_unverified`), or every
 * payment is held back (`nothing_to_pay`, docs/decisions/0010). Carries the batch as read again right after, when it could be read: its new
 * total, or who released it.
 */
export class ReleaseConflict {
  constructor(
    readonly code: ReleaseConflictCode,
    readonly error: ApiError,
    readonly batch: BatchDetail | undefined,
  ) {}
}

export function conflictCodeOf(error: unknown): ReleaseConflictCode | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 409) return undefined;
  return RELEASE_CONFLICTS.find((code) => code === error.error);
}

/**
 * Releasing a batch by name, with the total the person was shown. A 409 has the batch read again (its new
 * total, or who released it) before it is said. Whatever the answer, the company's batches are read again;
 * the batch itself takes the answer at once, so that its delivery is followed from the first moment.
 */
export const releasePaymentBatchMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string) =>
  mutationOptions({
    mutationKey: writeKey('payments', customerId, releasePaymentBatch, batchId),
    mutationFn: async (totalCents: number): Promise<OutcomeOf<typeof releasePaymentBatch>> => {
      try {
        return await client.call(releasePaymentBatch, { path: { batch_id: batchId }, customerId, body: { total_cents: totalCents } });
      } catch (error) {
        const code = conflictCodeOf(error);
        if (code === undefined || !(error instanceof ApiError)) throw error;
        const reread = await readAgain(queryClient, paymentBatchQuery(client, customerId, batchId));
        throw new ReleaseConflict(code, error, reread?.batch);
      }
    },
    onSuccess: (answer) => {
      if (!isUnreadableAnswer(answer)) queryClient.setQueryData(paymentKeys.batch(customerId, batchId), answer);
      // not awaited: the answer (or the batch read again) shows the release; the list follows
      void invalidate(queryClient, paymentInvalidations.releasePaymentBatch(customerId));
    },
    onError: () => {
      void invalidate(queryClient, paymentInvalidations.releaseRefused(customerId));
    },
  });

/**
 * Re-creating a failed batch's payments as a new batch, by name (docs/decisions/0009). The new batch's answer is kept
 * under its own key, so that its page opens on it; the company's batches and the failed one are read again.
 */
export const recreatePaymentBatchMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string) =>
  mutationOptions({
    mutationKey: writeKey('payments', customerId, recreatePaymentBatch, batchId),
    mutationFn: (): Promise<OutcomeOf<typeof recreatePaymentBatch>> =>
      client.call(recreatePaymentBatch, { path: { batch_id: batchId }, customerId, body: {} }),
    onSuccess: (answer) => {
      if (!isUnreadableAnswer(answer)) queryClient.setQueryData(paymentKeys.batch(customerId, answer.batch.id), answer);
      void invalidate(queryClient, paymentInvalidations.recreatePaymentBatch(customerId));
    },
    onError: () => {
      void invalidate(queryClient, paymentInvalidations.recreatePaymentBatch(customerId));
    },
  });

/** What a hold sends: the payment of the batch, and why it is held back. */
export interface HoldRequest {
  paymentId: string;
  reason: string;
}

/** The refusal of a hold known by name: the batch was released before it (409 `already_released`). */
export function holdRefusedAsReleased(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status === 409 && error.error === 'already_released';
}

/**
 * Holding a payment back, putting a held one back into its batch (docs/decisions/0010), or cancelling a held one
 * (docs/decisions/0004-held-payments.md): three acts on one payment, each by name with a reason.
 */
export type HoldChange = 'hold' | 'unhold' | 'cancel';

/** The refusals of putting a payment back known by name (the operation's assumption names them). */
export const UNHOLD_REFUSALS = ['batch_not_awaiting_release', 'payment_cancelled', 'not_held'] as const;

export function unholdRefusal(error: unknown): (typeof UNHOLD_REFUSALS)[number] | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 409) return undefined;
  return UNHOLD_REFUSALS.find((code) => code === error.error);
}

/** The refusals of cancelling a payment known by name (the operation's assumption names them). */
export const CANCEL_REFUSALS = ['batch_not_awaiting_release', 'not_held'] as const;

export function cancelRefusal(error: unknown): (typeof CANCEL_REFUSALS)[number] | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 409) return undefined;
  return CANCEL_REFUSALS.find((code) => code === error.error);
}

/**
 * Holding one payment back by name, with a reason (docs/decisions/0010), or putting a held one back:
 * the batch takes the answer at once (its count and total leave the payment out or count it again, a
 * `payee_unverified` block may go or come back); the company's batches and the invoice whose payment it is are
 * read again. A refusal has the batch read again too: it was not what the person saw.
 */
export const holdChangeMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string, change: HoldChange) => {
  const stale = () => ({ hold: paymentInvalidations.holdPayment, unhold: paymentInvalidations.unholdPayment, cancel: paymentInvalidations.cancelPayment })[change](customerId);
  return mutationOptions({
    mutationKey: writeKey('payments', customerId, { hold: holdPayment, unhold: unholdPayment, cancel: cancelPayment }[change], batchId),
    mutationFn: ({ paymentId, reason }: HoldRequest): Promise<OutcomeOf<typeof holdPayment>> => {
      const request = { path: { batch_id: batchId, payment_id: paymentId }, customerId, body: { reason } };
      if (change === 'hold') return client.call(holdPayment, request);
      return change === 'unhold' ? client.call(unholdPayment, request) : client.call(cancelPayment, request);
    },
    onSuccess: (answer) => {
      if (!isUnreadableAnswer(answer)) queryClient.setQueryData(paymentKeys.batch(customerId, batchId), answer);
      void invalidate(queryClient, stale());
    },
    onError: () => {
      void invalidate(queryClient, stale());
    },
  });
};

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const paymentWrites = {
  releasePaymentBatch: releasePaymentBatchMutation,
  recreatePaymentBatch: recreatePaymentBatchMutation,
  holdPayment: (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string) => holdChangeMutation(client, queryClient, customerId, batchId, 'hold'),
  unholdPayment: (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string) => holdChangeMutation(client, queryClient, customerId, batchId, 'unhold'),
  cancelPayment: (client: ServiceClient, queryClient: QueryClient, customerId: string, batchId: string) => holdChangeMutation(client, queryClient, customerId, batchId, 'cancel'),
};
