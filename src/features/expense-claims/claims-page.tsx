import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { NotFoundPage } from '../../portal/pages.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Section } from '../../ui/section.tsx';
import { Loaded } from '../../ui/states.tsx';
import { ClaimFormSection } from './claim-form.tsx';
import { ClaimsList } from './claims-list.tsx';
import { CLAIMS_NAMESPACE } from './messages.ts';
import { expenseClaimsQuery } from '../../api/queries/invoicing.ts';
import styles from './claims.module.css';

/**
 * Expense claims (docs/decisions/0012) for a claimant: a new claim first — on a phone, from a receipt
 * photo, in under a minute — then the person's own claims and where each stands. Keyed by the company, so
 * that switching company drops every receipt and answer of the other one.
 */
export default function ClaimsArea() {
  useMessagesOf(CLAIMS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <Routes key={company.customer_id}>
      <Route index element={<ClaimsPage customerId={company.customer_id} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ClaimsPage({ customerId }: { customerId: string }) {
  const { t } = useTranslation(CLAIMS_NAMESPACE);
  const client = useService();
  const claims = useQuery(expenseClaimsQuery(client, customerId));
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className={styles.intro}>{t('intro')}</p>
      <Section title={t('form.title')}>
        <ClaimFormSection customerId={customerId} onFiled={() => undefined} />
      </Section>
      <Section title={t('list.title')}>
        <Loaded query={claims}>{(list) => <ClaimsList customerId={customerId} claims={list.claims} />}</Loaded>
      </Section>
    </>
  );
}
