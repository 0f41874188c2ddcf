-- docs/decisions/0010: a payment held back can be released back into its batch ("un-hold") while the batch awaits
-- release. The payment's row keeps only whether it is held now; each hold and each release of one is an event of
-- its own, kept with the person, the time and the reason and never rewritten, so the history of the payment's
-- bill or claim shows both.
create table payment_hold_events (
  id bigint generated always as identity primary key,
  customer_id text not null,
  batch_id text not null,
  payment_id text not null,
  source_kind text,
  source_id text,
  event text not null check (event in ('held', 'unheld')),
  by_name text,
  by_email text not null,
  at timestamptz not null,
  reason text not null
);
create index payment_hold_events_of_source on payment_hold_events (customer_id, source_kind, source_id, at);

-- the holds made before: one event each (a hold carried into a re-created batch is the same hold: once)
insert into payment_hold_events (customer_id, batch_id, payment_id, source_kind, source_id, event, by_name, by_email, at, reason)
select distinct on (customer_id, source_kind, source_id, held_at) customer_id, batch_id, id, source_kind, source_id, 'held', held_by_name, held_by_email, held_at, held_reason
from payments where held_at is not null
order by customer_id, source_kind, source_id, held_at, batch_id;

create function payment_hold_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'payment_hold_events is append-only';
end;
$$;
create trigger payment_hold_events_append_only before update or delete on payment_hold_events
  for each row execute function payment_hold_events_append_only();
