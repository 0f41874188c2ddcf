import { VoidWorklogEntryRequest, type WorklogEntryResult } from '../../../src/api/schemas/worklog.ts';
import { forbidden, notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { ENTRY_COLUMNS, entryOf, type EntryRow } from './entries.ts';
import { viewerOf } from './viewer.ts';

interface VoidableRow extends EntryRow {
  author_subject: string | null;
  author_key_id: string | null;
  voided_at: Date | null;
}

/**
 * POST /worklog/{entry_id}/void (docs/decisions/0030): the entry stays in the database, marked void,
 * and leaves the list. Its author may always void it; an admin or approver any entry of the company;
 * everyone else only their own. Voiding is idempotent: an entry already voided answers 200 as it is,
 * keeping who voided it first and when, so that a repeated request (a retry after a lost answer)
 * never fails and never rewrites the record.
 */
export const voidWorklogEntry: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  inputOf(VoidWorklogEntryRequest, ctx.body);
  const entryId = ctx.params.entry_id ?? '';
  const viewer = viewerOf(ctx);

  return ctx.db.transaction(async (tx) => {
    // An entry of another company is answered exactly as one that does not exist.
    const entry = (
      await tx.query<VoidableRow>(
        `select ${ENTRY_COLUMNS}, author_subject, author_key_id, voided_at
         from worklog_entries where id = $1 and customer_id = $2 for update`,
        [entryId, customer_id],
      )
    ).rows[0];
    if (!entry) throw notFound(`No work-log entry ${entryId} in this company.`);

    const own =
      viewer.author.kind === 'person' ? entry.author_subject === viewer.author.subject : entry.author_key_id === viewer.author.keyId;
    if (!own && !viewer.voidsAnyEntry) {
      throw forbidden(
        'not_entry_author',
        'Only the entry’s author, a company admin or an approver may void it; you may void only your own entries.',
      );
    }
    if (entry.voided_at === null) {
      await tx.query('update worklog_entries set voided_at = now(), voided_by = $2 where id = $1', [entry.id, viewer.actor]);
    }
    const body: WorklogEntryResult = { entry: entryOf(entry) };
    return { status: 200 as const, body };
  });
};
