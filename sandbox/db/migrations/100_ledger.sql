-- The books (docs/decisions/0014): a double-entry ledger per company. Every statement and
-- figure is computed from these rows; nothing here is a stored total. Keyed by the company first, like every
-- other table, so that no query reaches another company's.

-- The chart of accounts in the Finnish numbering for small businesses; each account shows on one line of the
-- statutory statements (the line's key, as the contract's StatementLine.key).
create table ledger_accounts (
  customer_id text not null references companies (customer_id),
  code text not null check (code ~ '^[0-9]{3,6}$'),
  name text not null check (btrim(name) <> ''),
  kind text not null check (kind in ('asset', 'liability', 'equity', 'revenue', 'expense')),
  statement_line text not null check (statement_line ~ '^[a-z_]+$'),
  primary key (customer_id, code)
);

-- A journal entry: one business event, booked from its source, with its original document where it has one.
create table journal_entries (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  entry_date date not null,
  description text not null,
  source_kind text not null check (source_kind ~ '^[a-z_]+$'),
  source_id text,
  source_label text not null,
  document_id text,
  booked_at timestamptz not null,
  booked_by text not null check (btrim(booked_by) <> ''),
  primary key (customer_id, id),
  foreign key (customer_id, document_id) references documents (customer_id, id)
);

-- The entry's lines: each either a debit or a credit, never both. `seq` orders rows that share a date, so
-- that a keyset page (date, seq) never skips or repeats a row while rows are added.
create table ledger_rows (
  customer_id text not null,
  row_id text not null check (row_id <> ''),
  seq bigint generated always as identity,
  entry_id text not null,
  entry_date date not null,
  account_code text not null,
  description text not null,
  counterparty text,
  vat_code text,
  vat_cents bigint check (vat_cents >= 0),
  debit_cents bigint not null default 0 check (debit_cents >= 0),
  credit_cents bigint not null default 0 check (credit_cents >= 0),
  primary key (customer_id, row_id),
  unique (customer_id, seq),
  foreign key (customer_id, entry_id) references journal_entries (customer_id, id),
  foreign key (customer_id, account_code) references ledger_accounts (customer_id, code),
  check ((debit_cents > 0) <> (credit_cents > 0))
);

create index ledger_rows_window on ledger_rows (customer_id, entry_date desc, seq desc);
create index ledger_rows_account_window on ledger_rows (customer_id, account_code, entry_date desc, seq desc);
create index ledger_rows_entry on ledger_rows (customer_id, entry_id);

-- Debits equal credits in every entry, checked when the transaction commits (an entry's lines are written one
-- by one); a row's date is its entry's.
create function ledger_entry_balances() returns trigger language plpgsql as $$
declare
  unbalanced record;
begin
  select e.id, coalesce(sum(r.debit_cents), 0) as debits, coalesce(sum(r.credit_cents), 0) as credits, count(r.row_id) as lines
    into unbalanced
    from journal_entries e left join ledger_rows r on r.customer_id = e.customer_id and r.entry_id = e.id
   where e.customer_id = new.customer_id and e.id = new.entry_id
   group by e.id;
  if unbalanced.lines < 2 or unbalanced.debits <> unbalanced.credits then
    raise exception 'journal entry % does not balance: debits %, credits %, lines %',
      new.entry_id, unbalanced.debits, unbalanced.credits, unbalanced.lines
      using errcode = '23514';
  end if;
  if exists (select 1 from journal_entries e where e.customer_id = new.customer_id and e.id = new.entry_id and e.entry_date <> new.entry_date) then
    raise exception 'row % is not dated as its entry %', new.row_id, new.entry_id using errcode = '23514';
  end if;
  return null;
end;
$$;

create constraint trigger ledger_entry_balances
  after insert on ledger_rows deferrable initially deferred
  for each row execute function ledger_entry_balances();

-- The ledger is append-only: a correction is a new entry, so a closed month's change is always visible.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '23514';
end;
$$;

create trigger ledger_rows_append_only before update or delete on ledger_rows
  for each row execute function ledger_append_only();
create trigger ledger_rows_no_truncate before truncate on ledger_rows
  for each statement execute function ledger_append_only();
create trigger journal_entries_append_only before update or delete on journal_entries
  for each row execute function ledger_append_only();
create trigger journal_entries_no_truncate before truncate on journal_entries
  for each statement execute function ledger_append_only();

-- Each month's state: a month not listed is `open`. Changes after closing are the entries of the month booked
-- after `closed_at`, read from the entries themselves.
create table books_months (
  customer_id text not null references companies (customer_id),
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  state text not null check (state in ('open', 'in_progress', 'closed')),
  closed_at timestamptz,
  primary key (customer_id, period),
  check ((state = 'closed') = (closed_at is not null))
);

-- The agent's questions on rows.
create table books_questions (
  customer_id text not null,
  id text not null check (id <> ''),
  row_id text not null,
  asked_at timestamptz not null,
  text text not null check (btrim(text) <> ''),
  primary key (customer_id, id),
  unique (customer_id, row_id),
  foreign key (customer_id, row_id) references ledger_rows (customer_id, row_id)
);

-- The customer's answers about rows (spec §1: the one write of Books), append-only evidence for the agent.
create table books_declarations (
  customer_id text not null,
  id text not null check (id <> ''),
  seq bigint generated always as identity,
  row_id text not null,
  answer text not null check (answer in ('explained', 'personal', 'transfer', 'dont_know')),
  note text not null,
  -- who answered: a person (by subject) or a write-scoped API key (by key id), named as shown at the time
  author_kind text not null check (author_kind in ('person', 'api_key')),
  author_subject text references people (subject),
  author_key_id text references api_keys (id),
  name text not null,
  email text not null,
  at timestamptz not null,
  primary key (customer_id, id),
  foreign key (customer_id, row_id) references ledger_rows (customer_id, row_id),
  check ((author_kind = 'person') = (author_subject is not null)),
  check ((author_kind = 'api_key') = (author_key_id is not null)),
  check (answer not in ('explained', 'dont_know') or btrim(note) <> '')
);

create index books_declarations_row on books_declarations (customer_id, row_id, seq);

create trigger books_declarations_append_only before update or delete on books_declarations
  for each row execute function ledger_append_only();
create trigger books_declarations_no_truncate before truncate on books_declarations
  for each statement execute function ledger_append_only();
