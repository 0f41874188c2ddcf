import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/** GET /ingest-status: every uploaded file and how far it has got, newest upload first. */
export const getIngestStatus: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const files = (
    await ctx.db.query<{ id: string; filename: string; uploaded_at: Date; state: string; detail: string | null }>(
      'select id, filename, uploaded_at, state, detail from ingest_files where customer_id = $1 order by uploaded_at desc, id',
      [customer_id],
    )
  ).rows;
  return {
    status: 200,
    body: {
      customer_id,
      files: files.map(({ detail, uploaded_at, ...file }) => ({
        ...file,
        uploaded_at: uploaded_at.toISOString(),
        ...(detail === null ? {} : { detail }),
      })),
    },
  };
};
