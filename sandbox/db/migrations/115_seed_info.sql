-- The day the sandbox was seeded (Finland's date) and the day the seed's story is written as of: the
-- seed's dates are moved from the one to the other (docs/decisions/0001-seed-lives-in-the-present.md).
-- One row, written with the seed.
create table seed_info (
  only_row boolean primary key default true check (only_row),
  seeded_on date not null,
  authored_day date not null
);
