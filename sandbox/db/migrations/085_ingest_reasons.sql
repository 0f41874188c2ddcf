-- Why an ingest failed, as a code the portal says in the person's own language; the plain-English
-- `detail` stays, for the firm's staff and the technical details. `settle_reason` is the planned ingest's.
alter table ingest_files
  add column reason text,
  add column settle_reason text;

-- A file with the same bytes as an earlier one is no failure: it is kept and named a duplicate of the earlier
-- document (documents.duplicate_of), and its ingest ends as the earlier one's did, booked once.
update ingest_files set settles_as = 'booked', settle_detail = null
  where settles_as = 'failed' and settle_detail like 'This is the same file as %';

update ingest_files set settle_reason = 'no_rows'
  where settles_as = 'failed' and settle_detail like 'The spreadsheet has a header line but no rows%';
