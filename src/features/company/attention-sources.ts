import { canUse, type Membership } from '../../portal/areas.ts';

/**
 * Which sources "needs attention" (./needs-attention.tsx) reads for a person, by their roles in the company.
 * One rule for the view and for the boot's early reads (src/app/first-reads.ts): the boot sends exactly these
 * with /me, so a source the view reads but the boot left out would go out only after the portal's code (docs/decisions/0022:
 * the payments item, the overview's largest paint, waited for it), and one the boot sent that the view does not
 * read would be wasted. Light by design (the boot carries it): no schema, no React.
 */
export type AttentionSource = 'connections' | 'bills' | 'payroll' | 'payments' | 'decisions' | 'claims' | 'messages' | 'filings';

/**
 * Who can act on a connection that needs action: the roles that may change connections (the service's
 * connection writes, sandbox ACCESS.connectionsWrite). Everyone sees Connections; only these get its items,
 * so that nobody is sent to a page with no button for them.
 */
const CONNECTION_FIXERS: readonly string[] = ['admin', 'approver', 'operator'];

export function attentionSourcesOf(membership: Membership): Record<AttentionSource, boolean> {
  const { roles } = membership;
  return {
    connections: canUse('connections', membership) && roles.some((role) => CONNECTION_FIXERS.includes(role)),
    bills: canUse('bills', membership),
    payroll: canUse('payroll', membership),
    // the roles that may release a batch or re-create a refused one
    payments: canUse('payments', membership),
    // the company's deciders of bills and claims: the firm's staff read the circulation but never decide it
    decisions: roles.some((role) => role === 'purchase_invoices' || role === 'invoice_reviewer'),
    claims: canUse('claims', membership),
    messages: canUse('messages', membership),
    filings: canUse('filings', membership),
  };
}
