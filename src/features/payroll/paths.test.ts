import { describe, expect, it } from 'vitest';
import { payrollPaths } from './paths.ts';

describe('payroll addresses', () => {
  it('carry the company and the period, and encode an id as one path segment', () => {
    expect(payrollPaths.workspace('cus_aurora', '2026-11')).toBe('/cus_aurora/payroll?period=2026-11');
    expect(payrollPaths.taxCard('cus_aurora', 'emp/1 x', '2026-12')).toBe('/cus_aurora/payroll/employees/emp%2F1%20x/tax-card?period=2026-12');
    expect(payrollPaths.newEmployee('cus_birch', '2027-01')).toBe('/cus_birch/payroll/employees/new?period=2027-01');
  });
});
