import { WorklogQuery, worklogEntriesCap, type WorklogList } from '../../../src/api/schemas/worklog.ts';
import { badRequest } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { ENTRY_COLUMNS, entryOf, type EntryRow } from './entries.ts';
import { viewerOf } from './viewer.ts';

/**
 * GET /worklog (spec §4.8): the company's non-voided entries with `entry_date` inside the inclusive
 * bounds, newest first, at most 1000. One row more than the cap is read so that `truncated` says
 * exactly whether more matched. A claimant sees only their own entries.
 */
export const listWorklog: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { from, to } = inputOf(WorklogQuery, ctx.query);
  if (from !== undefined && to !== undefined && from > to) {
    throw badRequest('invalid_range', `The range is empty: from (${from}) is after to (${to}).`);
  }
  const viewer = viewerOf(ctx);
  const ownOnly = viewer.seesOnlyOwn && viewer.author.kind === 'person' ? viewer.author.subject : null;
  const rows = (
    await ctx.db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from worklog_entries
       where customer_id = $1 and voided_at is null
         and ($2::date is null or entry_date >= $2::date)
         and ($3::date is null or entry_date <= $3::date)
         and ($4::text is null or author_subject = $4::text)
       order by entry_date desc, created_at desc, id
       limit $5`,
      [customer_id, from ?? null, to ?? null, ownOnly, worklogEntriesCap + 1],
    )
  ).rows;
  const body: WorklogList = {
    customer_id,
    viewer_role: viewer.role,
    viewer_email: viewer.email,
    entries: rows.slice(0, worklogEntriesCap).map(entryOf),
    truncated: rows.length > worklogEntriesCap,
  };
  return { status: 200, body };
};
