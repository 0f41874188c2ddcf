import { z } from '../zod.ts';
import { ApiKeyScope } from './api-key-scope.ts';
import { rows } from '../reading.ts';
import { CustomerId, Timestamp, freeText } from './common.ts';

export { ApiKeyScope };

const apiKeyMetadataShape = {
  id: z.string(),
  name: z.string(),
  scope: ApiKeyScope,
  created_by: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.optional().describe('absent when the key was never used'),
  revoked_at: Timestamp.optional().describe('absent when the key is not revoked'),
};

export const ApiKeyMetadata = z.object(apiKeyMetadataShape).meta({
  id: 'ApiKeyMetadata',
  description:
    'API key metadata, returned by the list operation. The secret is displayed once at creation and is never part of the metadata. A key is pinned to a single company and keeps working when the person who created it leaves.',
  'x-assumption':
    'The spec lists last_used_at and revoked_at without saying when they are present: they are absent when the key was never used and when it is not revoked.',
});
export type ApiKeyMetadata = z.infer<typeof ApiKeyMetadata>;

export const ApiKeyList = z
  .object({ api_keys: rows(z.array(ApiKeyMetadata)) })
  .meta({ id: 'ApiKeyList', description: 'Response of GET /api-keys.' });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z
  .strictObject({
    customer_id: CustomerId.optional(),
    name: freeText({ min: 1, max: 100, prose: true }).describe(
      '1–100 characters (Unicode code points) counted as sent, not only whitespace, no control characters other than tab, line feed and carriage return, no lone UTF-16 surrogate; kept with leading and trailing whitespace removed',
    ),
    scope: ApiKeyScope,
  })
  .meta({
    id: 'CreateApiKeyRequest',
    'x-assumption':
      'docs/decisions/0016: POST /api-keys takes {name, scope}; name is 1–100 characters as sent (not only whitespace; kept trimmed). customer_id selects the company like on every write.',
  });
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKeyCreated = z
  .object({
    api_key: ApiKeyMetadata,
    secret: z
      .string()
      .regex(/^svc_sk_\S+$/)
      .describe('The key itself, shown once: never stored in the browser, the query cache, the URL or a log.'),
  })
  .meta({
    id: 'ApiKeyCreated',
    'x-assumption': 'docs/decisions/0016: POST /api-keys → 201 {api_key: <metadata>, secret: "svc_sk_…"}.',
  });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyRevoked = z
  .object({ api_key: z.object({ ...apiKeyMetadataShape, revoked_at: Timestamp }) })
  .meta({
    id: 'ApiKeyRevoked',
    'x-assumption': 'docs/decisions/0016: DELETE /api-keys/{key_id} → 200 {api_key: <metadata with revoked_at>}.',
  });
export type ApiKeyRevoked = z.infer<typeof ApiKeyRevoked>;
