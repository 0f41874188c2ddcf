-- The accounting agent's status and the per-file ingest progress of each company.
create table agent_status (
  customer_id text primary key references companies (customer_id),
  state text not null check (state in ('idle', 'working')),
  updated_at timestamptz not null
);

create table agent_progress_notes (
  id serial primary key,
  customer_id text not null references companies (customer_id),
  at timestamptz not null,
  text text not null
);

create table ingest_files (
  id text primary key,
  customer_id text not null references companies (customer_id),
  filename text not null,
  uploaded_at timestamptz not null,
  state text not null check (state in ('queued', 'parsed', 'booked', 'failed')),
  detail text,
  check (state <> 'failed' or detail is not null)
);
