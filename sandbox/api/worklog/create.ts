import { randomBytes } from 'node:crypto';
import { CreateWorklogEntryRequest, type WorklogEntryResult } from '../../../src/api/schemas/worklog.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { ENTRY_COLUMNS, entryOf, type EntryRow } from './entries.ts';
import { viewerOf } from './viewer.ts';

/**
 * POST /worklog (docs/decisions/0030): records the bearer's own hours. The author is whoever sends
 * it, a person or an API key; nobody records hours in another's name.
 */
export const createWorklogEntry: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(CreateWorklogEntryRequest, ctx.body);
  const viewer = viewerOf(ctx);
  const id = `wl_${randomBytes(10).toString('hex')}`;
  const row = (
    await ctx.db.query<EntryRow>(
      `insert into worklog_entries
         (id, customer_id, author_kind, author_subject, author_key_id, author_email, author_name, entry_date, minutes, note)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10)
       returning ${ENTRY_COLUMNS}`,
      [
        id,
        customer_id,
        viewer.author.kind,
        viewer.author.kind === 'person' ? viewer.author.subject : null,
        viewer.author.kind === 'api_key' ? viewer.author.keyId : null,
        viewer.email,
        viewer.name,
        input.entry_date,
        input.minutes,
        input.note,
      ],
    )
  ).rows[0];
  if (!row) throw new Error('insert returned no row');
  const body: WorklogEntryResult = { entry: entryOf(row) };
  return { status: 201, body };
};
