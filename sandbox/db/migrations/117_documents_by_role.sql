-- Documents by role (docs/decisions/0003-documents-by-role.md): what each document belongs to, and who sent it.
-- Who may see a document follows its kind (sandbox/api/documents/visibility.ts); its uploader always sees it.

alter table documents
  add column belongs_to_kind text not null default 'other'
    check (belongs_to_kind in ('purchase', 'sales', 'bank', 'payroll', 'filing', 'claim', 'contract', 'other')),
  add column belongs_to_id text check (belongs_to_id <> ''),
  -- the person or the API key that uploaded it; neither for what the service or the firm put there
  add column uploaded_by_person text references people (subject),
  add column uploaded_by_key text references api_keys (id),
  add constraint documents_one_uploader check (uploaded_by_person is null or uploaded_by_key is null);

-- An upload is `other` until something names it: the first thing that does decides what it belongs to, and a
-- document that belongs somewhere already keeps it (a contract attached to a bill's thread stays a contract).
create function document_belongs(p_customer text, p_document text, p_kind text, p_id text) returns void language sql as $$
  update documents set belongs_to_kind = p_kind, belongs_to_id = p_id
   where customer_id = p_customer and id = p_document and belongs_to_kind = 'other';
$$;

-- An employer's returns tell the payroll's totals: they belong with payroll, the other returns with filings.
create function filing_document_kind(p_filing_kind text) returns text language sql immutable as $$
  select case when p_filing_kind in ('employer_contributions', 'incomes_register_report') then 'payroll' else 'filing' end;
$$;

-- A bill's original, and a document a review of the bill saw (a photo the PDF replaced), are the bill's.
create function documents_belong_to_bill_original() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.id, 'purchase', new.bill_id);
  return new;
end
$$;
create trigger purchase_bill_originals_belong after insert on purchase_bill_originals
  for each row execute function documents_belong_to_bill_original();

create function documents_belong_to_reviewed_bill() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.document_id, 'purchase', new.bill_id);
  return new;
end
$$;
create trigger purchase_bill_reviews_belong after insert on purchase_bill_reviews
  for each row execute function documents_belong_to_reviewed_bill();

create function documents_belong_to_claim() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.document_id, 'claim', new.claim_id);
  return new;
end
$$;
create trigger expense_claim_documents_belong after insert on expense_claim_documents
  for each row execute function documents_belong_to_claim();

create function documents_belong_to_clarified_bill() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.document_id, 'purchase',
    (select a.bill_id from bill_clarification_answers a where a.customer_id = new.customer_id and a.id = new.answer_id));
  return new;
end
$$;
create trigger bill_clarification_documents_belong after insert on bill_clarification_documents
  for each row execute function documents_belong_to_clarified_bill();

create function documents_belong_to_filing() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.document_id,
    filing_document_kind((select f.kind from filings f where f.customer_id = new.customer_id and f.id = new.filing_id)), new.filing_id);
  return new;
end
$$;
create trigger filing_documents_belong after insert on filing_documents
  for each row execute function documents_belong_to_filing();

-- A document attached in the thread of a bill, a claim, a payroll run or a filing belongs to that thing (its
-- readers are the thread's); in a thread about a row, a batch, another document or nothing it stays as it was.
create function documents_belong_to_thread_subject() returns trigger language plpgsql as $$
declare
  subject record;
begin
  select t.subject_kind, t.subject_id into subject
    from message_events e join message_threads t on t.customer_id = e.customer_id and t.id = e.thread_id
   where e.customer_id = new.customer_id and e.id = new.event_id;
  if subject.subject_kind = 'purchase_bill' then
    perform document_belongs(new.customer_id, new.document_id, 'purchase', subject.subject_id);
  elsif subject.subject_kind = 'expense_claim' then
    perform document_belongs(new.customer_id, new.document_id, 'claim', subject.subject_id);
  elsif subject.subject_kind = 'payroll_run' then
    perform document_belongs(new.customer_id, new.document_id, 'payroll', subject.subject_id);
  elsif subject.subject_kind = 'filing' then
    perform document_belongs(new.customer_id, new.document_id,
      filing_document_kind((select f.kind from filings f where f.customer_id = new.customer_id and f.id = subject.subject_id)), subject.subject_id);
  end if;
  return new;
end
$$;
create trigger message_attachments_belong after insert on message_attachments
  for each row execute function documents_belong_to_thread_subject();

-- A sales invoice's original belongs with sales, named by the invoice's number (the entry's source).
create function documents_belong_to_sale() returns trigger language plpgsql as $$
begin
  perform document_belongs(new.customer_id, new.document_id, 'sales', new.source_id);
  return new;
end
$$;
create trigger journal_entries_sales_belong after insert on journal_entries
  for each row when (new.document_id is not null and new.source_kind = 'sales') execute function documents_belong_to_sale();

-- A database kept from before this migration: its documents get what names them, as the triggers would have.
select document_belongs(customer_id, id, 'purchase', bill_id) from purchase_bill_originals;
select document_belongs(customer_id, document_id, 'purchase', bill_id) from purchase_bill_reviews;
select document_belongs(customer_id, document_id, 'claim', claim_id) from expense_claim_documents;
select document_belongs(d.customer_id, d.document_id, 'purchase', a.bill_id)
  from bill_clarification_documents d join bill_clarification_answers a on a.customer_id = d.customer_id and a.id = d.answer_id;
select document_belongs(d.customer_id, d.document_id, filing_document_kind(f.kind), d.filing_id)
  from filing_documents d join filings f on f.customer_id = d.customer_id and f.id = d.filing_id;
select document_belongs(customer_id, document_id, 'sales', source_id) from journal_entries where document_id is not null and source_kind = 'sales';
