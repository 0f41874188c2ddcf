import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../portal/pages.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { EmployeePage } from './employee-page.tsx';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { PayslipPage } from './payslip-page.tsx';
import { RunPage } from './run-page.tsx';
import { TaxCardPage } from './tax-card-page.tsx';
import { WorkspacePage } from './workspace-page.tsx';

/**
 * Payroll (spec §2.6–2.8, §4.3) for interactive admins and broad approvers: the workspace of a period,
 * the employee form, the tax-card fetch, a payroll run with its approval and a printable payslip. Keyed by the company, so that switching company drops every
 * half-filled form and result of the other one.
 */
export default function PayrollPage() {
  useMessagesOf(PAYROLL_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <Routes key={company.customer_id}>
      <Route index element={<WorkspacePage />} />
      <Route path="employees/new" element={<EmployeePage />} />
      <Route path="employees/:employeeId" element={<EmployeePage />} />
      <Route path="employees/:employeeId/tax-card" element={<TaxCardPage />} />
      <Route path="runs/:runId" element={<RunPage />} />
      <Route path="runs/:runId/payslips/:employeeId" element={<PayslipPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
