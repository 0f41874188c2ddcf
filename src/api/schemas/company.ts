import { z } from '../zod.ts';
import { CustomerId, Timestamp } from './common.ts';
import { ApiKeyScope } from './api-key-scope.ts';
import { BusinessId } from './business-id.ts';
import { openValues, rows } from '../reading.ts';
import { IngestFailureReason } from './ingest-reasons.ts';

import { KNOWN_ROLES } from './roles.ts';

export { KNOWN_ROLES, type KnownRole } from './roles.ts';

export const Role = openValues(KNOWN_ROLES)
  .meta({ id: 'Role', 'x-assumption': 'docs/decisions/0016: the roles a member can hold in a company.' });
export type Role = z.infer<typeof Role>;

export const Me = z
  .object({
    principal: z.object({
      kind: openValues(['interactive', 'api_key']),
      subject: z.string(),
      email: z.string().nullable().describe('the person’s email address; null for an API key, which has none'),
      name: z.string().describe('the person’s name; for an API key, the key’s name (the same as api_key.name)'),
      staff: z.boolean(),
    }),
    companies: rows(
      z.array(z.object({ customer_id: CustomerId, name: z.string(), business_id: BusinessId, roles: z.array(Role) })),
    ),
    api_key: z
      .object({ id: z.string(), name: z.string(), scope: ApiKeyScope })
      .optional()
      .describe('present when the bearer is an API key'),
  })
  .meta({
    id: 'Me',
    description: 'Authenticated principal and the companies it can access; for an API key, the single pinned company.',
    'x-assumption':
      'docs/decisions/0016: {principal: {kind, subject, email, name, staff}, companies: [{customer_id, name, business_id, roles}], api_key?: {id, name, scope}}. Nothing says what a key has for email and name: for an API key, subject is the key id, email is null (a key has no address), name is the key’s name, staff is false and the one company carries the role `operator` (spec §5 rule 2).',
  });
export type Me = z.infer<typeof Me>;

export const AgentStatus = z
  .object({
    customer_id: CustomerId,
    state: openValues(['idle', 'working']),
    progress_notes: rows(z.array(z.object({ at: Timestamp, text: z.string() })))
      .optional()
      .describe('the agent’s notes, oldest first, in the firm’s language (Finnish); always sent by the sandbox, read as none when absent or not a list'),
    updated_at: Timestamp,
  })
  .meta({
    id: 'AgentStatus',
    description: 'Current status of the accounting agent for the company.',
    'x-assumption':
      'docs/decisions/0016: {customer_id, state: "idle" | "working", progress_notes: [{at, text}], updated_at}. The spec shows none of these fields (§3): the portal reads an answer without progress_notes, or with something else than a list there, as one without notes.',
  });
export type AgentStatus = z.infer<typeof AgentStatus>;

export const IngestStatus = z
  .object({
    customer_id: CustomerId,
    files: rows(
      z.array(
        z.object({
          id: z.string().describe('the document ID of the file: GET /documents/{document_id} names the same file'),
          filename: z.string(),
          uploaded_at: Timestamp,
          state: openValues(['queued', 'parsed', 'booked', 'failed']),
          detail: z.string().optional(),
          reason: IngestFailureReason.optional(),
        }),
      ),
    ),
  })
  .meta({
    id: 'IngestStatus',
    description: 'Per-file ingest progress of uploaded files.',
    'x-assumption':
      'docs/decisions/0016: {customer_id, files: [{id, filename, uploaded_at, state: "queued" | "parsed" | "booked" | "failed", detail?}]}; `id` is the document ID (GET /documents lists the same files with the same IDs and states). An upload moves queued → parsed → booked, or failed with a `detail` in plain English and, additively, a `reason` code the portal says in the person’s language (`no_rows`, `missing_column`; read tolerantly), on the service’s clock within a minute. A file with the same bytes as an earlier one is no failure: it ends booked. Decision "documents by role": the files of the documents the bearer may see, as GET /documents lists them (DocumentBelongsTo).',
  });
export type IngestStatus = z.infer<typeof IngestStatus>;
