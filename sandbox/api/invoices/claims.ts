import { type Invoice } from '../../../src/api/schemas/invoice-circulation.ts';
import { ExpenseClaimCreate, expenseClaimLimitProblems } from '../../../src/api/schemas/expense-claims.ts';
import { addDays, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { financialYearOf } from '../../filings/due-dates.ts';
import { ApiError } from '../errors.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import type { Queryable } from '../../db/database.ts';
import { appendHistory, findCirculation, insertCirculation } from '../../invoices/circulation-store.ts';
import type { Decider } from '../../invoices/deciders.ts';
import { actorOf } from './decisions.ts';
import { unknownDocument } from './documents-of-company.ts';
import { claimFacts } from './invoice-facts.ts';
import { invoiceOf, readingOf } from './invoice-view.ts';
import { routeOf, rulesOf } from '../../invoices/routing-store.ts';

/**
 * POST and GET /expense-claims (docs/sandbox.md, "Invoice circulation and expense claims"): a claimant files a
 * claim from receipts in Documents; it becomes an invoice of kind `expense_claim` (number `KL-<n>`, the claimant
 * as its supplier and purchaser), routed like a bill of that supplier and amount, and paid in a `reimbursement`
 * batch due 14 days after the filing day. Order of refusals, each filing nothing: 422 out of the claim's limits
 * (docs/decisions/0002-expense-claim-limits.md) — the purchase day not after today (Europe/Helsinki) nor before
 * the first day of the company's previous financial year, the amount 1 … 10 000 000 cents, the VAT 0 … the
 * amount — naming each field out of them; then `unknown_document` (naming it: another company's document is none
 * of this one's). A receipt already in another claim, or twice in this one, is no refusal: the claim is
 * `duplicate_of` that claim (duplicates.ts). The list holds the person's own claims only, newest first.
 */

export const CLAIM_DUE_DAYS = 14;


export interface ClaimInput {
  document_ids: readonly string[];
  date: string;
  amount_cents: number;
  vat_cents: number;
  purpose: string;
  iban: string;
}

/** Files a claim and sends it to its check; returns its id. */
export async function fileClaim(db: Queryable, customerId: string, claimant: Decider, input: ClaimInput, now: Date): Promise<string> {
  const today = todayInFinland(now);
  const problems = expenseClaimLimitProblems(input, { today, earliest: await previousFinancialYearStart(db, customerId, today) });
  const [first] = problems;
  if (first !== undefined) {
    throw new ApiError(422, first.error, `${problems.map((problem) => `${problem.field}: ${problem.why}`).join('; ')}. Nothing was filed.`);
  }
  const unknown = await unknownDocument(db, customerId, input.document_ids, claimant);
  if (unknown !== null) throw new ApiError(422, 'unknown_document', `The company has no document ${unknown}: upload the receipt in Documents first. Nothing was filed.`);

  const count = (await db.query<{ n: number }>('select count(*)::int as n from expense_claims where customer_id = $1', [customerId])).rows[0]?.n ?? 0;
  const number = `KL-${count + 1}`;
  const id = `claim_${count + 1}`;
  await db.query(
    `insert into expense_claims (customer_id, id, number, claimant, claimant_name, claimant_email, purchase_date, amount_cents, vat_cents,
       purpose, iban, filed_on, due_date, filed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [customerId, id, number, claimant.subject, claimant.name, claimant.email, input.date, input.amount_cents, input.vat_cents, input.purpose, input.iban, today, addDays(today, CLAIM_DUE_DAYS), now],
  );
  for (const [index, documentId] of input.document_ids.entries()) {
    await db.query('insert into expense_claim_documents (customer_id, claim_id, position, document_id) values ($1, $2, $3, $4)', [customerId, id, index + 1, documentId]);
  }
  await insertCirculation(db, customerId, { kind: 'expense_claim', id }, routeOf(await rulesOf(db, customerId), { supplier: claimant.name, total_cents: input.amount_cents }));
  await appendHistory(db, customerId, id, { event: 'submitted', step: null, by: claimant, at: now, comment: input.purpose });
  return id;
}

/**
 * The first day of the company's previous financial year on `today`: the year ends on the company's
 * `financial_year_end` (its filing settings, as the filings read it), the calendar year's end without one.
 */
export async function previousFinancialYearStart(db: Queryable, customerId: string, today: string): Promise<string> {
  const settings = (await db.query<{ financial_year_end: string }>('select financial_year_end from filing_settings where customer_id = $1', [customerId])).rows[0];
  const yearEnd = settings?.financial_year_end ?? '12-31';
  const year = Number(today.slice(0, 4));
  // the financial year today is in ends this calendar year, or — past this year's end day — the next
  const current = today <= financialYearOf(year, yearEnd).to ? year : year + 1;
  return financialYearOf(current - 1, yearEnd).from;
}

async function claimAnswer(db: Queryable, customerId: string, claimId: string, reader: string, now: Date): Promise<Invoice> {
  const circulation = await findCirculation(db, customerId, claimId);
  const facts = await claimFacts(db, customerId, claimId);
  if (!circulation || !facts) throw new Error(`claim ${claimId} of ${customerId} lacks its circulation`);
  return invoiceOf(db, await readingOf(db, customerId, reader, now), circulation, facts);
}

export const createExpenseClaim: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const input = inputOf(ExpenseClaimCreate, ctx.body);
  const claimant = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const id = await fileClaim(tx, customer_id, claimant, input, now);
    return { status: 201, body: { customer_id, invoice: await claimAnswer(tx, customer_id, id, claimant.subject, now) } };
  });
};

export const listExpenseClaims: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const claimant = actorOf(ctx);
  const now = new Date();
  const ids = (
    await ctx.db.query<{ id: string }>('select id from expense_claims where customer_id = $1 and claimant = $2 order by filed_at desc, id desc', [customer_id, claimant.subject])
  ).rows;
  const claims: Invoice[] = [];
  for (const { id } of ids) claims.push(await claimAnswer(ctx.db, customer_id, id, claimant.subject, now));
  return { status: 200, body: { customer_id, claims } };
};
