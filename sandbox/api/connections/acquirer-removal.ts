import type { AcquirerConnectionRemoved } from '../../../src/api/schemas/connections.ts';
import { ACQUIRER_PROVIDER } from '../../providers/acquirer.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../errors.ts';
import { companyOf, type Handler } from '../handler.ts';
import { connectionOf, type ConnectionRow } from './connection-row.ts';

/**
 * DELETE /acquirer-connections/{connection_id} (docs/decisions/0026; the spec shows no removal). A key the
 * acquirer refused or could not check is kept on a connection that waits (§4.1 rule 2), and the recheck
 * cannot mend a mistyped merchant account code: such a connection — one that never claimed a merchant
 * account and never imported — can be removed, and the right code connected again. Removing deletes the
 * connection and, with it, its stored key and its events; there is nothing else to lose. A connection whose
 * key works, or which has imported, is the company's material and is refused with 409, changing nothing.
 */

const NO_SUCH_CONNECTION = 'This company has no acquirer connection under that ID.';

/** Why a connection cannot be removed, or null when it can. */
export type RemovalRefusal = 'connection_has_imported' | 'connection_key_verified';

interface RemovalFacts {
  row: Pick<ConnectionRow, 'status' | 'check_state' | 'external_company_id' | 'backfill_status'>;
  /** A merchant account claim, an import started or a record delivered: anything the connection brought in. */
  broughtIn: boolean;
}

/** The rule itself: only a connection that waits for a key never verified, and brought nothing in, is removed. */
export function removalRefusalOf({ row, broughtIn }: RemovalFacts): RemovalRefusal | null {
  if (broughtIn || row.external_company_id !== null || row.backfill_status !== null) return 'connection_has_imported';
  if (row.status !== 'reauth_required' || row.check_state === 'verified') return 'connection_key_verified';
  return null;
}

async function broughtIn(db: Queryable, connectionId: string): Promise<boolean> {
  const row = (
    await db.query<{ brought_in: boolean }>(
      `select exists (select 1 from merchant_account_claims where connection_id = $1)
           or exists (select 1 from connection_imports where connection_id = $1)
           or exists (select 1 from connection_records where connection_id = $1) as brought_in`,
      [connectionId],
    )
  ).rows[0];
  return row?.brought_in === true;
}

const refusal = (code: RemovalRefusal, merchantAccount: string | null) => {
  const account = merchantAccount === null ? 'its merchant account' : `merchant account ${merchantAccount}`;
  return code === 'connection_has_imported'
    ? new ApiError(
        409,
        code,
        `The connection of ${account} has claimed it or imported material, which belongs to the company's books; it cannot be removed. Nothing was changed.`,
      )
    : new ApiError(
        409,
        code,
        `The acquirer has verified the key of the connection of ${account}; only a connection whose key was never verified can be removed. Nothing was changed.`,
      );
};

export const removeAcquirerConnection: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const connectionId = ctx.params.connection_id ?? '';
  const removedAt = new Date();
  // One transaction: the rule is decided on the row it deletes, never on a state a recheck has changed since.
  await ctx.db.transaction(async (tx) => {
    const existing = await connectionOf(tx, customer_id, connectionId);
    if (!existing || existing.provider !== ACQUIRER_PROVIDER) throw notFound(NO_SUCH_CONNECTION);
    const refused = removalRefusalOf({ row: existing, broughtIn: await broughtIn(tx, existing.id) });
    if (refused !== null) throw refusal(refused, existing.merchant_account);
    // The stored key, the claim (none) and the events go with the connection (on delete cascade).
    await tx.query('delete from connections where customer_id = $1 and id = $2', [customer_id, existing.id]);
  });
  const body: AcquirerConnectionRemoved = { customer_id, connection_id: connectionId, removed_at: removedAt.toISOString() };
  return { status: 200, body };
};
