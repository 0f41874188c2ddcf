import { createHash } from 'node:crypto';
import type { CirculationRow } from '../../invoices/circulation-store.ts';
import type { InvoiceFacts } from './invoice-facts.ts';

/**
 * What a decision is bound to (docs/decisions/0011): a digest over the bill's revision, the firm
 * review's digest and the circulation's own version — or, for a claim, over the claim and the version. Any of
 * them changing makes the revision a person saw stale (409 `invoice_changed`).
 */
export function revisionOf(facts: InvoiceFacts, circulation: Pick<CirculationRow, 'version'>): string {
  const parts =
    facts.kind === 'purchase_bill'
      ? ['purchase_bill', facts.id, facts.revision, facts.review_digest, String(circulation.version)]
      : ['expense_claim', facts.id, String(circulation.version)];
  return `circ_${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)}`;
}
