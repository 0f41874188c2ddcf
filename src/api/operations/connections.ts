import { z } from '../zod.ts';
import { AcquirerConnectionRemoved, ConnectAcquirerRequest, ConnectionDataSummary, ConnectionsCatalog, CredentialConnectionAccepted, PaywalletConnections, RevalidateAcquirerConnectionRequest, RevalidateAcquirerConnectionResult } from '../schemas/connections.ts';
import { MobilewalletActivateRequest, MobilewalletActivation, StorefrontInstallStart, StorefrontInstallStartRequest } from '../schemas/storefront-and-wallets.ts';
import { customerIdQuery, nonEmptySegment, type Endpoint } from './operation.ts';

const connectionIdParams = z.strictObject({ connection_id: nonEmptySegment.describe('connection ID') });
const connectionDataParams = z.strictObject({
  connection_id: nonEmptySegment.describe("the connection's `id` (`conn_…`), or its number: the integer `connection.id` of this operation's answer"),
});

export const connectAcquirer = {
  operationId: 'connectAcquirer',
  method: 'POST',
  path: '/acquirer-connections/api-key',
  tag: 'Connections',
  summary: 'Connect an acquirer account with a report user API key',
  body: ConnectAcquirerRequest,
  success: {
    status: 202,
    schema: CredentialConnectionAccepted,
    description:
      "Key stored and connection registered. A 202 does not mean the connection is healthy: read credential_check and the connection's status.",
  },
  errors: [400, 401, 403, 409, 503],
  bearers: 'interactive_or_api_key',
} as const satisfies Endpoint;

export const revalidateAcquirerConnection = {
  operationId: 'revalidateAcquirerConnection',
  method: 'POST',
  path: '/acquirer-connections/{connection_id}/revalidate',
  tag: 'Connections',
  summary: 'Recheck the stored acquirer credential with the provider',
  pathParams: connectionIdParams,
  body: RevalidateAcquirerConnectionRequest,
  success: { status: 200, schema: RevalidateAcquirerConnectionResult },
  errors: [400, 401, 403, 404, 409, 503],
  bearers: 'interactive_or_api_key',
  assumption:
    "docs/decisions/0016: the spec names the operation but not its method, path or payload; 409 when the now-verified merchant account belongs to another company. Unlike the connect's 409, which stores nothing, the recheck's 409 keeps the stored key and records the check on the connection (checked_at, state verified, the reason as its message; still reauth_required, claiming and importing nothing).",
} as const satisfies Endpoint;

export const removeAcquirerConnection = {
  operationId: 'removeAcquirerConnection',
  method: 'DELETE',
  path: '/acquirer-connections/{connection_id}',
  tag: 'Connections',
  summary: 'Remove an acquirer connection whose key was never verified',
  pathParams: connectionIdParams,
  query: customerIdQuery,
  success: {
    status: 200,
    schema: AcquirerConnectionRemoved,
    description: 'The connection and its stored key are deleted. It had claimed no merchant account and imported nothing, so nothing else is lost.',
  },
  errors: [400, 401, 403, 404, 409],
  bearers: 'interactive_or_api_key',
  assumption:
    "docs/decisions/0016: the spec shows no removal of a connection, and its only remedy for a key that is refused or could not be checked (§4.1 rule 2), the recheck, cannot fix a mistyped merchant account code. DELETE /acquirer-connections/{connection_id} (DELETE carries no body, so customer_id is a query parameter) removes an acquirer connection that is waiting for verification (status reauth_required), whose latest check did not verify its key, that claims no merchant account and has never imported: the connection and its stored key are deleted, and the same merchant account can be connected again. Who may: as connectAcquirer (an admin, approver or operator; a write-scoped key; a read-scoped key 403). 200 {customer_id, connection_id, removed_at}; 404 not_found for an unknown ID, another company's connection or one that is not an acquirer's; 409 connection_has_imported when it claims a merchant account or has started an import (its material is the company's), 409 connection_key_verified when its key works or was verified for a merchant account another company holds. Nothing changes on 404 or 409.",
} as const satisfies Endpoint;

export const getConnectionDataSummary = {
  operationId: 'getConnectionDataSummary',
  method: 'GET',
  path: '/connections/{connection_id}/data',
  tag: 'Connections',
  summary: 'What one connected source delivered, by month and record kind',
  pathParams: connectionDataParams,
  query: customerIdQuery,
  success: { status: 200, schema: ConnectionDataSummary },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption:
    "The spec names the path parameter connection_id but types the answer's connection.id as an integer: the path takes the connection's string id or that integer, for a connection of the same company (404 otherwise).",
} as const satisfies Endpoint;

export const listPaywalletConnections = {
  operationId: 'listPaywalletConnections',
  method: 'GET',
  path: '/paywallet-connections',
  tag: 'Connections',
  summary: 'Read-only payment-wallet partner grants and their feed health',
  query: customerIdQuery,
  success: { status: 200, schema: PaywalletConnections },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'The response is a provider-specific object returned as is; the contract adds customer_id.',
} as const satisfies Endpoint;

export const activateMobilewalletConnection = {
  operationId: 'activateMobilewalletConnection',
  method: 'POST',
  path: '/mobilewallet-connections/activate',
  tag: 'Connections',
  summary: 'Activate the read-only mobile-wallet settlement feed',
  body: MobilewalletActivateRequest,
  success: { status: 200, schema: MobilewalletActivation },
  errors: [400, 401, 403, 422],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: response shape; 422 when the business ID has shared no ledger.',
} as const satisfies Endpoint;

export const startStorefrontInstall = {
  operationId: 'startStorefrontInstall',
  method: 'POST',
  path: '/storefront-connections/oauth/start',
  tag: 'Connections',
  summary: 'Start a storefront installation from an actor-bound install ticket',
  body: StorefrontInstallStartRequest,
  success: { status: 201, schema: StorefrontInstallStart },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption:
    'docs/decisions/0016: 201 with shape 2.9; which body fields are required is not shown. The spec does not show how an install ticket that fails validation is answered: 403 with error install_ticket_invalid (unknown, or bound to another person or key, company or shop — alike), install_ticket_used (single use) or install_ticket_expired; nothing is started and the ticket is not used.',
} as const satisfies Endpoint;

export const getConnectionsCatalog = {
  operationId: 'getConnectionsCatalog',
  method: 'GET',
  path: '/lens/connections-catalog',
  tag: 'Lens',
  summary: 'What is connected and every source that can be added',
  query: customerIdQuery,
  success: { status: 200, schema: ConnectionsCatalog },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: response shape of the connections catalog.',
} as const satisfies Endpoint;
