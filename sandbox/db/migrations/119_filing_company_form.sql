-- The company's form decides its annual filings (docs/decisions/0005-sole-trader-filing-dates.md): a limited
-- company (osakeyhtiö) files form 6B within four months of its financial year and its financial statements
-- with the Trade Register; a sole trader (toiminimi) files the business tax return (form 5) by the Tax
-- Administration's date and, below the Kirjanpitolaki 3:9 limits, no financial statements there. A company
-- set up before this keeps a limited company's filings, as it had.
alter table filing_settings
  add column company_form text not null default 'osakeyhtio' check (company_form in ('osakeyhtio', 'toiminimi'));
