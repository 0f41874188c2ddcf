import type { PaymentBatch } from '../api/schemas/payments.ts';

/**
 * A payment batch with every field the contract names, for tests: a payroll batch awaiting release, nothing
 * blocking it, not overdue, not re-created; `over` sets what a test is about. One place, so that a field the
 * contract adds to a batch is added to every test's batch at once.
 */
export function paymentBatchExample(over: Partial<PaymentBatch> & Pick<PaymentBatch, 'id'>): PaymentBatch {
  return {
    kind: 'payroll',
    source: { kind: 'payroll_run', id: `run_${over.id}` },
    label: over.id,
    count: 1,
    total_cents: 100,
    due_date: '2026-11-30',
    status: 'awaiting_release',
    bank_account_masked: null,
    released: null,
    failure: null,
    release_blocked: null,
    overdue: false,
    recreated_as: null,
    recreates: null,
    recreated: null,
    held_count: 0,
    carried_from: null,
    carried_to: null,
    ...over,
  };
}
