import { areaUrl } from '../../portal/areas.ts';

/** Addresses inside the payroll area; the period travels in the query so that a link opens the same month. */
const at = (customerId: string, segments: readonly string[], period: string) =>
  areaUrl('payroll', customerId, segments, new URLSearchParams({ period }));

export const payrollPaths = {
  workspace: (customerId: string, period: string) => at(customerId, [], period),
  newEmployee: (customerId: string, period: string) => at(customerId, ['employees', 'new'], period),
  employee: (customerId: string, employeeId: string, period: string) => at(customerId, ['employees', employeeId], period),
  taxCard: (customerId: string, employeeId: string, period: string) => at(customerId, ['employees', employeeId, 'tax-card'], period),
  run: (customerId: string, runId: string) => areaUrl('payroll', customerId, ['runs', runId]),
  payslip: (customerId: string, runId: string, employeeId: string) => areaUrl('payroll', customerId, ['runs', runId, 'payslips', employeeId]),
};

/** The payments view of a payment batch (the payments area's page, linked from an approved run). */
export const paymentBatchUrl = (customerId: string, batchId: string) => areaUrl('payments', customerId, [batchId]);
