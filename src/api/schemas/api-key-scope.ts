import { z } from '../zod.ts';

/** In a module of its own: GET /me (the first route) names a key's scope without the rest of the API-key shapes. */
export const ApiKeyScope = z
  .enum(['read', 'write'])
  .meta({ id: 'ApiKeyScope', description: 'A read-scoped key is refused (403) on every mutating method; a write-scoped key acts as the `operator` role.' });
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;
