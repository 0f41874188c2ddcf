/** Places on the overview that "Needs attention" links to: a failed file is fixed from what its row says. */
export const INGEST_HEADING_ID = 'ingest-heading';
export const fileRowId = (fileId: string) => `ingest-file-${fileId}`;
