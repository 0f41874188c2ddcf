import type { z } from 'zod';
import { ConnectAcquirerRequest } from '../../api/schemas/connections.ts';
import { StorefrontInstallStartRequest } from '../../api/schemas/storefront-and-wallets.ts';

/** What the person fills in to connect an acquirer account; the company comes from the URL. */
export const AcquirerForm = ConnectAcquirerRequest.omit({ customer_id: true });
export type AcquirerFormInput = z.input<typeof AcquirerForm>;
export type AcquirerFormValues = z.output<typeof AcquirerForm>;

/** What the person fills in to start a storefront install. */
export const StorefrontInstallForm = StorefrontInstallStartRequest.omit({ customer_id: true });
