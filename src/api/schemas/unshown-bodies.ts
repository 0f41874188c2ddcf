import { z } from '../zod.ts';
import { CustomerId } from './common.ts';

/**
 * Request bodies of the operations whose shapes the spec does not show (the sandbox answers them 501). In a
 * module of their own: the portal never sends them, so its first page does not carry them.
 */

// Not shown in the spec, so unknown fields pass through rather than being refused.

export const CompanySettingsRequest = z
  .looseObject({ customer_id: CustomerId.optional() })
  .meta({
    id: 'CompanySettingsRequest',
    'x-assumption': 'The spec does not show the body of POST /company/settings: any fields are passed on, plus customer_id.',
  });
export type CompanySettingsRequest = z.infer<typeof CompanySettingsRequest>;
