import type { z } from 'zod';
import { CreateApiKeyRequest } from '../../api/schemas/api-keys.ts';

/** What the person fills in; the company comes from the URL, never from the form. */
export const NewApiKey = CreateApiKeyRequest.omit({ customer_id: true });
export type NewApiKeyInput = z.input<typeof NewApiKey>;
export type NewApiKey = z.output<typeof NewApiKey>;
