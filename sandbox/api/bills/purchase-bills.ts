import { z } from 'zod';
import type { PurchaseBillList, PurchaseBillOriginalReview } from '../../../src/api/schemas/purchase-bills.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import type { Handler, HandlerContext } from '../handler.ts';
import { companyOf, inputOf } from '../handler.ts';
import { checkMayReadInvoice } from '../../payments/paid-sources.ts';

type Review = NonNullable<PurchaseBillOriginalReview['latest_review']>;

/** GET /purchase-bills (docs/decisions/0016): the company's bills, newest first, to open a review from. */
export const listPurchaseBills: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const rows = (
    await ctx.db.query<PurchaseBillList['bills'][number]>(
      `select id, number, supplier, to_char(issue_date, 'YYYY-MM-DD') as issue_date, to_char(due_date, 'YYYY-MM-DD') as due_date,
         total_cents, currency, review_state
       from purchase_bills where customer_id = $1
       order by issue_date desc, number desc, id`,
      [customer_id],
    )
  ).rows;
  const body: PurchaseBillList = { customer_id, bills: rows };
  return { status: 200, body };
};

const billIdParams = z.object({ bill_id: z.string() });

interface BillRow {
  id: string;
  resource_uri: string;
  revision: string;
  number: string;
  supplier: string;
  issue_date: string;
  due_date: string;
  currency: string;
  status: string;
  total_cents: number;
  vat_cents: number;
  open_cents: number;
  review_state: string;
  review_reason: string;
  calculation_reason: string;
  posting_state: string;
  posting_ready: boolean;
  posting_reason: string;
  requires_staff_confirmation: boolean;
}

/**
 * GET /purchase-bills/{bill_id}/original-review (spec §4.7, §2.11). The bill ID arrives decoded exactly
 * once and is compared as it is: a `bill:` prefix, spaces, case and Unicode form are all part of it.
 * A bill of another company is answered exactly like one that does not exist.
 */
export const getPurchaseBillOriginalReview: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { bill_id } = inputOf(billIdParams, ctx.params);
  // an admin or approver reads the bills a payment batch pays (docs/decisions/0004-held-payments.md)
  await checkMayReadInvoice(ctx, customer_id, ['purchase_bill'], bill_id);
  const key = [customer_id, bill_id];

  const bill = (
    await ctx.db.query<BillRow>(
      `select id, resource_uri, revision, number, supplier, to_char(issue_date, 'YYYY-MM-DD') as issue_date,
         to_char(due_date, 'YYYY-MM-DD') as due_date, currency, status, total_cents, vat_cents, open_cents, review_state,
         review_reason, calculation_reason, posting_state, posting_ready, posting_reason, requires_staff_confirmation
       from purchase_bills where customer_id = $1 and id = $2`,
      key,
    )
  ).rows[0];
  if (!bill) throw notFound('No purchase bill with this ID in the selected company.');

  const lines = (
    await ctx.db.query<{
      description: string;
      expense_account_code: string;
      vat_code: string;
      vat_rate_basis_points: number;
      net_cents: number;
      vat_cents: number;
      gross_cents: number;
      deduction_basis_points: number;
      deduction_review_status: string;
      deduction_reason: string;
    }>(
      `select description, expense_account_code, vat_code, vat_rate_basis_points, net_cents, vat_cents, gross_cents,
         deduction_basis_points, deduction_review_status, deduction_reason
       from purchase_bill_lines where customer_id = $1 and bill_id = $2 order by position`,
      key,
    )
  ).rows;

  const original = (
    await ctx.db.query<{ id: string; filename: string; resource_uri: string; revision: string; sha256: string; adequacy: string; status: string }>(
      'select id, filename, resource_uri, revision, sha256, adequacy, status from purchase_bill_originals where customer_id = $1 and bill_id = $2',
      key,
    )
  ).rows[0];
  const calculation = (
    await ctx.db.query<{
      contract: string;
      digest: string;
      period_status: string;
      draft_id: string;
      period: string;
      entry_date: string;
      description: string;
      source: string;
      source_ref: string;
      dimensions_as_stated: boolean;
    }>(
      `select contract, digest, period_status, draft_id, period, to_char(entry_date, 'YYYY-MM-DD') as entry_date, description,
         source, source_ref, dimensions_as_stated
       from purchase_bill_calculations where customer_id = $1 and bill_id = $2`,
      key,
    )
  ).rows[0];
  if (!original || !calculation) {
    throw new Error(`purchase bill ${JSON.stringify(bill_id)} of ${customer_id} lacks its original or its calculation`);
  }
  const draftLines = (
    await ctx.db.query<{
      account_code: string;
      vat_code: string;
      description: string;
      debit_cents: number;
      credit_cents: number;
      dimensions: Record<string, unknown>;
      dimension_allocations: Record<string, unknown>;
    }>(
      `select account_code, vat_code, description, debit_cents, credit_cents, dimensions, dimension_allocations
       from purchase_bill_calculation_lines where customer_id = $1 and bill_id = $2 order by position`,
      key,
    )
  ).rows;

  // The latest review is the newest decision; the ones before it stay reachable through prior_review_id.
  const latest = (
    await ctx.db.query<Omit<Review, 'decided_at' | 'prior_review_id'> & { decided_at: Date; prior_review_id: string | null }>(
      `select decided_at, receipt_uri, id, bill_id, document_id, bill_revision, document_revision, document_sha256,
         document_adequacy, verdict, reason, prior_review_id, draft_contract, draft_digest, draft
       from purchase_bill_reviews where customer_id = $1 and bill_id = $2
       order by decided_at desc, id desc limit 1`,
      key,
    )
  ).rows[0];

  const journals = (
    await ctx.db.query<{ status: string; reversal_of: string | null; id: string; entry_number: string; review_id: string | null; live: boolean }>(
      `select status, reversal_of, id, entry_number, review_id, live
       from purchase_bill_journals where customer_id = $1 and bill_id = $2 order by position`,
      key,
    )
  ).rows;

  const actions = (
    await ctx.db.query<{ operation_id: string; operation_version: number; eligible: string[] }>(
      `select operation_id, operation_version, eligible
       from purchase_bill_actions where customer_id = $1 and bill_id = $2 order by position`,
      key,
    )
  ).rows;

  const body: PurchaseBillOriginalReview = {
    customer_id,
    bill: {
      id: bill.id,
      resource: { uri: bill.resource_uri, revision: bill.revision },
      number: bill.number,
      supplier: bill.supplier,
      issue_date: bill.issue_date,
      due_date: bill.due_date,
      currency: bill.currency,
      status: bill.status,
      total_cents: bill.total_cents,
      vat_cents: bill.vat_cents,
      open_cents: bill.open_cents,
      lines: lines.map((line) => ({
        description: line.description,
        expense_account_code: line.expense_account_code,
        vat_code: line.vat_code,
        vat_rate_basis_points: line.vat_rate_basis_points,
        net_cents: line.net_cents,
        vat_cents: line.vat_cents,
        gross_cents: line.gross_cents,
        vat_deduction: {
          basis_points: line.deduction_basis_points,
          review_status: line.deduction_review_status,
          reason: line.deduction_reason,
        },
      })),
    },
    original: {
      filename: original.filename,
      id: original.id,
      resource: { uri: original.resource_uri, revision: original.revision },
      sha256: original.sha256,
      adequacy: original.adequacy,
      status: original.status,
    },
    ...(latest
      ? {
          latest_review: {
            ...latest,
            decided_at: latest.decided_at.toISOString(),
            // The first review supersedes nothing: "" for none (an assumption of the contract's review schema).
            prior_review_id: latest.prior_review_id ?? '',
          },
        }
      : {}),
    review_state: bill.review_state,
    review_reason: bill.review_reason,
    calculation: {
      contract: calculation.contract,
      digest: calculation.digest,
      period_status: calculation.period_status,
      draft: {
        period: calculation.period,
        entry_date: calculation.entry_date,
        description: calculation.description,
        source: calculation.source,
        id: calculation.draft_id,
        customer_id,
        source_ref: calculation.source_ref,
        dimensions_as_stated: calculation.dimensions_as_stated,
        lines: draftLines,
      },
    },
    calculation_reason: bill.calculation_reason,
    // reversal_of and review_id are "" for none, as the contract's journal schema assumes.
    journals: journals.map((journal) => ({
      status: journal.status,
      reversal_of: journal.reversal_of ?? '',
      id: journal.id,
      entry_number: journal.entry_number,
      review_id: journal.review_id ?? '',
      live: journal.live,
    })),
    posting_state: bill.posting_state,
    posting_ready: bill.posting_ready,
    posting_reason: bill.posting_reason,
    actor: actorOf(ctx.principal, customer_id),
    actions: actions.map((action) => ({
      operation: { id: action.operation_id, version: action.operation_version },
      role_eligible: isEligible(action.eligible, ctx),
    })),
    requires_staff_confirmation: bill.requires_staff_confirmation,
  };
  return { status: 200, body };
};

/** Who is reading: the snapshot is the same for everyone except who it names and which actions their role is eligible for. */
function actorOf(principal: Principal, customerId: string): PurchaseBillOriginalReview['actor'] {
  if (principal.kind === 'api_key') return { kind: 'api_key', realm: 'customer', subject: principal.keyId, tenant_id: customerId };
  return { kind: 'interactive', realm: principal.staff ? 'staff' : 'customer', subject: principal.subject, tenant_id: customerId };
}

/** Eligibility after explicit staff confirmation only: it never lets anyone write here (spec §4.7). */
function isEligible(eligible: readonly string[], ctx: Pick<HandlerContext, 'principal' | 'roles'>): boolean {
  const staff = ctx.principal.kind === 'interactive' && ctx.principal.staff;
  if (staff && eligible.includes('staff')) return true;
  return ctx.roles.some((role: CompanyRole) => eligible.includes(role));
}
