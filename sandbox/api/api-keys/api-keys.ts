import { randomBytes } from 'node:crypto';
import { CreateApiKeyRequest, type ApiKeyScope } from '../../../src/api/schemas/api-keys.ts';
import { digestApiKeySecret, newApiKeySecret } from '../auth/api-key-secret.ts';
import type { InteractivePrincipal } from '../auth/principal.ts';
import { forbidden, notFound } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';

/**
 * Spec §2.2, §4.2: API-key management for interactive company admins (the route table refuses keys).
 * Only these columns are ever read back: the stored digest never leaves the database, so no reply
 * can carry it by accident.
 */
const METADATA_COLUMNS = 'id, name, scope, created_by, created_at, last_used_at, revoked_at';

interface ApiKeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

function metadataOf(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    ...(row.last_used_at ? { last_used_at: row.last_used_at.toISOString() } : {}),
    ...(row.revoked_at ? { revoked_at: row.revoked_at.toISOString() } : {}),
  };
}

/** Ids are random, not derived from the secret, so that knowing an id (it is shown in lists and logs) reveals nothing. */
function newApiKeyId(): string {
  return `key_${randomBytes(16).toString('hex')}`;
}

/** The route table lets only interactive admins through; this keeps `created_by` honest should that ever change. */
function interactiveAdmin(ctx: HandlerContext): InteractivePrincipal {
  if (ctx.principal.kind !== 'interactive') {
    throw forbidden('interactive_session_required', 'API keys cannot manage API keys; sign in as a company admin.');
  }
  return ctx.principal;
}

/** GET /api-keys: every key of the company, newest first, revoked ones included with revoked_at. */
export const listApiKeys: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const rows = (
    await ctx.db.query<ApiKeyRow>(
      `select ${METADATA_COLUMNS} from api_keys where customer_id = $1 order by created_at desc, id desc`,
      [customer_id],
    )
  ).rows;
  return { status: 200, body: { api_keys: rows.map(metadataOf) } };
};

/** POST /api-keys: a new key pinned to the company; its secret is in this answer and nowhere else, ever. */
export const createApiKey: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const admin = interactiveAdmin(ctx);
  const { name, scope } = inputOf(CreateApiKeyRequest, ctx.body);
  const secret = newApiKeySecret();
  const row = (
    await ctx.db.query<ApiKeyRow>(
      `insert into api_keys (id, customer_id, name, scope, secret_sha256, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, now())
       returning ${METADATA_COLUMNS}`,
      [newApiKeyId(), customer_id, name, scope, digestApiKeySecret(secret), admin.email],
    )
  ).rows[0];
  if (!row) throw new Error('inserting an API key returned no row');
  return { status: 201, body: { api_key: metadataOf(row), secret } };
};

/**
 * DELETE /api-keys/{key_id}: revokes at once (authentication refuses a revoked key on its next use).
 * Revoking a revoked key answers 200 with the first revoked_at unchanged: DELETE is idempotent, and a
 * retry after a lost answer must not report a failure or move the moment the key stopped working.
 * A key of another company answers 404 like an unknown one, revealing nothing about it.
 */
export const revokeApiKey: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  interactiveAdmin(ctx);
  const keyId = ctx.params.key_id ?? '';
  const row = (
    await ctx.db.query<ApiKeyRow>(
      `update api_keys set revoked_at = coalesce(revoked_at, now())
       where id = $1 and customer_id = $2
       returning ${METADATA_COLUMNS}`,
      [keyId, customer_id],
    )
  ).rows[0];
  if (!row) throw notFound('The company has no API key with this id.');
  return { status: 200, body: { api_key: metadataOf(row) } };
};
