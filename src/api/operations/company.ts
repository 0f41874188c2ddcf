import { AgentStatus, CompanySettingsRequest, IngestStatus, Me } from '../schemas/company.ts';
import { customerIdQuery, operation, shapesNotShown } from './operation.ts';

export const getMe = operation({
  operationId: 'getMe',
  method: 'GET',
  path: '/me',
  tag: 'Company',
  summary: 'Authenticated principal and the companies it can access',
  query: customerIdQuery,
  success: { status: 200, schema: Me },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'DESIGN.md decision: response shape of GET /me.',
});

export const getAgentStatus = operation({
  operationId: 'getAgentStatus',
  method: 'GET',
  path: '/status',
  tag: 'Company',
  summary: 'Current status of the accounting agent',
  query: customerIdQuery,
  success: { status: 200, schema: AgentStatus },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'DESIGN.md decision: response shape of GET /status.',
});

export const getIngestStatus = operation({
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
  assumption: 'DESIGN.md decision: response shape of GET /ingest-status.',
});

export const updateCompanySettings = operation({
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
});
