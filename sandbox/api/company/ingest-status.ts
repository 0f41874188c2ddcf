import { ingestStateAt, type IngestRow } from '../documents/store.ts';
import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/**
 * GET /ingest-status: every uploaded file and how far it has got, newest upload first. An upload's state is
 * read from the clock (DESIGN.md: queued → parsed → booked or failed within a minute), as GET /documents
 * reads it, so that the two lists agree; each file's `id` is its document's.
 */
export const getIngestStatus: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const now = new Date();
  const files = (
    await ctx.db.query<{ id: string; filename: string; uploaded_at: Date } & IngestRow>(
      `select id, filename, uploaded_at, state, detail, reason, parsed_at, settles_at, settles_as, settle_detail, settle_reason
       from ingest_files where customer_id = $1 order by uploaded_at desc, id desc`,
      [customer_id],
    )
  ).rows;
  return {
    status: 200,
    body: {
      customer_id,
      files: files.map((file) => {
        const { state, detail, reason } = ingestStateAt(file, now);
        return {
          id: file.id,
          filename: file.filename,
          uploaded_at: file.uploaded_at.toISOString(),
          state,
          ...(detail === null ? {} : { detail }),
          ...(reason === null ? {} : { reason }),
        };
      }),
    },
  };
};
