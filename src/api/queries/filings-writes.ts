import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import type { ServiceClient } from '../client.ts';
import { reviewFiling } from '../operations/filings.ts';
import { filingsInvalidations, filingsKeys } from './filings.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { isUnreadableAnswer } from '../reading.ts';
import type { ReviewDecision } from '../schemas/filings.ts';
import type { z } from '../zod.ts';

/** What the person decided, bound to the figures they saw (`figures_digest` of the filing shown). */
export interface ReviewToSend {
  decision: z.output<typeof ReviewDecision>;
  figures_digest: string;
  note?: string;
}

/** The refusals after which the filing is no longer as the page shows it: read again, to decide on what it is now. */
const REREADS: readonly string[] = ['figures_changed', 'not_awaiting_review'];

/**
 * The company's decision on a prepared return (reviewFiling, docs/decisions/0015). Done: the filing as answered (its state, review
 * and documents) and the area's reads, and Messages for a question. Refused because the filing changed or no
 * longer waits: the area is read again, so that the page shows the filing as it is now.
 */
export const reviewFilingMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, filingId: string) =>
  mutationOptions({
    mutationKey: writeKey('filings', customerId, reviewFiling, filingId),
    mutationFn: (body: ReviewToSend) => client.call(reviewFiling, { path: { filing_id: filingId }, customerId, body }),
    onSuccess: async (result) => {
      if (!isUnreadableAnswer(result)) queryClient.setQueryData(filingsKeys.filing(customerId, filingId), { customer_id: result.customer_id, filing: result.filing });
      await invalidate(queryClient, filingsInvalidations.reviewFiling(customerId));
    },
    onError: async (error) => {
      // the layer's one entry for this write: the area read again (Messages too, though a refusal left it as it was)
      if (error instanceof ApiError && REREADS.includes(error.error)) await invalidate(queryClient, filingsInvalidations.reviewFiling(customerId));
    },
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const filingsWrites = {
  reviewFiling: reviewFilingMutation,
};
