/** Addresses inside the payroll area; the period travels in the query so that a link opens the same month. */
function base(customerId: string): string {
  return `/${encodeURIComponent(customerId)}/payroll`;
}

const withPeriod = (path: string, period: string) => `${path}?${new URLSearchParams({ period })}`;

export const payrollPaths = {
  workspace: (customerId: string, period: string) => withPeriod(base(customerId), period),
  newEmployee: (customerId: string, period: string) => withPeriod(`${base(customerId)}/employees/new`, period),
  employee: (customerId: string, employeeId: string, period: string) =>
    withPeriod(`${base(customerId)}/employees/${encodeURIComponent(employeeId)}`, period),
  taxCard: (customerId: string, employeeId: string, period: string) =>
    withPeriod(`${base(customerId)}/employees/${encodeURIComponent(employeeId)}/tax-card`, period),
};
