import { forbidden } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Whoever may release a batch may read the bills and claims it pays (docs/decisions/0004-held-payments.md): the person confirming a payment must be able to open what it pays. The
 * purchase-invoice roles and the firm's staff read every bill and claim of the company; an admin or approver only
 * those a payment batch of the company pays (held, cancelled, paid or waiting alike). Anything else — another bill,
 * one that does not exist — answers 403 as before, so that a bill's existence is not told by the answer.
 */

const INVOICE_READERS: readonly string[] = ['purchase_invoices', 'invoice_reviewer'];
const RELEASERS: readonly string[] = ['admin', 'approver'];

export async function paidByBatch(db: Queryable, customerId: string, sourceKinds: readonly string[], sourceId: string): Promise<boolean> {
  const row = (
    await db.query<{ paid: boolean }>(
      'select exists (select 1 from payments where customer_id = $1 and source_kind = any($2::text[]) and source_id = $3) as paid',
      [customerId, [...sourceKinds], sourceId],
    )
  ).rows[0];
  return row?.paid === true;
}

/** Throws 403 unless the bearer reads every bill and claim, or releases batches and one of them pays this one. */
export async function checkMayReadInvoice(ctx: HandlerContext, customerId: string, sourceKinds: readonly string[], sourceId: string): Promise<void> {
  if (ctx.principal.kind === 'interactive' && ctx.principal.staff) return;
  if (ctx.roles.some((role) => INVOICE_READERS.includes(role))) return;
  if (ctx.roles.some((role) => RELEASERS.includes(role)) && (await paidByBatch(ctx.db, customerId, sourceKinds, sourceId))) return;
  throw forbidden(
    'role_required',
    'This needs a purchase-invoice role or the firm’s staff; an admin or approver reads only the bills and claims the company’s payment batches pay.',
  );
}
