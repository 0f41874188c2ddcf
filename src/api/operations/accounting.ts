import { z } from '../zod.ts';
import { customerIdQuery, notImplemented, type Endpoint } from './operation.ts';

/** Spec §1, Accounting: ledger, journal entries, context cards, filings strip, SQL explorer. */
export const accountingReadModels = ['ledger', 'journal-entries', 'context-cards', 'filings-strip', 'sql-explorer'] as const;

export const getAccountingReadModel = {
  operationId: 'getAccountingReadModel',
  method: 'GET',
  path: '/accounting/{read_model}',
  tag: 'Accounting',
  summary: 'Accountant read model (staff access or the company admin role)',
  pathParams: z.strictObject({ read_model: z.enum(accountingReadModels).describe('accountant read model') }),
  query: customerIdQuery,
  success: { status: 200, schema: null },
  errors: [400, 401, 403, 404, 501],
  // API keys are refused by role (a key acts as operator), not by bearer kind.
  bearers: 'interactive_or_api_key',
  assumption: `The spec names the accounting read models (ledger, journal entries, context cards, filings strip, SQL explorer) but not their paths or shapes: GET /accounting/{read_model}, read_model one of ${accountingReadModels.join(', ')}. ${notImplemented}`,
} as const satisfies Endpoint;
