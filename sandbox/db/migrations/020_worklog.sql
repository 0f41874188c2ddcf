-- The work log (spec §2.12, §4.8): an append-only record of work hours. An entry is written once and
-- may later be voided; nothing else about it ever changes and no row is ever deleted.
create table worklog_entries (
  id text primary key,
  customer_id text not null references companies (customer_id),
  -- who wrote it: a person (by subject) or an API key (by key id); the key is the author, not its creator
  author_kind text not null check (author_kind in ('person', 'api_key')),
  author_subject text references people (subject),
  author_key_id text references api_keys (id),
  -- as shown at the time of writing, so that the record stays evidence after a person leaves or renames
  author_email text not null,
  author_name text not null,
  entry_date date not null,
  minutes integer not null check (minutes between 1 and 1440),
  note text not null check (char_length(btrim(note)) between 1 and 2000),
  created_at timestamptz not null default now(),
  voided_at timestamptz,
  -- `person:<subject>` or `api_key:<key id>`
  voided_by text,
  check ((author_kind = 'person') = (author_subject is not null)),
  check ((author_kind = 'api_key') = (author_key_id is not null)),
  check ((voided_at is null) = (voided_by is null))
);

-- The list reads one company's non-voided entries newest first.
create index worklog_entries_listing on worklog_entries (customer_id, entry_date desc, created_at desc, id)
  where voided_at is null;
create index worklog_entries_by_author on worklog_entries (customer_id, author_subject, entry_date desc)
  where voided_at is null;

-- Append-only in the database itself, not only in the handlers: a row is never deleted, and the one
-- change an entry accepts is being voided, once.
create function worklog_entries_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'work-log entries are never deleted (entry %)', old.id;
  end if;
  if old.voided_at is not null then
    raise exception 'a voided work-log entry never changes (entry %)', old.id;
  end if;
  if row(new.id, new.customer_id, new.author_kind, new.author_subject, new.author_key_id, new.author_email,
         new.author_name, new.entry_date, new.minutes, new.note, new.created_at)
     is distinct from
     row(old.id, old.customer_id, old.author_kind, old.author_subject, old.author_key_id, old.author_email,
         old.author_name, old.entry_date, old.minutes, old.note, old.created_at) then
    raise exception 'work-log entries are never edited, only voided (entry %)', old.id;
  end if;
  return new;
end
$$;

create trigger worklog_entries_append_only
  before update or delete on worklog_entries
  for each row execute function worklog_entries_append_only();

create function worklog_entries_no_truncate() returns trigger language plpgsql as $$
begin
  raise exception 'work-log entries are never deleted';
end
$$;

create trigger worklog_entries_no_truncate
  before truncate on worklog_entries
  for each statement execute function worklog_entries_no_truncate();
