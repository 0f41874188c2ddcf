import { beforeAll, describe, expect, it } from 'vitest';
import { idTokenOf } from '../../testing/oidc-client.ts';
import { callService } from '../../testing/service-client.ts';
import { currentPeriod, identityCode, lastDayOfCurrentPeriod, newEmployee, workspace } from '../../testing/payroll-fixtures.ts';

/**
 * Spec §4.3 and §5 rules 2–3: every payroll operation, reads included, needs an interactive admin or
 * broad approver; API keys never reach it, whatever their scope. The refused calls carry valid
 * bodies, so that a 403 is the access rule speaking and not validation.
 */

// Birth year 82 is this file's.
const code = (serial: number) => identityCode(82, serial);

type Who = 'readKey' | 'writeKey' | 'operator' | 'claimant' | 'approver' | 'admin';
const tokens = new Map<Who, string>();

beforeAll(async () => {
  tokens.set('readKey', 'svc_sk_sandbox_aurora_read');
  tokens.set('writeKey', 'svc_sk_sandbox_aurora_write');
  tokens.set('operator', await idTokenOf('operator@aurora.example'));
  tokens.set('claimant', await idTokenOf('claimant@aurora.example'));
  tokens.set('approver', await idTokenOf('approver@aurora.example'));
  tokens.set('admin', await idTokenOf('admin@aurora.example'));
});

const bearer = (who: Who) => tokens.get(who) ?? '';
const isKey = (who: Who) => who === 'readKey' || who === 'writeKey';
const customer = (who: Who): Record<string, string> => (isKey(who) ? {} : { customer_id: 'cus_aurora' });

const REFUSED: readonly Who[] = ['readKey', 'writeKey', 'operator', 'claimant'];
const ALLOWED: readonly Who[] = ['approver', 'admin'];

describe('payroll access (spec §5 rules 2–3)', () => {
  describe.each(REFUSED)('%s', (who) => {
    it('cannot read the workspace (403)', async () => {
      const query = new URLSearchParams({ ...customer(who), period: currentPeriod });
      const answer = await callService('GET', `/payroll/workspace?${query}`, { bearer: bearer(who) });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: expect.any(String), detail: expect.any(String) });
    });

    it('cannot add an employee (403), and nothing is added', async () => {
      const before = await workspace('cus_aurora', currentPeriod);
      const answer = await callService('POST', '/payroll/employees', {
        bearer: bearer(who),
        body: { ...customer(who), ...newEmployee(code(REFUSED.indexOf(who) + 1)) },
      });
      expect(answer.status).toBe(403);
      expect((await workspace('cus_aurora', currentPeriod)).employees.length).toBe(before.employees.length);
    });

    it('cannot fetch a tax card (403)', async () => {
      const answer = await callService('POST', '/payroll/employees/tax-card/fetch', {
        bearer: bearer(who),
        body: { ...customer(who), employee_id: 'emp_aurora_aino', contract_id: 'ctr_aurora_aino', payment_date: lastDayOfCurrentPeriod },
      });
      expect(answer.status).toBe(403);
    });
  });

  it('tells an API key that payroll needs an interactive session', async () => {
    const answer = await callService('GET', `/payroll/workspace?period=${currentPeriod}`, { bearer: 'svc_sk_sandbox_aurora_write' });
    expect(answer.body).toMatchObject({ error: 'interactive_session_required' });
  });

  describe.each(ALLOWED)('%s', (who) => {
    it('reads the workspace (200)', async () => {
      const answer = await callService('GET', `/payroll/workspace?customer_id=cus_aurora&period=${currentPeriod}`, { bearer: bearer(who) });
      expect(answer.status).toBe(200);
    });

    it('adds an employee (201)', async () => {
      const answer = await callService('POST', '/payroll/employees', {
        bearer: bearer(who),
        body: { customer_id: 'cus_aurora', ...newEmployee(code(10 + ALLOWED.indexOf(who))) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    });

    it('fetches a tax card (200)', async () => {
      const answer = await callService('POST', '/payroll/employees/tax-card/fetch', {
        bearer: bearer(who),
        body: { customer_id: 'cus_aurora', employee_id: 'emp_aurora_aino', contract_id: 'ctr_aurora_aino', payment_date: lastDayOfCurrentPeriod },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });
  });

  it('never lets the approver of Aurora reach Birch’s payroll', async () => {
    const answer = await callService('GET', `/payroll/workspace?customer_id=cus_birch&period=${currentPeriod}`, { bearer: bearer('approver') });
    expect(answer.status).toBe(403);
  });
});
