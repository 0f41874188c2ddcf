import { describe, expect, it } from 'vitest';
import { AREA_NAMES, areaOfSegment, areaUrl, canUse, rolesNeeded, type Area } from './areas.ts';

const person = (roles: string[], staff = false) => ({ roles: roles as never[], staff });

describe('who sees which area (spec §5)', () => {
  it.each<[string, ReturnType<typeof person>, Area[]]>([
    ['an admin', person(['admin']), ['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog', 'payroll', 'payments', 'apiKeys', 'members']],
    ['a broad approver', person(['approver']), ['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog', 'payroll', 'payments']],
    ['an operator', person(['operator']), ['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog']],
    ['a claimant', person(['claimant']), ['overview', 'messages', 'documents', 'connections', 'worklog', 'claims']],
    ['a purchase-invoice handler', person(['purchase_invoices']), ['overview', 'messages', 'documents', 'connections', 'worklog', 'bills']],
    ['the firm’s staff', person([], true), ['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog', 'bills']],
  ])('%s', (_who, membership, expected) => {
    const all: Area[] = ['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog', 'bills', 'claims', 'payroll', 'payments', 'apiKeys', 'members'];
    expect(all.filter((area) => canUse(area, membership))).toEqual(expected);
  });

  it('names the roles the forbidden page asks for', () => {
    expect(rolesNeeded('payroll')).toEqual(['admin', 'approver']);
    expect(rolesNeeded('payments')).toEqual(['admin', 'approver']);
    expect(rolesNeeded('apiKeys')).toEqual(['admin']);
    expect(rolesNeeded('members')).toEqual(['admin']);
    expect(rolesNeeded('bills')).toEqual(['purchase_invoices', 'invoice_reviewer', 'staff']);
    expect(rolesNeeded('claims')).toEqual(['claimant']);
  });

  it('gives nobody without a role in the company any area', () => {
    expect(canUse('overview', person([]))).toBe(false);
  });

  it('lets whoever may release a batch open a bill or claim it pays, never the bills area itself (docs/decisions/0004-held-payments.md)', () => {
    for (const role of ['admin', 'approver'] as const) {
      expect(canUse('bills', person([role]))).toBe(false);
      expect(canUse('bills', person([role]), true)).toBe(true);
    }
    expect(canUse('bills', person(['operator']), true)).toBe(false);
    expect(canUse('payroll', person(['operator']), true)).toBe(false);
  });
});

describe('addresses of the areas (one registry)', () => {
  it('build every URL from the registry: the company and each further segment encoded as one segment', () => {
    expect(areaUrl('apiKeys', 'cus_aurora')).toBe('/cus_aurora/api-keys');
    expect(areaUrl('bills', 'cus/x', ['bill:1/2 3'])).toBe('/cus%2Fx/bills/bill%3A1%2F2%203');
    expect(areaUrl('payroll', 'cus_aurora', ['employees'], new URLSearchParams({ period: '2026-11' }))).toBe('/cus_aurora/payroll/employees?period=2026-11');
  });

  it('find the area a URL segment names, and none for another segment', () => {
    expect(areaOfSegment('api-keys')).toBe('apiKeys');
    expect(areaOfSegment('apiKeys')).toBeUndefined();
    expect(areaOfSegment(undefined)).toBeUndefined();
  });

  it('list every area once, in the order of the navigation', () => {
    expect(AREA_NAMES).toEqual(['overview', 'books', 'filings', 'messages', 'documents', 'connections', 'worklog', 'bills', 'claims', 'payroll', 'payments', 'apiKeys', 'members']);
  });
});
