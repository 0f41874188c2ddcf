import { describe, expect, it } from 'vitest';
import { paymentBatchUrl, payrollPaths } from './paths.ts';

describe('payroll addresses', () => {
  it('carry the company and the period, and encode an id as one path segment', () => {
    expect(payrollPaths.workspace('cus_aurora', '2026-11')).toBe('/cus_aurora/payroll?period=2026-11');
    expect(payrollPaths.taxCard('cus_aurora', 'emp/1 x', '2026-12')).toBe('/cus_aurora/payroll/employees/emp%2F1%20x/tax-card?period=2026-12');
    expect(payrollPaths.newEmployee('cus_birch', '2027-01')).toBe('/cus_birch/payroll/employees/new?period=2027-01');
  });

  it('name a run, its payslips and its payment batch by their ids, each one encoded segment', () => {
    expect(payrollPaths.run('cus_aurora', 'run_aurora_2026-11_monthly')).toBe('/cus_aurora/payroll/runs/run_aurora_2026-11_monthly');
    expect(payrollPaths.run('cus_aurora', 'run/1 %')).toBe('/cus_aurora/payroll/runs/run%2F1%20%25');
    expect(payrollPaths.payslip('cus_aurora', 'run/1', 'emp?x')).toBe('/cus_aurora/payroll/runs/run%2F1/payslips/emp%3Fx');
    expect(paymentBatchUrl('cus_aurora', 'pay/1 x')).toBe('/cus_aurora/payments/pay%2F1%20x');
  });
});
