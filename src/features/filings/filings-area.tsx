import { Route, Routes } from 'react-router';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { NotFoundPage } from '../../portal/pages.tsx';
import { AuthorizationsPage } from './authorizations-page.tsx';
import { DeadlinesPage } from './deadlines-page.tsx';
import { FilingPage } from './filing-page.tsx';
import { FILINGS_NAMESPACE } from './messages.ts';

/**
 * The filings area: the deadlines and filings at `filings`, the authorizations at `filings/authorizations`,
 * one filing (its figures, review and documents) at `filings/<filing_id>`.
 */
export default function FilingsArea() {
  useMessagesOf(FILINGS_NAMESPACE);
  return (
    <Routes>
      <Route index element={<DeadlinesPage />} />
      <Route path="authorizations" element={<AuthorizationsPage />} />
      <Route path=":filingSegment" element={<FilingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
