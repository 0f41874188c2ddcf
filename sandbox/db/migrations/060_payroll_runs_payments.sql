-- Payroll runs to payment (docs/decisions/0018, 0008,
-- "payment release"). A draft run is computed when read; approving it freezes what the approver saw
-- (the snapshot, bound to its digest) and creates a payment batch awaiting release. Releasing the batch
-- records the named person and the bank's answer; whether the batch is still delivering is computed
-- at read time from the release time, so that it survives restarts.

alter table payroll_draft_runs drop constraint payroll_draft_runs_status_check;
alter table payroll_draft_runs add constraint payroll_draft_runs_status_check
  check (status in ('draft', 'voided', 'approved'));
alter table payroll_draft_runs
  add column approved_by_name text,
  add column approved_by_email text,
  add column approved_at timestamptz,
  add column approved_digest text,
  -- the run as computed at approval: {totals, payslips, rates, digest}
  add column approved_snapshot jsonb,
  add column payment_batch_id text,
  add constraint payroll_draft_runs_approval_check check (
    (status = 'approved') = (approved_at is not null)
    and (approved_at is null) = (approved_by_email is null)
    and (approved_at is null) = (approved_snapshot is null)
    and (approved_at is null) = (payment_batch_id is null)
  );

create table payment_batches (
  customer_id text not null references companies (customer_id),
  id text not null,
  kind text not null check (kind in ('payroll', 'purchase', 'reimbursement')),
  source_kind text not null,
  source_id text not null,
  label text not null,
  due_date date not null,
  total_cents bigint not null check (total_cents >= 0),
  created_at timestamptz not null,
  released_by_name text,
  released_by_email text,
  released_at timestamptz,
  -- the bank's answer at release: delivered after the delivery time, or failed with nothing paid
  outcome text check (outcome in ('delivered', 'failed')),
  -- how long the batch shows as `delivering` after its release
  delivery_seconds integer not null default 0 check (delivery_seconds >= 0),
  bank_connection_id text,
  bank_account text,
  failure_code text check (failure_code in ('no_bank_connection', 'account_refused', 'bank_unreachable')),
  failure_detail text,
  primary key (customer_id, id),
  unique (customer_id, source_kind, source_id),
  check ((released_at is null) = (released_by_email is null)),
  check ((released_at is null) = (outcome is null)),
  check ((outcome = 'failed') = (failure_code is not null)),
  check ((failure_code is null) = (failure_detail is null))
);

-- One payment per payee; the full account is kept for the bank and only ever answered masked.
create table payments (
  customer_id text not null,
  batch_id text not null,
  position integer not null,
  payee_name text not null,
  iban text,
  amount_cents bigint not null check (amount_cents >= 0),
  reference text,
  message text,
  primary key (customer_id, batch_id, position),
  foreign key (customer_id, batch_id) references payment_batches (customer_id, id)
);
