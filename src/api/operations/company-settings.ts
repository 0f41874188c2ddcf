import { CompanySettingsRequest } from '../schemas/unshown-bodies.ts';
import { shapesNotShown, type Endpoint } from './operation.ts';

/**
 * The company-settings write, whose body the spec does not show (the sandbox answers it 501). Apart from the
 * company's reads, which the first page needs: the portal never sends it, so the first route does not carry
 * its schema.
 */
export const updateCompanySettings = {
  operationId: 'updateCompanySettings',
  method: 'POST',
  path: '/company/settings',
  tag: 'Company',
  summary: 'Change company settings (interactive admin or approver only)',
  body: CompanySettingsRequest,
  success: { status: 200, schema: null },
  errors: [400, 401, 403, 501],
  bearers: 'interactive',
  assumption: shapesNotShown,
} as const satisfies Endpoint;
