import { z } from '../zod.ts';
import { ApiKeyCreated, ApiKeyList, ApiKeyRevoked, CreateApiKeyRequest } from '../schemas/api-keys.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

export const listApiKeys = {
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/api-keys',
  tag: 'API keys',
  summary: 'List the portal API keys of the company',
  query: customerIdQuery,
  success: { status: 200, schema: ApiKeyList },
  errors: [400, 401, 403],
  bearers: 'interactive',
} as const satisfies Endpoint;

export const createApiKey = {
  operationId: 'createApiKey',
  method: 'POST',
  path: '/api-keys',
  tag: 'API keys',
  summary: 'Create a portal API key; the secret is shown once',
  body: CreateApiKeyRequest,
  success: { status: 201, schema: ApiKeyCreated },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: 'docs/decisions/0016: request and response shapes of creating a key.',
} as const satisfies Endpoint;

export const revokeApiKey = {
  operationId: 'revokeApiKey',
  method: 'DELETE',
  path: '/api-keys/{key_id}',
  tag: 'API keys',
  summary: 'Revoke a portal API key',
  pathParams: z.strictObject({ key_id: nonEmptySegment.describe('API key ID') }),
  query: customerIdQuery,
  success: { status: 200, schema: ApiKeyRevoked },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption: 'docs/decisions/0016: 200 {api_key} with revoked_at; DELETE carries no body, so customer_id is a query parameter.',
} as const satisfies Endpoint;
