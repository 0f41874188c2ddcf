-- Members and roles (docs/decisions/0017): when a person became a member, invitations by email, and the append-only log
-- of every change of who may act in a company. Additive only: memberships keep their shape and meaning.

-- Rows that exist before this migration get the moment it ran: the sandbox never knew when they began.
alter table memberships add column added_at timestamptz not null default now();

create table member_invitations (
  id text primary key,
  customer_id text not null references companies (customer_id),
  -- kept as typed; compared without regard to case
  email text not null,
  roles text[] not null check (cardinality(roles) > 0),
  invited_at timestamptz not null default now(),
  invited_by text not null references people (subject),
  accepted_at timestamptz,
  accepted_by text references people (subject),
  withdrawn_at timestamptz,
  check ((accepted_at is null) = (accepted_by is null)),
  check (accepted_at is null or withdrawn_at is null)
);

-- One open invitation per address and company.
create unique index member_invitations_open on member_invitations (customer_id, lower(email))
  where accepted_at is null and withdrawn_at is null;
create index member_invitations_by_email on member_invitations (lower(email))
  where accepted_at is null and withdrawn_at is null;

create table member_changes (
  id bigint generated always as identity primary key,
  customer_id text not null references companies (customer_id),
  at timestamptz not null default clock_timestamp(),
  -- who made the change, as their session named them then: the record stays evidence after a rename
  by_subject text not null references people (subject),
  by_name text not null,
  by_email text not null,
  member_email text not null,
  member_name text,
  kind text not null check (kind in ('invited', 'joined', 'roles_changed', 'removed')),
  roles_before text[] not null,
  roles_after text[] not null
);

create index member_changes_listing on member_changes (customer_id, at desc, id desc);

-- Append-only in the database itself, not only in the handlers.
create function member_changes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the member change log is append-only';
end
$$;

create trigger member_changes_append_only
  before update or delete on member_changes
  for each row execute function member_changes_append_only();

create trigger member_changes_no_truncate
  before truncate on member_changes
  for each statement execute function member_changes_append_only();
