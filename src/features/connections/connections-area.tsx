import { Route, Routes } from 'react-router';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { NotFoundPage } from '../../portal/pages.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { AssistedPage } from './assisted-page.tsx';
import { ConnectAcquirerPage } from './connect-acquirer-page.tsx';
import { ConnectionDetailPage } from './connection-detail-page.tsx';
import { ConnectionsPage } from './connections-page.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { MobilewalletPage } from './mobilewallet-page.tsx';
import { PaywalletPage } from './paywallet-page.tsx';
import { StorefrontInstallPage } from './storefront-install-page.tsx';

/**
 * The connections area (spec §2.3–2.5, 2.9, 2.10, §4.1, §4.4–4.6): its pages live under the area's
 * path. Keyed by the company, so that switching company drops everything of the other one.
 */
export default function ConnectionsArea() {
  useMessagesOf(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  return (
    <Routes key={company.customer_id}>
      <Route index element={<ConnectionsPage />} />
      <Route path="acquirer/connect" element={<ConnectAcquirerPage />} />
      <Route path="mobilewallet" element={<MobilewalletPage />} />
      <Route path="paywallet" element={<PaywalletPage />} />
      <Route path="storefront/install" element={<StorefrontInstallPage />} />
      <Route path="assisted/:brandKey" element={<AssistedPage />} />
      <Route path=":connectionId" element={<ConnectionDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
