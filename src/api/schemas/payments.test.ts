import { describe, expect, it } from 'vitest';
import { readerOf } from '../reading.ts';
import { PaymentBatch } from './payments.ts';

/** What the portal reads with (tolerant where the spec is silent); the sandbox sends with PaymentBatch itself. */
const read = readerOf(PaymentBatch);

const before26 = {
  id: 'pay_1',
  kind: 'payroll',
  source: { kind: 'payroll_run', id: 'run_1' },
  label: 'Kuukausipalkat 11/2026',
  count: 2,
  total_cents: 500_000,
  due_date: '2026-11-30',
  status: 'awaiting_release',
  bank_account_masked: 'FI21 **** 0785',
  released: null,
  failure: null,
};

describe('a payment batch as a service without the fields of a blocked or re-created batch sends it (docs/decisions/0021, principle 8)', () => {
  it('reads as nothing blocking its release, not overdue and not re-created, instead of an unreadable batch', () => {
    expect(read.parse(before26)).toMatchObject({
      release_blocked: null,
      overdue: false,
      recreated_as: null,
      recreates: null,
      recreated: null,
    });
  });

  it('keeps what the service does say', () => {
    const sent = { ...before26, overdue: true, release_blocked: { code: 'something_new', detail: 'x' }, recreates: 'pay_0' };
    expect(read.parse(sent)).toMatchObject({ overdue: true, release_blocked: { code: 'something_new' }, recreates: 'pay_0' });
  });

  it('fills in only what is left out: a field sent with the wrong type is still refused', () => {
    expect(PaymentBatch.safeParse({ ...before26, overdue: 'yes' }).success).toBe(false);
  });
});
