-- Invoice circulation (docs/decisions/0011, 0012): who checks and
-- approves a company's purchase bills and expense claims, each decision as it was made, and an append-only
-- history. Keyed by the company first, like every other table, so that no query reaches another company's.

-- What paying a bill needs, and who made the purchase (they never decide the bill).
alter table purchase_bills
  add column supplier_iban text check (supplier_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  add column reference text check (reference <> ''),
  add column purchased_by text references people (subject);

-- The company's routing: ordered rules (the first that fits an invoice names its deciders) and absences.
create table invoice_routings (
  customer_id text primary key references companies (customer_id),
  updated_by_name text not null,
  updated_by_email text not null,
  updated_at timestamptz not null
);

create table invoice_routing_rules (
  customer_id text not null references invoice_routings (customer_id),
  position integer not null check (position >= 1),
  supplier text check (btrim(supplier) <> ''),
  amount_above_cents bigint check (amount_above_cents >= 0),
  check_assignee text not null references people (subject),
  check_backup text references people (subject),
  approve_assignee text not null references people (subject),
  approve_backup text references people (subject),
  primary key (customer_id, position),
  -- four eyes: one person never holds both steps of a rule
  check (check_assignee <> approve_assignee)
);

create table invoice_absences (
  customer_id text not null references invoice_routings (customer_id),
  position integer not null check (position >= 1),
  person text not null references people (subject),
  from_date date not null,
  to_date date not null,
  primary key (customer_id, position),
  check (to_date >= from_date)
);

-- Expense claims: the claimant's purchase paid out of pocket. The IBAN is kept in full for the bank and only
-- ever answered masked.
create table expense_claims (
  customer_id text not null references companies (customer_id),
  id text not null check (id <> ''),
  number text not null,
  claimant text not null references people (subject),
  claimant_name text not null,
  claimant_email text not null,
  purchase_date date not null,
  amount_cents bigint not null check (amount_cents > 0),
  vat_cents bigint not null check (vat_cents >= 0),
  purpose text not null check (btrim(purpose) <> ''),
  iban text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  filed_on date not null,
  due_date date not null,
  filed_at timestamptz not null,
  primary key (customer_id, id),
  unique (customer_id, number),
  check (vat_cents <= amount_cents),
  check (purchase_date <= filed_on),
  check (due_date >= filed_on)
);

-- A claim's receipts: documents of the same company (the foreign key says so).
create table expense_claim_documents (
  customer_id text not null,
  claim_id text not null,
  position integer not null check (position >= 1),
  document_id text not null,
  primary key (customer_id, claim_id, position),
  foreign key (customer_id, claim_id) references expense_claims (customer_id, id),
  foreign key (customer_id, document_id) references documents (customer_id, id)
);

-- One circulation per invoice: a purchase bill's or an expense claim's. Its two steps were routed when it
-- entered (assignee and backup per step); each step holds its current decision, cleared when the invoice
-- goes back to the step (the history keeps every one). `version` changes with every decision, return,
-- resubmission and clarification, and is part of the revision a decision is bound to.
create table invoice_circulations (
  customer_id text not null references companies (customer_id),
  kind text not null check (kind in ('purchase_bill', 'expense_claim')),
  bill_id text,
  claim_id text,
  invoice_id text generated always as (coalesce(bill_id, claim_id)) stored,
  state text not null check (state in ('waiting_for_check', 'waiting_for_approval', 'returned', 'returned_to_firm', 'awaiting_clarification', 'approved')),
  version integer not null default 1 check (version >= 1),
  check_assignee text references people (subject),
  check_backup text references people (subject),
  approve_assignee text references people (subject),
  approve_backup text references people (subject),
  check_decision text check (check_decision in ('approved', 'returned')),
  check_by text references people (subject),
  check_by_name text,
  check_by_email text,
  check_at timestamptz,
  check_comment text,
  approve_decision text check (approve_decision in ('approved', 'returned')),
  approve_by text references people (subject),
  approve_by_name text,
  approve_by_email text,
  approve_at timestamptz,
  approve_comment text,
  primary key (customer_id, invoice_id),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id),
  foreign key (customer_id, claim_id) references expense_claims (customer_id, id),
  check ((kind = 'purchase_bill') = (bill_id is not null)),
  check ((kind = 'expense_claim') = (claim_id is not null)),
  -- a decision is whole or absent
  check ((check_decision is null) = (check_by is null) and (check_by is null) = (check_at is null)
         and (check_at is null) = (check_comment is null) and (check_by is null) = (check_by_email is null)),
  check ((approve_decision is null) = (approve_by is null) and (approve_by is null) = (approve_at is null)
         and (approve_at is null) = (approve_comment is null) and (approve_by is null) = (approve_by_email is null)),
  -- four eyes: the person who checked never approves the same invoice
  check (approve_by is null or check_by is null or approve_by <> check_by),
  check (check_assignee is null or approve_assignee is null or check_assignee <> approve_assignee),
  -- each state with the decisions it can have
  check (
    (state in ('waiting_for_check', 'awaiting_clarification') and check_decision is null and approve_decision is null)
    or (state = 'waiting_for_approval' and check_decision = 'approved' and approve_decision is null)
    or (state = 'approved' and check_decision = 'approved' and approve_decision = 'approved')
    or (state = 'returned' and kind = 'expense_claim' and check_decision = 'returned' and approve_decision is null)
    or (state = 'returned_to_firm' and kind = 'purchase_bill' and (
      (check_decision is null and approve_decision is null)
      or (check_decision = 'returned' and approve_decision is null)
      or (check_decision = 'approved' and approve_decision = 'returned')))
  ),
  check (state <> 'awaiting_clarification' or kind = 'purchase_bill')
);

-- Every event of a circulation, oldest first; never changed or deleted.
create table invoice_history (
  id bigint generated always as identity primary key,
  customer_id text not null,
  invoice_id text not null,
  event text not null check (event in ('submitted', 'approved', 'returned', 'resubmitted', 'clarified', 'paid', 'held')),
  step text check (step in ('check', 'approve')),
  by_subject text references people (subject),
  by_name text not null,
  by_email text not null,
  at timestamptz not null,
  comment text not null,
  foreign key (customer_id, invoice_id) references invoice_circulations (customer_id, invoice_id),
  check ((event in ('approved', 'returned')) = (step is not null))
);

create index invoice_history_of_invoice on invoice_history (customer_id, invoice_id, at, id);

create function invoice_history_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the invoice history is append-only';
end
$$;

create trigger invoice_history_append_only
  before update or delete on invoice_history
  for each row execute function invoice_history_append_only();

create trigger invoice_history_no_truncate
  before truncate on invoice_history
  for each statement execute function invoice_history_append_only();

-- The company's answers to the firm's request for a clarification of a bill: a note and documents of the
-- same company attached to the bill's original, with the person who added them.
create table bill_clarification_answers (
  customer_id text not null,
  id text not null,
  bill_id text not null,
  note text not null check (btrim(note) <> ''),
  by_subject text not null references people (subject),
  by_name text not null,
  by_email text not null,
  at timestamptz not null,
  primary key (customer_id, id),
  foreign key (customer_id, bill_id) references purchase_bills (customer_id, id)
);

create table bill_clarification_documents (
  customer_id text not null,
  answer_id text not null,
  position integer not null check (position >= 1),
  document_id text not null,
  primary key (customer_id, answer_id, position),
  foreign key (customer_id, answer_id) references bill_clarification_answers (customer_id, id),
  foreign key (customer_id, document_id) references documents (customer_id, id)
);
