import { z } from '../zod.ts';
import { rows } from '../reading.ts';
import { CustomerId, IsoDate, Timestamp, everyListedFieldPresent, freeText } from './common.ts';

/** An API key has no email address; where the work log names one it writes this instead. */
const apiKeyEmailAssumption =
  'An API key has no email address: where the work log names a key (the author of what it wrote, or the viewer reading with it) the email is `api-key:<key id>` (e.g. `api-key:key_aurora_write`; no `@`, so never taken for a person’s address) and the name is the key’s name. The key itself is the author, not the person who created it (spec §2.2).';

// --- 2.12 Work log entry and list ----------------------------------------------------------------

export const WorklogEntry = z
  .object({
    id: z.string(),
    author_email: z.string().meta({
      description: 'the author’s email address; `api-key:<key id>` for an entry written with an API key',
      'x-assumption': apiKeyEmailAssumption,
    }),
    author_name: z.string().describe('the author’s name; the key’s name for an entry written with an API key'),
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
    viewer_role: z.string().meta({
      description:
        'the reader’s broadest role in the company (admin, approver, operator, purchase_invoices, invoice_reviewer, claimant in that order); `staff` for the firm’s staff; `operator` for an API key (spec §5 rule 2)',
      'x-assumption':
        'The spec names viewer_role without its values: a person with several roles is shown by the broadest of them, in the order admin, approver, operator, purchase_invoices, invoice_reviewer, claimant; the firm’s staff as `staff`; an API key as `operator`.',
    }),
    viewer_email: z.string().describe('the reader’s email address; `api-key:<key id>` for an API key (see author_email)'),
    entries: rows(z.array(WorklogEntry).max(worklogEntriesCap).describe('non-voided entries, newest first, at most 1000')),
    truncated: z.boolean().describe('true when the cap of 1000 entries cut the list'),
  })
  .meta({
    id: 'WorklogList',
    description:
      'Work log of the company; the claimant role sees only its own entries. A person whose every role in the company is claimant sees only their own entries; a person holding claimant together with another role sees what that other role sees.',
    'x-assumption': `${everyListedFieldPresent} The spec says the claimant role sees only its own entries without saying what a person with claimant and another role sees: the restriction applies only to a person whose every role in the company is claimant; claimant together with any other role sees what the other role sees (the whole log).`,
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
    'x-assumption': 'docs/decisions/0016: the bounds are the query parameters `from` and `to`, inclusive, `YYYY-MM-DD`.',
  });
export type WorklogQuery = z.infer<typeof WorklogQuery>;

export const CreateWorklogEntryRequest = z
  .strictObject({
    customer_id: CustomerId.optional(),
    entry_date: IsoDate,
    minutes: z.int().min(1).max(1440).describe('work minutes of the day, at most 24 hours'),
    note: freeText({ min: 1, max: 2000, prose: true }).describe(
      'what was done; 1–2000 characters (Unicode code points) counted as sent, not only whitespace, no control characters other than tab, line feed and carriage return, no lone UTF-16 surrogate; kept with leading and trailing whitespace removed',
    ),
  })
  .meta({
    id: 'CreateWorklogEntryRequest',
    'x-assumption':
      'docs/decisions/0016: POST /worklog {customer_id?, entry_date, minutes, note} → 201 {entry}; minutes 1–1440, note 1–2000 characters as sent (not only whitespace; kept trimmed).',
  });
export type CreateWorklogEntryRequest = z.infer<typeof CreateWorklogEntryRequest>;

export const WorklogEntryResult = z
  .object({ entry: WorklogEntry })
  .meta({ id: 'WorklogEntryResult', 'x-assumption': 'docs/decisions/0016: work-log writes answer {entry}.' });
export type WorklogEntryResult = z.infer<typeof WorklogEntryResult>;

export const VoidWorklogEntryRequest = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({
    id: 'VoidWorklogEntryRequest',
    'x-assumption': 'docs/decisions/0016: POST /worklog/{entry_id}/void → 200 {entry}; nothing is ever deleted.',
  });
export type VoidWorklogEntryRequest = z.infer<typeof VoidWorklogEntryRequest>;
