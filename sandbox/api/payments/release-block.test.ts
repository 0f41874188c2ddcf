import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { scratchDatabase } from '../../testing/scratch-database.ts';
import { ApiError } from '../errors.ts';
import { releaseBatch } from './payments.ts';
import { batchOf, findBatch } from '../../payments/store.ts';
import { insertBatch } from '../../payments/batch-writes.ts';

/**
 * docs/decisions/0009: a batch the company cannot pay is not released only to fail at once. While the company has no
 * bank connection, or one that cannot pay (its consent needs renewing), the batch says why
 * (`release_blocked`) and its release answers 409 with that code, changing nothing; once the connection can
 * pay, the same batch is released. Overdue: past its due date in Finland while it waits for a person.
 * A database of its own: the shared sandbox's Aurora has a working bank connection the other files count on.
 */

let db: Database;
const person = { name: 'Anna Virtanen', email: 'admin@aurora.example' };
const at = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  db = await scratchDatabase();
  await insertBatch(
    db,
    'cus_birch',
    { id: 'pay_birch_blocked', kind: 'payroll', source_kind: 'payroll_run', source_id: 'run_birch_blocked', label: 'Monthly salaries', due_date: '2026-11-30' },
    [
      {
        source: { kind: 'payslip', id: 'ctr_kalle' },
        payee_name: 'Kalle Koivu',
        iban: 'FI8447110000123456',
        amount_cents: 250_000,
        reference: null,
        message: 'Monthly salaries, Kalle Koivu',
      },
    ],
    at,
  );
});
afterAll(async () => {
  await db.close();
});

async function shown(today = '2026-11-27') {
  const row = await findBatch(db, 'cus_birch', 'pay_birch_blocked');
  if (!row) throw new Error('no batch');
  return batchOf(db, 'cus_birch', row, today);
}

async function refusal(): Promise<unknown> {
  return releaseBatch(db, 'cus_birch', 'pay_birch_blocked', 250_000, person, at).then(
    () => null,
    (error: unknown) => error,
  );
}

async function connect(status: string, account: string | null) {
  await db.query('delete from connections where customer_id = $1', ['cus_birch']);
  await db.query(
    `insert into connections (id, customer_id, provider, display_name, status, external_company_id, created_at, updated_at)
     values ('conn_birch_bank', 'cus_birch', 'bank', 'Bank', $1, $2, $3, $3)`,
    [status, account, at],
  );
}

describe('release while the company cannot pay', () => {
  it('without a bank connection: blocked with no_bank_connection, release 409 and the batch unchanged', async () => {
    expect(await shown()).toMatchObject({ status: 'awaiting_release', release_blocked: { code: 'no_bank_connection' }, bank_account_masked: null });
    const error = await refusal();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, error: 'no_bank_connection' });
    expect(await shown()).toMatchObject({ status: 'awaiting_release', released: null, failure: null });
  });

  it('with a bank connection whose consent needs renewing: blocked with bank_connection_cannot_pay, release 409 unchanged', async () => {
    await connect('reauth_required', null);
    expect((await shown()).release_blocked).toMatchObject({ code: 'bank_connection_cannot_pay', detail: expect.stringContaining('conn_birch_bank') });
    expect(await refusal()).toMatchObject({ status: 409, error: 'bank_connection_cannot_pay' });
    expect(await shown()).toMatchObject({ status: 'awaiting_release', released: null });
  });

  it('once the connection can pay: no block, and the release goes to the bank', async () => {
    await connect('connected', 'FI4950009420028730');
    expect((await shown()).release_blocked).toBeNull();
    const released = await releaseBatch(db, 'cus_birch', 'pay_birch_blocked', 250_000, person, new Date());
    expect(released.released_by_email).toBe(person.email);
    expect(await shown()).toMatchObject({ status: 'delivering', release_blocked: null, released: { name: 'Anna Virtanen' } });
  });
});

describe('overdue', () => {
  it('a batch awaiting release is overdue only once its due date is before today in Finland', async () => {
    await insertBatch(db, 'cus_aurora', { id: 'pay_due', kind: 'payroll', source_kind: 'payroll_run', source_id: 'run_due', label: 'Due', due_date: '2026-11-26' }, [], at);
    const row = await findBatch(db, 'cus_aurora', 'pay_due');
    if (!row) throw new Error('no batch');
    expect((await batchOf(db, 'cus_aurora', row, '2026-11-26')).overdue).toBe(false);
    expect((await batchOf(db, 'cus_aurora', row, '2026-11-27')).overdue).toBe(true);
  });

  it('a released batch on its way or delivered is not overdue whatever its date', async () => {
    expect((await shown('2027-01-01')).overdue).toBe(false);
  });
});
