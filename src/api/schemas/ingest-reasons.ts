import { openValues } from '../reading.ts';

// A module of its own: the overview's ingest list (the first route) reads it without the documents area's schemas.

/**
 * Why an ingest failed, as a code beside the plain-English `detail`, so that the portal says it in the
 * person's language (the detail stays for staff and the technical details). Read tolerantly: a code the
 * portal does not know is said as a failure in general words.
 */
export const INGEST_FAILURE_REASONS = ['no_rows', 'missing_column'] as const;
export type IngestFailureReason = (typeof INGEST_FAILURE_REASONS)[number];
export const IngestFailureReason = openValues(INGEST_FAILURE_REASONS).meta({
  description: 'why the ingest failed, as a code; present with `detail` when state is failed and the service names one',
  'x-assumption':
    'Not said by the spec: why an ingest fails. Additive to `detail`: `no_rows` (a spreadsheet with a header line and no rows: nothing to book), `missing_column` (a statement without a column the firm books from); other codes may come and are read as a failure in general words.',
});
