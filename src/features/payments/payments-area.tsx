import { Route, Routes } from 'react-router';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { NotFoundPage } from '../../portal/pages.tsx';
import { BatchPage } from './batch-page.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { PaymentsPage } from './payments-page.tsx';

/**
 * Payments (spec §1 Payments, §5 rules 2–3) for interactive admins and approvers: the company's batches and
 * each batch with its payments and its release. Keyed by the company, so that switching company drops every
 * dialog and answer of the other one.
 */
export default function PaymentsArea() {
  useMessagesOf(PAYMENTS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <Routes key={company.customer_id}>
      <Route index element={<PaymentsPage />} />
      <Route path=":batchId" element={<BatchPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
