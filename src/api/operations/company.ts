import { AgentStatus, IngestStatus, Me } from '../schemas/company.ts';
import { customerIdQuery, type Endpoint } from './operation.ts';

export const getMe = {
  operationId: 'getMe',
  method: 'GET',
  path: '/me',
  tag: 'Company',
  summary: 'Authenticated principal and the companies it can access',
  query: customerIdQuery,
  success: { status: 200, schema: Me },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: response shape of GET /me.',
} as const satisfies Endpoint;

export const getAgentStatus = {
  operationId: 'getAgentStatus',
  method: 'GET',
  path: '/status',
  tag: 'Company',
  summary: 'Current status of the accounting agent',
  query: customerIdQuery,
  success: { status: 200, schema: AgentStatus },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption:
    'docs/decisions/0016: response shape of GET /status. The spec does not say in which language the agent writes its progress notes: in the firm’s, Finnish, whatever language the person reads the portal in; the portal quotes them as the service’s words, marked as Finnish.',
} as const satisfies Endpoint;

export const getIngestStatus = {
  operationId: 'getIngestStatus',
  method: 'GET',
  path: '/ingest-status',
  // Spec §1 puts per-file ingest metadata under Documents, though §4.9 lists the route beside /me and /status.
  tag: 'Documents',
  summary: 'Per-file ingest progress of uploaded files',
  query: customerIdQuery,
  success: { status: 200, schema: IngestStatus },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: response shape of GET /ingest-status.',
} as const satisfies Endpoint;

