import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';

/**
 * oidc-provider's storage in the sandbox's PostgreSQL, so that sessions, grants and
 * refresh tokens survive a restart like the rest of the sandbox's data.
 */
export function pgliteAdapterFactory(db: Database) {
  return (model: string): Adapter => new PgliteAdapter(db, model);
}

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

class PgliteAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.db.query(
      `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3, $4, $5, $6, case when $7::int > 0 then now() + make_interval(secs => $7::int) end)
       on conflict (model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at`,
      [this.model, id, payload, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 0],
    );
  }

  find(id: string) {
    return this.findOne('id = $2', id);
  }

  findByUid(uid: string) {
    return this.findOne('uid = $2', uid);
  }

  findByUserCode(userCode: string) {
    return this.findOne('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
  }

  private async findOne(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const result = await this.db.query<Row>(
      `select payload, consumed_at from oidc_payloads
       where model = $1 and ${condition} and (expires_at is null or expires_at > now())`,
      [this.model, value],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
  }
}
