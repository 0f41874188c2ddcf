import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { OutcomeOf, ServiceClient } from '../../api/client.ts';
import { createExpenseClaim } from '../../api/operations/invoicing.ts';
import { invalidate } from '../../api/queries/invalidate.ts';
import { invoicingInvalidations, invoicingKeys } from '../../api/queries/invoicing.ts';
import type { ClaimToSend } from './claim-form-schema.ts';

export { expenseClaimsQuery } from '../../api/queries/invoicing.ts';

/** Filing a claim (docs/decisions/0012); once filed, the person's claims are read again and it shows among them. */
export const createClaimMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: [...invoicingKeys.all(customerId), 'createExpenseClaim'],
    mutationFn: (claim: ClaimToSend): Promise<OutcomeOf<typeof createExpenseClaim>> => client.call(createExpenseClaim, { customerId, body: claim }),
    onSuccess: () => {
      void invalidate(queryClient, invoicingInvalidations.createExpenseClaim(customerId));
    },
  });
