-- Purchase bills and their original review (spec §2.11, §4.7).
-- A bill's ID is an opaque string chosen by the service: it is stored and compared byte for byte
-- (text `=` under a deterministic collation), never trimmed, case-folded or normalised.
-- Every table is keyed by the company first, so that no query can reach another company's bill.

create table purchase_bills (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  resource_uri text not null,
  revision text not null,
  number text not null,
  supplier text not null,
  issue_date date not null,
  due_date date not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null,
  total_cents integer not null,
  vat_cents integer not null,
  open_cents integer not null,
  review_state text not null,
  review_reason text not null,
  calculation_reason text not null,
  posting_state text not null,
  posting_ready boolean not null,
  posting_reason text not null,
  requires_staff_confirmation boolean not null,
  primary key (customer_id, id),
  check (due_date >= issue_date),
  check (open_cents between 0 and total_cents)
);

create table purchase_bill_lines (
  customer_id text not null,
  bill_id text not null,
  position integer not null check (position >= 1),
  description text not null,
  expense_account_code text not null,
  vat_code text not null,
  vat_rate_basis_points integer not null check (vat_rate_basis_points between 0 and 10000),
  net_cents integer not null,
  vat_cents integer not null,
  gross_cents integer not null,
  deduction_basis_points integer not null check (deduction_basis_points between 0 and 10000),
  deduction_review_status text not null,
  deduction_reason text not null,
  primary key (customer_id, bill_id, position),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id),
  check (gross_cents = net_cents + vat_cents)
);

-- The original the review is about: one selected original per bill.
create table purchase_bill_originals (
  customer_id text not null,
  bill_id text not null,
  id text not null,
  filename text not null,
  resource_uri text not null,
  revision text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  adequacy text not null,
  status text not null,
  primary key (customer_id, bill_id),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id)
);

-- Reviews are never rewritten: a new review supersedes an earlier one through prior_review_id.
create table purchase_bill_reviews (
  customer_id text not null,
  id text not null,
  bill_id text not null,
  decided_at timestamptz not null,
  receipt_uri text not null,
  document_id text not null,
  bill_revision text not null,
  document_revision text not null,
  document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
  document_adequacy text not null,
  verdict text not null,
  reason text not null,
  prior_review_id text,
  draft_contract text not null,
  draft_digest text not null,
  draft jsonb not null,
  primary key (customer_id, id),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id),
  foreign key (customer_id, prior_review_id) references purchase_bill_reviews (customer_id, id)
);

-- The current journal calculation of a bill: one draft entry and its lines.
create table purchase_bill_calculations (
  customer_id text not null,
  bill_id text not null,
  contract text not null,
  digest text not null,
  period_status text not null,
  draft_id text not null,
  period text not null check (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  entry_date date not null,
  description text not null,
  source text not null,
  source_ref text not null,
  dimensions_as_stated boolean not null,
  primary key (customer_id, bill_id),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id)
);

create table purchase_bill_calculation_lines (
  customer_id text not null,
  bill_id text not null,
  position integer not null check (position >= 1),
  account_code text not null,
  vat_code text not null,
  description text not null,
  debit_cents integer not null check (debit_cents >= 0),
  credit_cents integer not null check (credit_cents >= 0),
  dimensions jsonb not null default '{}',
  dimension_allocations jsonb not null default '{}',
  primary key (customer_id, bill_id, position),
  foreign key (customer_id, bill_id) references purchase_bill_calculations (customer_id, bill_id),
  check (debit_cents = 0 or credit_cents = 0)
);

-- Posting history: entries are never deleted; a reversal is an entry of its own that names the one it reverses.
create table purchase_bill_journals (
  customer_id text not null,
  id text not null,
  bill_id text not null,
  position integer not null check (position >= 1),
  entry_number text not null,
  status text not null,
  reversal_of text,
  review_id text,
  live boolean not null,
  primary key (customer_id, id),
  unique (customer_id, bill_id, position),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id),
  foreign key (customer_id, reversal_of) references purchase_bill_journals (customer_id, id),
  foreign key (customer_id, review_id) references purchase_bill_reviews (customer_id, id)
);

-- Operations of the separate operation plane that apply to a bill now, and which roles (or `staff`)
-- would be eligible for each after explicit staff confirmation. role_eligible is derived per reader.
create table purchase_bill_actions (
  customer_id text not null,
  bill_id text not null,
  position integer not null check (position >= 1),
  operation_id text not null,
  operation_version integer not null check (operation_version between 0 and 32767),
  eligible text[] not null,
  primary key (customer_id, bill_id, position),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id)
);
