import type { Queryable } from '../../db/database.ts';
import { DEMO_ACQUIRER_KEYS } from '../../providers/acquirer.ts';
import { open, seal } from './vault.ts';

/** Keeps a credential for a connection, sealed; replaces the one it had. */
export async function storeCredential(db: Queryable, dataDir: string, connectionId: string, credential: string, at: Date): Promise<void> {
  const sealed = await seal(dataDir, connectionId, credential);
  await db.query(
    `insert into connection_credentials (connection_id, sealed, demo_key_ref, stored_at) values ($1, $2, null, $3)
     on conflict (connection_id) do update set sealed = excluded.sealed, demo_key_ref = null, stored_at = excluded.stored_at`,
    [connectionId, sealed, at],
  );
}

/** The stored credential, for handing to its provider only; undefined when none is kept. */
export async function storedCredential(db: Queryable, dataDir: string, connectionId: string): Promise<string | undefined> {
  const row = (
    await db.query<{ sealed: Uint8Array | null; demo_key_ref: string | null }>(
      'select sealed, demo_key_ref from connection_credentials where connection_id = $1',
      [connectionId],
    )
  ).rows[0];
  if (!row) return undefined;
  if (row.sealed) return open(dataDir, connectionId, row.sealed);
  const demo = row.demo_key_ref === null ? undefined : DEMO_ACQUIRER_KEYS[row.demo_key_ref];
  if (demo === undefined) throw new Error(`connection ${connectionId} refers to an unknown demo key`);
  return demo;
}

/** Only the tail is ever shown; keys have at least eight characters, so it is never most of the key. */
export function lastFourOf(credential: string): string {
  return credential.slice(-4);
}
