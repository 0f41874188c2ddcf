import { ingestStateAt, type IngestRow } from '../../documents/store.ts';
import { documentViewerOf, visibleDocumentSql } from '../../documents/visibility.ts';
import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/**
 * GET /ingest-status: every uploaded file and how far it has got, newest upload first. An upload's state is
 * read from the clock (docs/decisions/0019: queued → parsed → booked or failed within a minute), as GET /documents
 * reads it, so that the two lists agree; each file's `id` is its document's, and the list holds the files of
 * the documents the bearer may see (docs/decisions/0003-documents-by-role.md), as GET /documents does.
 */
export const getIngestStatus: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const now = new Date();
  const params: unknown[] = [customer_id];
  const visible = visibleDocumentSql(documentViewerOf(ctx), 'd', params);
  const files = (
    await ctx.db.query<{ id: string; filename: string; uploaded_at: Date } & IngestRow>(
      `select i.id, i.filename, i.uploaded_at, i.state, i.detail, i.reason, i.parsed_at, i.settles_at, i.settles_as, i.settle_detail, i.settle_reason
       from ingest_files i join documents d on d.customer_id = i.customer_id and d.id = i.id
       where i.customer_id = $1 and ${visible} order by i.uploaded_at desc, i.id desc`,
      params,
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
