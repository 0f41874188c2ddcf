import { InvoiceApprove, InvoiceReject } from '../../../src/api/schemas/invoice-circulation.ts';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import { ApiError, forbidden } from '../errors.ts';
import { companyOf, inputOf, type Handler, type HandlerContext } from '../handler.ts';
import { joinPaymentBatch } from '../../payments/source-batches.ts';
import type { Queryable } from '../../db/database.ts';
import { appendHistory, updateCirculation, type CirculationRow } from '../../invoices/circulation-store.ts';
import { holdsStepPermission, peopleBySubject, stepPermissionText, type Decider, type Step } from '../../invoices/deciders.ts';
import { duplicateOf } from './duplicates.ts';
import type { InvoiceFacts } from './invoice-facts.ts';
import { invoiceOf, readingOf } from './invoice-view.ts';
import { loadInvoice } from './reads.ts';
import { revisionOf } from './revision.ts';
import { absencesOf } from '../../invoices/routing-store.ts';
import { actingSubject, excludedFrom, waitingStep } from './turn.ts';

/**
 * POST /invoices/{invoice_id}/approve and /reject (spec §4.10, §5 rule 3; docs/sandbox.md, "Invoice circulation
 * and expense claims").
 * The order of the answers, each refusal changing nothing:
 *
 * 1. 404 — no such invoice in the company (another company's included);
 * 2. 403 `step_permission_required` — the person holds no step's permission at all (the route already
 *    refuses them; said here too, so that no revision they send is judged);
 * 3. 409 `invoice_changed` — the revision the person saw is not the current one. It comes before the step's
 *    permission and the routing: a person whose step someone else took meanwhile (the checker, when the
 *    invoice now waits for an approval they may not give, or for a step routed to someone else) is told to
 *    read it again, as everyone else with a stale revision is, and not that they lack a permission for a
 *    step they never saw. Nothing leaks: whoever may decide a step may read the invoice;
 * 4. 403 — on the current revision, while the invoice waits for a step: the person lacks the step's
 *    permission (`step_permission_required`; the check: purchase_invoices or invoice_reviewer; the approval:
 *    invoice_reviewer), or the step is routed to someone else today (`not_your_step`: the assignee, or their
 *    backup while they are away);
 * 5. 422 `not_waiting` — the invoice waits for no decision (returned, approved, paid, awaiting a clarification);
 * 6. 409 `four_eyes` — the person made (or claimed) the purchase, or checked the invoice they would approve;
 * 7. approve: 409 `possible_duplicate` without `duplicate_checked: true` on an invoice with `duplicate_of`;
 *    reject: 422 `no_previous_step` (a bill's check) or `claim_not_for_firm` (a claim is returned to its claimant);
 * 8. approve, last step: 422 `payee_account_missing` for a bill with no supplier account;
 * then the decision. The last approval puts the payment into the company's batch of the invoice's due date
 * in the same transaction; nothing reaches a batch before it.
 */

interface Guarded {
  circulation: CirculationRow;
  facts: InvoiceFacts;
  step: Step;
}

async function guard(db: Queryable, customerId: string, invoiceId: string, actor: Decider, roles: readonly CompanyRole[], revision: string, now: Date): Promise<Guarded> {
  const { circulation, facts } = await loadInvoice(db, customerId, invoiceId, true);
  const step = waitingStep(circulation.state);
  if (!holdsStepPermission(roles, 'check') && !holdsStepPermission(roles, 'approve')) throw forbidden('step_permission_required', stepPermissionText(step ?? 'check'));
  if (revision !== revisionOf(facts, circulation)) {
    throw new ApiError(409, 'invoice_changed', 'The invoice changed since you opened it (the bill, the firm’s review or its circulation); read it again before deciding. Nothing was decided.');
  }
  if (step !== null) {
    if (!holdsStepPermission(roles, step)) throw forbidden('step_permission_required', stepPermissionText(step));
    const acting = actingSubject(circulation, step, await absencesOf(db, customerId), todayInFinland(now));
    if (acting !== null && acting !== actor.subject) {
      const person = (await peopleBySubject(db, [acting])).get(acting);
      throw forbidden('not_your_step', `This ${step === 'check' ? 'factual check' : 'approval'} is routed to ${person?.name ?? 'another person'} (${person?.email ?? acting}); only they decide it now.`);
    }
  }
  if (step === null) {
    throw new ApiError(422, 'not_waiting', `The invoice waits for no decision now (it is ${circulation.state}). Nothing was decided.`);
  }
  if (excludedFrom(circulation, step, facts.purchased_by).has(actor.subject)) {
    throw new ApiError(
      409,
      'four_eyes',
      facts.purchased_by === actor.subject
        ? 'You made or claimed this purchase yourself: someone else decides it. Nothing was decided.'
        : 'You did the factual check of this invoice: someone else approves it. Nothing was decided.',
    );
  }
  return { circulation, facts, step };
}

export interface ApproveInput {
  revision: string;
  comment?: string | undefined;
  duplicate_checked?: boolean | undefined;
}

export async function approve(db: Queryable, customerId: string, invoiceId: string, actor: Decider, roles: readonly CompanyRole[], input: ApproveInput, now: Date): Promise<void> {
  const { circulation, facts, step } = await guard(db, customerId, invoiceId, actor, roles, input.revision, now);
  if (input.duplicate_checked !== true) {
    const duplicate = await duplicateOf(db, customerId, facts);
    if (duplicate !== null) {
      const what =
        facts.kind === 'purchase_bill'
          ? `This bill may be a duplicate of ${duplicate}`
          : duplicate === facts.id
            ? 'This claim has the same receipt twice'
            : `A receipt of this claim is also in claim ${duplicate}`;
      throw new ApiError(409, 'possible_duplicate', `${what}: check that it is not paid twice, then approve with duplicate_checked. Nothing was decided.`);
    }
  }
  if (step === 'approve' && facts.kind === 'purchase_bill' && facts.supplier_iban === null) {
    throw new ApiError(422, 'payee_account_missing', `The bill has no account of ${facts.supplier} to pay to: the firm adds it before the approval. Nothing was decided.`);
  }
  const comment = input.comment ?? '';
  await updateCirculation(db, customerId, circulation.invoice_id, step === 'check' ? 'waiting_for_approval' : 'approved', {
    [step]: { decision: 'approved', by: actor, at: now, comment },
  });
  await appendHistory(db, customerId, circulation.invoice_id, { event: 'approved', step, by: actor, at: now, comment });
  if (step === 'approve') {
    if (facts.kind === 'purchase_bill' && facts.supplier_iban !== null) {
      await joinPaymentBatch(db, customerId, 'purchase', facts.due_date, {
        source_kind: 'purchase_bill',
        source_id: facts.id,
        payee_name: facts.supplier,
        iban: facts.supplier_iban,
        amount_cents: facts.open_cents,
        reference: facts.reference,
        message: `Lasku ${facts.number}`,
      }, now);
    } else if (facts.kind === 'expense_claim') {
      await joinPaymentBatch(db, customerId, 'reimbursement', facts.due_date, {
        source_kind: 'expense_claim',
        source_id: facts.id,
        payee_name: facts.claimant_name,
        iban: facts.iban,
        amount_cents: facts.total_cents,
        reference: null,
        message: `Kulukorvaus ${facts.number}`,
      }, now);
    }
  }
}

export interface RejectInput {
  revision: string;
  reason: string;
  to: 'previous_step' | 'firm';
}

export async function reject(db: Queryable, customerId: string, invoiceId: string, actor: Decider, roles: readonly CompanyRole[], input: RejectInput, now: Date): Promise<void> {
  const { circulation, facts, step } = await guard(db, customerId, invoiceId, actor, roles, input.revision, now);
  const returned = { decision: 'returned' as const, by: actor, at: now, comment: input.reason };
  if (input.to === 'firm') {
    if (facts.kind === 'expense_claim') {
      throw new ApiError(422, 'claim_not_for_firm', 'An expense claim is returned to its claimant (to: previous_step), not to the accounting firm. Nothing was decided.');
    }
    await updateCirculation(db, customerId, circulation.invoice_id, 'returned_to_firm', { [step]: returned });
  } else if (step === 'approve') {
    await updateCirculation(db, customerId, circulation.invoice_id, 'waiting_for_check', { check: null, approve: null });
  } else if (facts.kind === 'expense_claim') {
    await updateCirculation(db, customerId, circulation.invoice_id, 'returned', { check: returned });
  } else {
    throw new ApiError(422, 'no_previous_step', 'The factual check is the bill’s first step: return it to the accounting firm instead (to: firm). Nothing was decided.');
  }
  await appendHistory(db, customerId, circulation.invoice_id, { event: 'returned', step, by: actor, at: now, comment: input.reason });
}

/** The person deciding, as their session names them. */
export function actorOf(ctx: HandlerContext): Decider {
  if (ctx.principal.kind !== 'interactive') throw forbidden('interactive_session_required', 'Only a named person decides an invoice.');
  return { subject: ctx.principal.subject, name: ctx.principal.name, email: ctx.principal.email };
}

/** A decision's handler: the checked body, the person, one transaction, and the invoice as it now is. */
function decisionHandler<Input>(
  parse: (body: unknown) => Input,
  act: (db: Queryable, customerId: string, invoiceId: string, actor: Decider, roles: readonly CompanyRole[], input: Input, now: Date) => Promise<void>,
): Handler {
  return async (ctx) => {
    const { customer_id } = companyOf(ctx);
    const input = parse(ctx.body);
    const actor = actorOf(ctx);
    const invoiceId = ctx.params.invoice_id ?? '';
    return ctx.db.transaction(async (tx) => {
      const now = new Date();
      await act(tx, customer_id, invoiceId, actor, ctx.roles, input, now);
      const { circulation, facts } = await loadInvoice(tx, customer_id, invoiceId);
      const invoice = await invoiceOf(tx, await readingOf(tx, customer_id, actor.subject, now), circulation, facts);
      return { status: 200, body: { customer_id, invoice } };
    });
  };
}

export const approveInvoice = decisionHandler((body) => inputOf(InvoiceApprove, body), approve);
export const rejectInvoice = decisionHandler((body) => inputOf(InvoiceReject, body), reject);
