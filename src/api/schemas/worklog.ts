import { z } from '../zod.ts';
import { CustomerId, IsoDate, Timestamp, everyListedFieldPresent } from './common.ts';

// --- 2.12 Work log entry and list ----------------------------------------------------------------

export const WorklogEntry = z
  .object({
    id: z.string(),
    author_email: z.string(),
    author_name: z.string(),
    entry_date: IsoDate,
    minutes: z.int(),
    note: z.string(),
    created_at: Timestamp,
  })
  .meta({
    id: 'WorklogEntry',
    description: 'One work-hours record, evidence for invoicing and payroll; it does not post to the books.',
    'x-assumption': everyListedFieldPresent,
  });
export type WorklogEntry = z.infer<typeof WorklogEntry>;

export const worklogEntriesCap = 1000;

export const WorklogList = z
  .object({
    customer_id: CustomerId,
    viewer_role: z.string(),
    viewer_email: z.string(),
    entries: z.array(WorklogEntry).max(worklogEntriesCap).describe('non-voided entries, newest first, at most 1000'),
    truncated: z.boolean().describe('true when the cap of 1000 entries cut the list'),
  })
  .meta({
    id: 'WorklogList',
    description: 'Work log of the company; the claimant role sees only its own entries.',
    'x-assumption': everyListedFieldPresent,
  });
export type WorklogList = z.infer<typeof WorklogList>;

// --- Work-log bounds and writes (decisions) ------------------------------------------------------

export const WorklogQuery = z
  .strictObject({
    customer_id: CustomerId.optional(),
    from: IsoDate.optional().describe('inclusive lower bound for entry_date'),
    to: IsoDate.optional().describe('inclusive upper bound for entry_date'),
  })
  .meta({
    id: 'WorklogQuery',
    'x-assumption': 'DESIGN.md decision: the bounds are the query parameters `from` and `to`, inclusive, `YYYY-MM-DD`.',
  });
export type WorklogQuery = z.infer<typeof WorklogQuery>;

export const CreateWorklogEntryRequest = z
  .strictObject({
    customer_id: CustomerId.optional(),
    entry_date: IsoDate,
    minutes: z.int().min(1).max(1440).describe('work minutes of the day, at most 24 hours'),
    note: z.string().trim().min(1).max(2000),
  })
  .meta({
    id: 'CreateWorklogEntryRequest',
    'x-assumption':
      'DESIGN.md decision: POST /worklog {customer_id?, entry_date, minutes, note} → 201 {entry}; minutes 1–1440, note 1–2000 characters after trimming.',
  });
export type CreateWorklogEntryRequest = z.infer<typeof CreateWorklogEntryRequest>;

export const WorklogEntryResult = z
  .object({ entry: WorklogEntry })
  .meta({ id: 'WorklogEntryResult', 'x-assumption': 'DESIGN.md decision: work-log writes answer {entry}.' });
export type WorklogEntryResult = z.infer<typeof WorklogEntryResult>;

export const VoidWorklogEntryRequest = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({
    id: 'VoidWorklogEntryRequest',
    'x-assumption': 'DESIGN.md decision: POST /worklog/{entry_id}/void → 200 {entry}; nothing is ever deleted.',
  });
export type VoidWorklogEntryRequest = z.infer<typeof VoidWorklogEntryRequest>;
