-- Held payments (docs/decisions/0004-held-payments.md). Releasing a batch with held payments moves each held
-- payment to a new batch of the same kind, source and due date, awaiting release: the new batch names the released
-- one (`carried_from`), the released one the new one (`carried_to`). The released batch keeps its held payments'
-- rows as they were at the release (what it left out); the new batch holds copies, their holds kept. There a held
-- payment is put back (unhold) and released, or cancelled by a named person with a reason: it is then never paid,
-- and its purchase bill or expense claim is `unpaid_cancelled`, back with the firm.

alter table payment_batches
  add column carried_from text,
  add column carried_to text;

-- A payment cancelled: by whom, when, why. Only a held payment is cancelled, and it stays held.
alter table payments
  add column cancelled_by_name text,
  add column cancelled_by_email text,
  add column cancelled_at timestamptz,
  add column cancelled_reason text,
  add constraint payments_cancelled_check check (
    (cancelled_at is null) = (cancelled_by_email is null) and (cancelled_at is null) = (cancelled_reason is null)
    and (cancelled_at is null or held_at is not null)
  );

-- A carried batch stands beside the live batch of its payroll run and the open batch of its due date: it holds only
-- what a person held back, and new approvals of the date never join it.
drop index payment_batches_one_live_batch_per_run;
create unique index payment_batches_one_live_batch_per_run
  on payment_batches (customer_id, source_kind, source_id) where recreated_as is null and kind = 'payroll' and carried_from is null;
drop index payment_batches_one_open_batch_per_due_date;
create unique index payment_batches_one_open_batch_per_due_date
  on payment_batches (customer_id, kind, source_id) where released_at is null and recreates is null and carried_from is null and kind <> 'payroll';
create unique index payment_batches_carried_once on payment_batches (customer_id, carried_from) where carried_from is not null;

-- The cancellation is an event of the payment's bill or claim, kept like its holds.
alter table payment_hold_events drop constraint payment_hold_events_event_check;
alter table payment_hold_events add constraint payment_hold_events_event_check check (event in ('held', 'unheld', 'cancelled'));

-- A bill or claim whose payment was cancelled: approved in both steps, never paid, back with the firm.
alter table invoice_circulations drop constraint invoice_circulations_state_check;
alter table invoice_circulations add constraint invoice_circulations_state_check
  check (state in ('waiting_for_check', 'waiting_for_approval', 'returned', 'returned_to_firm', 'awaiting_clarification', 'approved', 'unpaid_cancelled'));
-- each state with the decisions it can have (090's unnamed rule, found by what it says), now with this one
do $$
declare rule record;
begin
  for rule in
    select conname from pg_constraint
    where conrelid = 'invoice_circulations'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%waiting_for_approval%' and pg_get_constraintdef(oid) like '%approve_decision%'
  loop
    execute format('alter table invoice_circulations drop constraint %I', rule.conname);
  end loop;
end;
$$;
alter table invoice_circulations add constraint invoice_circulations_state_decisions_check check (
  (state in ('waiting_for_check', 'awaiting_clarification') and check_decision is null and approve_decision is null)
  or (state = 'waiting_for_approval' and check_decision = 'approved' and approve_decision is null)
  or (state in ('approved', 'unpaid_cancelled') and check_decision = 'approved' and approve_decision = 'approved')
  or (state = 'returned' and kind = 'expense_claim' and check_decision = 'returned' and approve_decision is null)
  or (state = 'returned_to_firm' and kind = 'purchase_bill' and (
    (check_decision is null and approve_decision is null)
    or (check_decision = 'returned' and approve_decision is null)
    or (check_decision = 'approved' and approve_decision = 'returned')))
);
