-- An answer about a ledger row carries its evidence (docs/decisions/0007-declaration-documents.md): the
-- documents the company gave with it — a receipt, an agreement — in the order given. Kept on the answer
-- itself, which stays append-only: what was given with an answer is never changed afterwards. An answer
-- given before this carries none.
alter table books_declarations
  add column document_ids text[] not null default '{}' check (cardinality(document_ids) <= 10);
