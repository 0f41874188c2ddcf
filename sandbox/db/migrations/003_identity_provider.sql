-- Everything the identity provider keeps between requests: sessions, grants, codes, tokens, interactions.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_id on oidc_payloads (grant_id);
create index oidc_payloads_uid on oidc_payloads (uid);
create index oidc_payloads_user_code on oidc_payloads (user_code);
