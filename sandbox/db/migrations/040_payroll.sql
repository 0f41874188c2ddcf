-- Payroll (spec §2.6–2.8, §4.3): employees, their contracts, draft runs and the wage tax cards fetched
-- from the tax authority. Every row belongs to one company, and every key is scoped by it, so that an
-- identifier of one company never reaches another's rows.

create table payroll_employees (
  customer_id text not null references companies (customer_id),
  employee_id text not null,
  employee_key text,
  name text not null check (btrim(name) <> ''),
  -- the personal identity code: stored for the tax authority, never returned in full
  tax_identifier text not null,
  iban text,
  bic text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (customer_id, employee_id),
  unique (customer_id, employee_key),
  unique (customer_id, tax_identifier)
);

-- One contract per employee: the terms payroll computes with, including the tax facts in force.
create table payroll_contracts (
  customer_id text not null,
  contract_id text not null,
  employee_id text not null,
  start_date date not null,
  end_date date,
  employment_type text not null check (employment_type in ('monthly', 'hourly')),
  monthly_salary_cents bigint check (monthly_salary_cents > 0),
  hourly_rate_cents bigint check (hourly_rate_cents > 0),
  weekly_hours numeric(5, 2) check (weekly_hours between 0 and 168),
  withholding_basis_points integer check (withholding_basis_points between 0 and 10000),
  pension_basis_points integer check (pension_basis_points between 0 and 10000),
  tax_card_additional_basis_points integer check (tax_card_additional_basis_points between 0 and 10000),
  tax_card_income_ceiling_cents bigint check (tax_card_income_ceiling_cents >= 0),
  tax_card_effective_from date,
  employee_requested_minimum_basis_points integer check (employee_requested_minimum_basis_points between 0 and 10000),
  updated_at timestamptz not null default now(),
  primary key (customer_id, contract_id),
  unique (customer_id, employee_id),
  foreign key (customer_id, employee_id) references payroll_employees (customer_id, employee_id),
  check (end_date is null or end_date >= start_date),
  check (
    (employment_type = 'monthly' and monthly_salary_cents is not null and hourly_rate_cents is null)
    or (employment_type = 'hourly' and hourly_rate_cents is not null and monthly_salary_cents is null)
  )
);

-- A draft payroll run of one period, computed over the contracts it holds. Once a change reaches one
-- of those contracts the draft no longer matches its inputs and is voided, never edited.
create table payroll_draft_runs (
  customer_id text not null references companies (customer_id),
  id text not null,
  period text not null check (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  payment_date date not null,
  status text not null check (status in ('draft', 'voided')),
  created_at timestamptz not null default now(),
  voided_at timestamptz,
  void_reason text,
  primary key (customer_id, id),
  check ((status = 'voided') = (voided_at is not null))
);

create table payroll_draft_run_contracts (
  customer_id text not null,
  run_id text not null,
  contract_id text not null,
  primary key (customer_id, run_id, contract_id),
  foreign key (customer_id, run_id) references payroll_draft_runs (customer_id, id),
  foreign key (customer_id, contract_id) references payroll_contracts (customer_id, contract_id)
);

-- Every wage tax card fetched and applied (spec §2.8), kept as fetched: the workspace shows the one
-- in force in a period.
create table payroll_tax_cards (
  customer_id text not null,
  fetch_id text not null,
  employee_id text not null,
  contract_id text not null,
  payment_date date not null,
  outcome text not null,
  changed boolean not null,
  includes_stock_options_and_grants boolean not null,
  nonresident_progressive_tax_claim boolean not null,
  voided_draft_run_ids text[] not null,
  environment text not null,
  authority_base_basis_points integer not null,
  authority_additional_basis_points integer not null,
  annual_income_ceiling_cents bigint not null,
  valid_from date not null,
  employee_requested_minimum_basis_points integer not null,
  applied_base_basis_points integer not null,
  applied_additional_basis_points integer not null,
  note text not null,
  fetched_at timestamptz not null default now(),
  primary key (customer_id, fetch_id),
  foreign key (customer_id, contract_id) references payroll_contracts (customer_id, contract_id)
);

-- Who changed what in payroll, and which draft runs the change voided.
create table payroll_audit_events (
  id serial primary key,
  customer_id text not null references companies (customer_id),
  at timestamptz not null default now(),
  actor text not null,
  action text not null check (action in ('employee_created', 'employee_updated', 'tax_card_applied')),
  employee_id text not null,
  contract_id text not null,
  changed_fields text[] not null,
  voided_draft_run_ids text[] not null
);
