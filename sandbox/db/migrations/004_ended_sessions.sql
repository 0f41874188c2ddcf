-- Identity-provider sessions that have ended (OpenID Back-Channel Logout 1.0): the service refuses every
-- ID token naming one of these sids. A row is kept only until every token of its session would have
-- expired anyway (`tokens_expire_by`), then pruned.
create table ended_sessions (
  sid text primary key,
  subject text,
  ended_at timestamptz not null,
  tokens_expire_by timestamptz not null
);
create index ended_sessions_tokens_expire_by on ended_sessions (tokens_expire_by);
