import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { CirculationSection } from './circulation-panel.tsx';
import { ClarificationSection } from './clarification-section.tsx';
import { invoiceQuery } from '../../api/queries/invoicing.ts';
import { DecisionSection } from './decision-section.tsx';
import type { ReadInvoice } from './what-changed.ts';

/**
 * An invoice's circulation on its page, read by its id: where it is, the person's decision, and the firm's
 * request for a clarification. A failure to read it is said here and leaves the rest of the page standing.
 */
export function InvoiceCirculation({ invoiceId, linesTotalCents }: { invoiceId: string; linesTotalCents: number | null }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const invoice = useQuery(invoiceQuery(client, company.customer_id, invoiceId));
  if (invoice.isPending) return <Loading />;
  if (invoice.isError) return <ErrorBanner error={invoice.error} title={t('circulation.failed')} onRetry={() => void invoice.refetch()} />;
  return <CirculationParts invoice={invoice.data.invoice} linesTotalCents={linesTotalCents} />;
}

export function CirculationParts({ invoice, linesTotalCents }: { invoice: ReadInvoice; linesTotalCents: number | null }) {
  return (
    <>
      <CirculationSection invoice={invoice} />
      <DecisionSection invoice={invoice} linesTotalCents={linesTotalCents} />
      <ClarificationSection invoice={invoice} />
    </>
  );
}
