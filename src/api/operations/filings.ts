import { z } from '../zod.ts';
import { AUTHORIZATION_WARNING_DAYS, AuthorizationList, FilingList, FilingResult, FilingReviewCreate, FilingReviewResult, FilingsQuery } from '../schemas/filings.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

// --- Filings (spec §1 Filings; docs/decisions/0015) -----------------------------------------------------

/**
 * Spec §1 leaves who reads filings open. As the books (docs/decisions/0014): the roles that run the company's money
 * (admin, approver, operator), API keys (a key acts as the operator, §5 rule 2) and the firm's staff, who
 * prepare the filings. The company's decision on a prepared return is a named person's: an interactive admin
 * or approver.
 */
export const filingsReaders =
  'Read by the company roles `admin`, `approver` and `operator`, by API keys (read or write scope; a key acts as the operator, spec §5 rule 2) and by the firm’s staff within the selected customer; other roles 403.';

const filingIdParams = z.strictObject({ filing_id: nonEmptySegment.describe('a filing’s ID') });

const dueDates =
  'Due dates by the published rules (VAT: the 12th day of the second month after the period, the annual period at the end of February; employer contributions: the 12th of the next month; an Incomes Register earnings payment report: the 5th day after the payday; the income-tax return: the last day of the fourth month after the financial year; financial statements: registered within eight months), moved to the next banking day when they fall on a weekend, a Finnish public holiday, Midsummer Eve or Christmas Eve, from a holidays library.';

export const listFilings = {
  operationId: 'listFilings',
  method: 'GET',
  path: '/filings',
  tag: 'Filings',
  summary: 'The company’s obligations with their due dates, states, figures and output documents',
  query: FilingsQuery,
  success: { status: 200, schema: FilingList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0015. Computed from the company’s settings (its VAT period, whether it pays wages, its financial year) and its books. ${dueDates} A filing past its due date without a filing is \`late\`. ${filingsReaders}`,
} as const satisfies Endpoint;

export const getFiling = {
  operationId: 'getFiling',
  method: 'GET',
  path: '/filings/{filing_id}',
  tag: 'Filings',
  summary: 'One filing with its figures, review and documents',
  pathParams: filingIdParams,
  query: customerIdQuery,
  success: { status: 200, schema: FilingResult },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0015. 404 \`filing_not_found\` for a filing that is not the company’s. ${filingsReaders}`,
} as const satisfies Endpoint;

export const reviewFiling = {
  operationId: 'reviewFiling',
  method: 'POST',
  path: '/filings/{filing_id}/review',
  tag: 'Filings',
  summary: 'Approve a prepared return, or question it with a note, bound to the figures seen',
  pathParams: filingIdParams,
  body: FilingReviewCreate,
  success: { status: 200, schema: FilingReviewResult },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0015. By an interactive company `admin` or `approver`, recorded with the person’s name and e-mail; API keys and the firm’s staff 403. 409 `figures_changed` when `figures_digest` is not the filing’s current one (the detail says so: read it again); 422 `not_awaiting_review` when the filing is not waiting for the company; 422 `note_required` for a question without a note. An approval lets the firm file (the sandbox files it at once: state `filed`, a receipt among its documents); a question sends it back to `in_preparation` and posts the note into the filing’s thread in Messages (started if it has none), whose id the answer carries.',
} as const satisfies Endpoint;

export const listFilingAuthorizations = {
  operationId: 'listFilingAuthorizations',
  method: 'GET',
  path: '/filings/authorizations',
  tag: 'Filings',
  summary: 'The authorizations the firm holds to file for the company, with their validity',
  query: customerIdQuery,
  success: { status: 200, schema: AuthorizationList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: `docs/decisions/0015. An authorization is \`expiring\` from ${AUTHORIZATION_WARNING_DAYS} days before its \`valid_until\`. ${filingsReaders}`,
} as const satisfies Endpoint;
