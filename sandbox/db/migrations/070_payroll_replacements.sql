-- Payroll runs after a change (docs/decisions/0018). A draft voided by a change to what it computes from is
-- recomputed at once as a new draft of the same period, kind and payday, the two linked both ways; an
-- approver may return a draft to the accounting firm with a comment; the month's draft of a kind that has
-- none may be created. Additive only: earlier rows keep their meaning.

alter table payroll_draft_runs drop constraint payroll_draft_runs_status_check;
alter table payroll_draft_runs add constraint payroll_draft_runs_status_check
  check (status in ('draft', 'voided', 'approved', 'returned'));
alter table payroll_draft_runs
  -- the run this one was recomputed from, and the run that replaced this one
  add column replaces text,
  add column replaced_by text,
  add column returned_by_name text,
  add column returned_by_email text,
  add column returned_at timestamptz,
  add column return_comment text,
  add constraint payroll_draft_runs_replaces_fkey foreign key (customer_id, replaces) references payroll_draft_runs (customer_id, id),
  add constraint payroll_draft_runs_replaced_by_fkey foreign key (customer_id, replaced_by) references payroll_draft_runs (customer_id, id),
  add constraint payroll_draft_runs_replaced_by_check check (replaced_by is null or status = 'voided'),
  add constraint payroll_draft_runs_return_check check (
    (status = 'returned') = (returned_at is not null)
    and (returned_at is null) = (returned_by_email is null)
    and (returned_at is null) = (return_comment is null)
  );
