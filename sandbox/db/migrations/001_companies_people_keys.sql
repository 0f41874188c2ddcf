-- Companies, the people who sign in, what each may do in each company, and API keys.
create table companies (
  customer_id text primary key,
  name text not null,
  business_id text not null unique
);

create table people (
  subject text primary key,
  email text not null unique,
  name text not null,
  password_hash text not null,
  -- the firm's staff reach every customer
  staff boolean not null default false,
  -- a person who has left keeps their history but cannot sign in
  removed_at timestamptz
);

create table memberships (
  subject text not null references people (subject),
  customer_id text not null references companies (customer_id),
  roles text[] not null check (cardinality(roles) > 0),
  primary key (subject, customer_id)
);

create table api_keys (
  id text primary key,
  customer_id text not null references companies (customer_id),
  name text not null,
  scope text not null check (scope in ('read', 'write')),
  -- only a digest of the secret is ever stored
  secret_sha256 text not null unique,
  created_by text not null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
