-- Messages (docs/decisions/0013): one conversation between a company and its accounting
-- firm, in threads. A thread may be about one thing of the company (at most one thread per thing). History is
-- append-only: an edit or a withdrawal is a new event naming the message it changes, so what was there stays.

create table message_threads (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  subject_kind text check (subject_kind in ('purchase_bill', 'expense_claim', 'payroll_run', 'payment_batch', 'ledger_row', 'document', 'filing')),
  subject_id text,
  subject_label text,
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  -- who started it, as every author: `member` (a person's e-mail in author_ref), `staff`, `agent`, `api_key` (the key's id)
  started_by_kind text not null check (started_by_kind in ('member', 'staff', 'agent', 'api_key')),
  started_by_ref text not null,
  started_by_name text not null,
  started_by_email text,
  started_at timestamptz not null,
  primary key (customer_id, id),
  unique (id),
  check ((subject_kind is null) = (subject_id is null) and (subject_kind is null) = (subject_label is null))
);
create unique index message_threads_one_per_subject on message_threads (customer_id, subject_kind, subject_id) where subject_kind is not null;

-- Every event of every thread, in one company-wide order: `seq` is the keyset of a thread's pages and of
-- "what is new since".
create table message_events (
  customer_id text not null,
  id text not null check (id <> ''),
  seq bigint generated always as identity,
  thread_id text not null,
  kind text not null check (kind in ('message', 'edit', 'withdrawal')),
  of_message text,
  author_kind text not null check (author_kind in ('member', 'staff', 'agent', 'api_key')),
  author_ref text not null,
  author_name text not null,
  author_email text,
  at timestamptz not null,
  body text not null check (char_length(body) <= 4000),
  primary key (customer_id, id),
  unique (id),
  unique (seq),
  foreign key (customer_id, thread_id) references message_threads (customer_id, id),
  foreign key (customer_id, of_message) references message_events (customer_id, id),
  check ((kind = 'message') = (of_message is null)),
  check (kind <> 'withdrawal' or body = '')
);
create index message_events_thread_seq on message_events (customer_id, thread_id, seq);

-- A message names documents of its own company; it never carries bytes.
create table message_attachments (
  customer_id text not null,
  event_id text not null,
  position integer not null check (position >= 0 and position < 10),
  document_id text not null,
  primary key (customer_id, event_id, position),
  unique (customer_id, event_id, document_id),
  foreign key (customer_id, event_id) references message_events (customer_id, id),
  foreign key (customer_id, document_id) references documents (customer_id, id)
);

-- The refusal every append-only table from here on shares (filings' reviews too, migration 110).
create function refuse_change_of_record() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '23514';
end;
$$;
create trigger message_events_append_only before update or delete on message_events
  for each row execute function refuse_change_of_record();
create trigger message_events_no_truncate before truncate on message_events
  for each statement execute function refuse_change_of_record();
create trigger message_attachments_append_only before update or delete on message_attachments
  for each row execute function refuse_change_of_record();
create trigger message_attachments_no_truncate before truncate on message_attachments
  for each statement execute function refuse_change_of_record();

-- Each person's read mark per thread (a person by e-mail, the firm's staff included); it only moves forward.
create table message_read_marks (
  customer_id text not null,
  thread_id text not null,
  reader text not null check (reader <> ''),
  up_to_seq bigint not null check (up_to_seq >= 0),
  primary key (customer_id, thread_id, reader),
  foreign key (customer_id, thread_id) references message_threads (customer_id, id)
);
