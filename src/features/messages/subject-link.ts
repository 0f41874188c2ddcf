import { isPathSegmentValue } from '../../api/path.ts';
import { areaUrl, canUse, type Membership } from '../../portal/areas.ts';
import { billReviewSegments, claimSegments } from '../../portal/bill-links.ts';

/**
 * Where a thread's subject lives in the portal, for those who may use that area: a bill's review, a claim's
 * page (the claimant's own claims, who has no bills area), a payroll run, a payment batch, a ledger row's
 * booking, the documents, a filing. Undefined when the person may not use the area, the kind is unknown, or
 * the id cannot be one path segment: the subject is then named, not linked.
 */
export function subjectUrl(customerId: string, subject: { kind: string; id: string }, membership: Membership): string | undefined {
  const { kind, id } = subject;
  const segment = isPathSegmentValue(id);
  switch (kind) {
    case 'purchase_bill': {
      const segments = billReviewSegments(id);
      return canUse('bills', membership) && segments.length > 0 ? areaUrl('bills', customerId, segments) : undefined;
    }
    case 'expense_claim': {
      const segments = claimSegments(id);
      if (canUse('bills', membership) && segments.length > 0) return areaUrl('bills', customerId, segments);
      return canUse('claims', membership) ? areaUrl('claims', customerId) : undefined;
    }
    case 'payroll_run':
      return canUse('payroll', membership) && segment ? areaUrl('payroll', customerId, ['runs', id]) : undefined;
    case 'payment_batch':
      return canUse('payments', membership) && segment ? areaUrl('payments', customerId, [id]) : undefined;
    case 'ledger_row':
      return canUse('books', membership) && segment ? areaUrl('books', customerId, ['transactions', id]) : undefined;
    case 'document':
      return canUse('documents', membership) ? areaUrl('documents', customerId) : undefined;
    case 'filing':
      return canUse('filings', membership) && segment ? areaUrl('filings', customerId, [id]) : undefined;
    default:
      return undefined;
  }
}
