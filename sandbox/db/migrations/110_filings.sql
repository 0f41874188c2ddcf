-- Filings (docs/decisions/0015). The obligations themselves (which returns, for which
-- periods, due when) are computed from the company's settings and the published rules on every read; what is
-- stored is what happened to them: the firm's preparation, the review asked of the company, the decisions,
-- the filing and its output package — and the authorizations the firm holds.

-- The company's filing settings (the basis of its obligations).
create table filing_settings (
  customer_id text primary key references companies (customer_id),
  vat_period text not null check (vat_period in ('month', 'quarter', 'year')),
  employer boolean not null,
  financial_year_end text not null check (financial_year_end ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
);

-- What the firm has done with an obligation, named by the obligation's stable id (kind and period).
create table filings (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  kind text not null,
  period text not null,
  state text not null check (state in ('in_preparation', 'awaiting_review', 'filed')),
  figures jsonb,
  figures_digest text,
  review_requested_at timestamptz,
  review_requested_by text,
  filed_at timestamptz,
  filed_reference text,
  filed_by text,
  primary key (customer_id, id),
  unique (customer_id, kind, period),
  check ((figures is null) = (figures_digest is null))
);

-- The company's decisions on reviews, append-only: each bound to the figures the person saw.
create table filing_reviews (
  customer_id text not null,
  filing_id text not null,
  seq bigint generated always as identity,
  decision text not null check (decision in ('approve', 'question')),
  figures_digest text not null,
  note text,
  name text not null,
  email text not null,
  at timestamptz not null,
  primary key (customer_id, filing_id, seq),
  foreign key (customer_id, filing_id) references filings (customer_id, id)
);

-- The output package: documents of the company (the return as PDF, the receipt of filing).
create table filing_documents (
  customer_id text not null,
  filing_id text not null,
  document_id text not null,
  kind text not null check (kind in ('return', 'receipt')),
  primary key (customer_id, filing_id, document_id),
  foreign key (customer_id, filing_id) references filings (customer_id, id),
  foreign key (customer_id, document_id) references documents (customer_id, id)
);

create trigger filing_reviews_append_only before update or delete on filing_reviews
  for each row execute function refuse_change_of_record();

-- The authorizations the firm holds to file for the company (Suomi.fi e-Authorizations).
create table filing_authorizations (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  kind text not null,
  label text not null,
  granted_by text not null,
  granted_at date not null,
  valid_until date,
  revoked_at date,
  primary key (customer_id, id)
);
