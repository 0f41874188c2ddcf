-- docs/decisions/0009: a failed payment batch's payments re-created as a new batch once the cause is fixed. The failed
-- batch names its successor (`recreated_as`); the new one names the failed batch it re-creates and the
-- person who did it. A source (a payroll run) may now have several batches over time, but only one that
-- has not been re-created: the one-batch-per-source rule narrows to that.

alter table payment_batches
  add column recreated_as text,
  add column recreates text,
  add column recreated_by_name text,
  add column recreated_by_email text,
  add column recreated_at timestamptz,
  add constraint payment_batches_recreated_check check (
    (recreates is null) = (recreated_at is null)
    and (recreated_at is null) = (recreated_by_email is null)
    and (recreated_as is null or outcome = 'failed')
  );

alter table payment_batches drop constraint payment_batches_customer_id_source_kind_source_id_key;
create unique index payment_batches_one_live_batch_per_source
  on payment_batches (customer_id, source_kind, source_id) where recreated_as is null;
