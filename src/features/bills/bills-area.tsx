import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from '../../portal/pages.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { BillReviewPage } from './bill-review-page.tsx';
import { BillsListPage } from './bills-list-page.tsx';
import { ClaimPage } from './claim-page.tsx';
import { BILLS_NAMESPACE } from './messages.ts';
import { billsLocationOf } from './review-path.ts';

/**
 * The bills area: the list at `bills`, a bill's page at `bills/<bill_id as one encoded segment>`, an expense
 * claim's at `bills/claims/<claim id>`.
 */
export default function BillsArea() {
  useMessagesOf(BILLS_NAMESPACE);
  return (
    <Routes>
      <Route index element={<BillsListPage />} />
      <Route path=":billSegment" element={<BillReviewRoute />} />
      <Route path="claims/:claimSegment" element={<BillReviewRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Reads the bill ID from the raw pathname, decoded once (see review-path.ts for why not from the route params). */
function BillReviewRoute() {
  const { pathname } = useLocation();
  const target = billsLocationOf(pathname);
  if (target.kind === 'claim') return <ClaimPage key={target.claimId} claimId={target.claimId} />;
  if (target.kind !== 'review') return <NotFoundPage />;
  return <BillReviewPage key={target.billId} billId={target.billId} />;
}
