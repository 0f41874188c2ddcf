import { z } from '../zod.ts';
import {
  CreateWorklogEntryRequest,
  VoidWorklogEntryRequest,
  WorklogEntryResult,
  WorklogList,
  WorklogQuery,
} from '../schemas/worklog.ts';
import { nonEmptySegment, type Endpoint } from './operation.ts';

export const listWorklog = {
  operationId: 'listWorklog',
  method: 'GET',
  path: '/worklog',
  tag: 'Work log',
  summary: 'Non-voided work-log entries, newest first, at most 1000',
  query: WorklogQuery,
  success: { status: 200, schema: WorklogList },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: the bound parameters are named `from` and `to`.',
} as const satisfies Endpoint;

export const createWorklogEntry = {
  operationId: 'createWorklogEntry',
  method: 'POST',
  path: '/worklog',
  tag: 'Work log',
  summary: 'Record work hours',
  body: CreateWorklogEntryRequest,
  success: { status: 201, schema: WorklogEntryResult },
  errors: [400, 401, 403],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: the spec shows no work-log write.',
} as const satisfies Endpoint;

export const voidWorklogEntry = {
  operationId: 'voidWorklogEntry',
  method: 'POST',
  path: '/worklog/{entry_id}/void',
  tag: 'Work log',
  summary: 'Void a work-log entry; nothing is ever deleted',
  pathParams: z.strictObject({ entry_id: nonEmptySegment.describe('work-log entry ID') }),
  body: VoidWorklogEntryRequest,
  success: { status: 200, schema: WorklogEntryResult },
  errors: [400, 401, 403, 404],
  bearers: 'interactive_or_api_key',
  assumption: 'docs/decisions/0016: the spec shows no work-log write.',
} as const satisfies Endpoint;
