import type { Queryable } from '../db/database.ts';

/**
 * The simulated Nordic mobile-wallet provider. A company admin grants the service access in the
 * provider's business portal, which shares one or more of the company's ledgers with the service;
 * the provider's record of those shares is the table `mobilewallet_ledger_shares`, keyed by business
 * ID. The seed has Aurora Oy (1234567-1) sharing a ledger and Birch Tmi (2345678-0) sharing none.
 */
export const MOBILEWALLET_PROVIDER = 'mobilewallet';

export async function ledgersSharedBy(db: Queryable, businessId: string): Promise<string[]> {
  const rows = await db.query<{ ledger_id: string }>(
    'select ledger_id from mobilewallet_ledger_shares where business_id = $1 order by shared_at, ledger_id',
    [businessId],
  );
  return rows.rows.map((row) => row.ledger_id);
}
