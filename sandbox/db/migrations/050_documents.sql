-- Documents (spec §1 Documents, §8; docs/decisions/0019): the bytes of every
-- uploaded file, kept in the database so that they survive a restart like everything else. Keyed by the
-- company first, so that no query can reach another company's document.
create table documents (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  filename text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_at timestamptz not null,
  content bytea not null,
  primary key (customer_id, id),
  -- one ID names one file everywhere: the same ID is the file's row in ingest_files
  unique (id),
  check (octet_length(content) = size_bytes)
);

-- duplicate_of: the earliest earlier document of the company with the same bytes
create index documents_by_sha256 on documents (customer_id, sha256, uploaded_at);

-- An upload's ingest runs on the service's clock: queued until parsed_at, parsed until settles_at, then
-- booked or failed (with settle_detail). The state is read from the clock at read time, so that a restart
-- neither loses nor repeats a step. Rows without a plan (the seed's) keep their stored state.
alter table ingest_files
  add column parsed_at timestamptz,
  add column settles_at timestamptz,
  add column settles_as text check (settles_as in ('booked', 'failed')),
  add column settle_detail text,
  add constraint ingest_plan_whole check (
    (parsed_at is null and settles_at is null and settles_as is null and settle_detail is null)
    or (parsed_at is not null and settles_at is not null and settles_as is not null and settles_at >= parsed_at
        and (settles_as <> 'failed' or settle_detail is not null))
  );
