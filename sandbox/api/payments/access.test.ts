import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { authorize, checkBearerKind } from '../auth/access.ts';
import type { InteractivePrincipal, Principal } from '../auth/principal.ts';
import { scratchDatabase } from '../../testing/scratch-database.ts';
import { ApiError } from '../errors.ts';
import { ROUTE_TABLE } from '../route-table.ts';

/**
 * docs/decisions/0008, spec §5 rules 2–3: payroll runs and payments are for interactive admins and approvers only;
 * every other role gets 403, and so does every API key. The demo people hold no role alone that the
 * sandbox tests over HTTP could not reach (invoice_reviewer comes with approver), so this file asks the
 * route table's own access rules with a person of each single role.
 */

const OPERATIONS = ['getPayrollRun', 'approvePayrollRun', 'listPayments', 'getPaymentBatch', 'releasePaymentBatch', 'recreatePaymentBatch'] as const;
const ALLOWED: readonly CompanyRole[] = ['admin', 'approver'];
const REFUSED: readonly CompanyRole[] = ['operator', 'claimant', 'purchase_invoices', 'invoice_reviewer'];

let db: Database;
beforeAll(async () => {
  db = await scratchDatabase();
});
afterAll(async () => {
  await db.close();
});

const personWith = (role: CompanyRole): InteractivePrincipal => ({
  kind: 'interactive',
  subject: `person_${role}`,
  email: `${role}@aurora.example`,
  name: role,
  staff: false,
  memberships: new Map([['cus_aurora', [role]]]),
});

const methodOf = (operation: (typeof OPERATIONS)[number]) => (operation.startsWith('approve') || operation.startsWith('release') || operation.startsWith('recreate') ? 'POST' : 'GET');

describe.each(OPERATIONS)('%s', (operation) => {
  const route = ROUTE_TABLE[operation];
  if (!route) throw new Error(`no route for ${operation}`);

  it('has a handler', () => {
    expect(route.handler).toBeTypeOf('function');
  });

  it.each(ALLOWED)('lets an interactive %s in', async (role) => {
    checkBearerKind(personWith(role), route.access, methodOf(operation));
    await expect(authorize(db, personWith(role), route.access, 'cus_aurora')).resolves.toMatchObject({ roles: [role] });
  });

  it.each(REFUSED)('refuses an interactive %s (403)', async (role) => {
    const refusal = await authorize(db, personWith(role), route.access, 'cus_aurora').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 403, error: 'role_required' });
  });

  it.each(['read', 'write'] as const)('refuses a %s-scoped API key (403) before anything else', (scope) => {
    const key: Principal = { kind: 'api_key', keyId: 'key_x', name: 'x', scope, customerId: 'cus_aurora' };
    expect(() => checkBearerKind(key, route.access, methodOf(operation))).toThrow(expect.objectContaining({ status: 403, error: 'interactive_session_required' }));
  });

  it('refuses the firm’s staff (403): payroll and payments are the company’s own', async () => {
    const staff: InteractivePrincipal = { ...personWith('admin'), memberships: new Map(), staff: true };
    await expect(authorize(db, staff, route.access, 'cus_aurora')).rejects.toMatchObject({ status: 403 });
  });
});
