import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionDataSummary, CredentialConnectionAccepted } from '../../../src/api/schemas/connections.ts';
import type { Database } from '../../db/database.ts';
import { connectAcquirer } from './acquirer.ts';
import { getConnectionDataSummary } from './data-summary.ts';
import { scratchDatabase, writeKeyContext } from '../../testing/scratch-database.ts';

/**
 * Spec §2.10, §8: at most 36 months in one answer, newest first. Checked on a database of the test's
 * own, whose records the test writes: the seeded connections cannot show a source without undated
 * records that delivered more than 36 months.
 */

let db: Database;
let dataDir = '';

beforeAll(async () => {
  db = await scratchDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-summary-'));
});

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A verified acquirer connection of Aurora whose records are exactly those given (dates, or null for undated). */
async function connectionWithRecords(dates: readonly (string | null)[]): Promise<string> {
  const merchant_account = `T${randomBytes(5).toString('hex')}`;
  const api_key = `acq_sum_${randomBytes(8).toString('hex')}`;
  const reply = await connectAcquirer(writeKeyContext(db, dataDir, 'cus_aurora', { body: { merchant_account, api_key } }));
  const { connection } = CredentialConnectionAccepted.parse(reply.body);
  const id = String(connection.id);
  const row = (await db.query<{ id: string }>('select id from connections where merchant_account = $1', [merchant_account])).rows[0];
  if (!row) throw new Error(`connection ${id} not stored`);
  await db.query('delete from connection_records where connection_id = $1', [row.id]);
  for (const date of dates) {
    await db.query(`insert into connection_records (connection_id, kind, record_date, amount_cents, currency) values ($1, 'card_settlement', $2, 100, 'EUR')`, [row.id, date]);
  }
  return row.id;
}

async function summaryOf(connectionId: string): Promise<ConnectionDataSummary> {
  const reply = await getConnectionDataSummary(writeKeyContext(db, dataDir, 'cus_aurora', { params: { connection_id: connectionId } }));
  return ConnectionDataSummary.parse(reply.body);
}

/** The first day of each of `count` months, oldest first, ending with 2026-11. */
function monthsUpTo202611(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const total = 2026 * 12 + 10 - (count - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-15`;
  });
}

describe('GET /connections/{connection_id}/data: the 36-month cap (§2.10, §8)', () => {
  it('without undated records, gives the 36 newest months, newest first, and no null month', async () => {
    const id = await connectionWithRecords(monthsUpTo202611(40));
    const { months } = await summaryOf(id);
    expect(months).toHaveLength(36);
    expect(months.some((month) => month.month === null)).toBe(false);
    expect(months[0]?.month).toBe('2026-11');
    // 40 months delivered: the four oldest (2023-08 … 2023-11) are past the cap
    expect(months.at(-1)?.month).toBe('2023-12');
  });

  it('with undated records, gives the 35 newest months and the undated row last', async () => {
    const id = await connectionWithRecords([...monthsUpTo202611(40), null, null]);
    const { months } = await summaryOf(id);
    expect(months).toHaveLength(36);
    expect(months.at(-1)).toMatchObject({ month: null, groups: [{ count: 2 }] });
    expect(months.at(-2)?.month).toBe('2024-01');
  });

  it('gives every month when fewer than 36 were delivered', async () => {
    const id = await connectionWithRecords(monthsUpTo202611(3));
    expect((await summaryOf(id)).months.map((month) => month.month)).toEqual(['2026-11', '2026-10', '2026-09']);
  });
});
