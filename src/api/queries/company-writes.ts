import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { updateCompanySettings } from '../operations/company-settings.ts';
import type { CompanySettingsRequest } from '../schemas/unshown-bodies.ts';
import { companyInvalidations } from './company.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';

/**
 * Changing the company's settings (an interactive admin or approver; the spec does not show the body, and the
 * sandbox answers 501 until the settings are built): the company's reads are read again.
 */
export const updateCompanySettingsMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('company', customerId, updateCompanySettings),
    mutationFn: (settings: Omit<CompanySettingsRequest, 'customer_id'>) => client.call(updateCompanySettings, { customerId, body: settings }),
    onSuccess: () => invalidate(queryClient, companyInvalidations.updateCompanySettings(customerId)),
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const companyWrites = {
  updateCompanySettings: updateCompanySettingsMutation,
};
