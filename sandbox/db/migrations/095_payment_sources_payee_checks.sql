-- docs/decisions/0010: approved purchase bills and expense claims are paid in
-- `purchase` and `reimbursement` batches, one open batch per due date; each payment names its source, carries
-- the payee's bank's answer to the Verification of Payee (Regulation (EU) 2024/886) made when it joined the
-- batch, and may be held back by a named person with a reason.

-- A payment is addressed by an id of its own (POST /payments/{batch_id}/payments/{payment_id}/hold), unique
-- within the company: the batch's id and the payment's place in it, so existing payroll payments get one too.
alter table payments
  add column id text,
  add column source_kind text check (source_kind in ('payslip', 'purchase_bill', 'expense_claim')),
  add column source_id text,
  add column payee_check text check (payee_check in ('match', 'close_match', 'no_match', 'unavailable')),
  add column payee_check_name text,
  add column held_by_name text,
  add column held_by_email text,
  add column held_at timestamptz,
  add column held_reason text,
  add constraint payments_source_check check ((source_kind is null) = (source_id is null)),
  add constraint payments_held_check check (
    (held_at is null) = (held_by_email is null) and (held_at is null) = (held_reason is null)
  );

update payments set id = batch_id || '_p' || (position + 1);
alter table payments alter column id set not null;
create unique index payments_id_within_company on payments (customer_id, id);

-- A payroll payment's source is its payslip, named by the contract: the run's approved payslips with
-- something to pay, in order, are the batch's payments in order (as store.ts payrollPayments makes them).
update payments p set source_kind = 'payslip', source_id = s.contract_id
from (
  select b.customer_id, b.id as batch_id,
    (row_number() over (partition by b.customer_id, b.id order by slip.ordinality) - 1)::int as position,
    slip.value ->> 'contract_id' as contract_id
  from payment_batches b
  join payroll_draft_runs r on r.customer_id = b.customer_id and r.id = b.source_id
  cross join lateral jsonb_array_elements(r.approved_snapshot -> 'payslips') with ordinality as slip (value, ordinality)
  where b.source_kind = 'payroll_run' and (slip.value ->> 'net_cents')::bigint > 0
) s
where p.customer_id = s.customer_id and p.batch_id = s.batch_id and p.position = s.position;

-- One live batch per payroll run, as before. A purchase or reimbursement batch's source is its due date
-- (`due_date`, the date), shared by both kinds, so the kind is part of the key; and a due date has one OPEN
-- batch at a time: once that one is released, the next approval of the date opens a new one (the batch id
-- carries a sequence, e.g. `purchase_2026-12-15_2`). A failed batch re-created as a new open batch
-- (`recreates` set) may stand beside the date's open batch: the failed payments wait for a person's
-- re-creation, and must not be mixed into a batch someone else is reviewing.
drop index payment_batches_one_live_batch_per_source;
create unique index payment_batches_one_live_batch_per_run
  on payment_batches (customer_id, source_kind, source_id) where recreated_as is null and kind = 'payroll';
create unique index payment_batches_one_open_batch_per_due_date
  on payment_batches (customer_id, kind, source_id) where released_at is null and recreates is null and kind <> 'payroll';
