import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { checkVatRate, type VatRateCheck } from './finnish-vat.ts';

/**
 * What the review page checks itself in a snapshot, so that a staff member does not have to trust
 * the figures blindly: each line's rate against the rates in force, each line's arithmetic, the bill's
 * totals against its lines, the draft journal's balance, and whether the latest review saw what is
 * current now. Pure functions of the snapshot.
 */

type Bill = PurchaseBillOriginalReview['bill'];
type Line = Bill['lines'][number];
type DraftLine = PurchaseBillOriginalReview['calculation']['draft']['lines'][number];
type Journal = PurchaseBillOriginalReview['journals'][number];

/** Suppliers may round VAT per rate rather than per line; one cent per line is not a finding. */
export const LINE_VAT_TOLERANCE_CENTS = 1;

export interface LineCheck {
  rate: VatRateCheck;
  /** net + VAT = gross, exactly. */
  grossAddsUp: boolean;
  /** VAT the rate gives for the net amount, rounded half away from zero. */
  expectedVatCents: number;
  vatMatchesRate: boolean;
}

function vatFor(netCents: number, rateBasisPoints: number): number {
  const magnitude = Math.floor((Math.abs(netCents) * rateBasisPoints + 5000) / 10000);
  return netCents < 0 ? -magnitude : magnitude;
}

/** Each line judged by its bill's issue date (see finnish-vat.ts for why that date). */
export function checkLine(line: Line, issueDate: string): LineCheck {
  const expectedVatCents = vatFor(line.net_cents, line.vat_rate_basis_points);
  return {
    rate: checkVatRate(line.vat_rate_basis_points, issueDate),
    grossAddsUp: line.net_cents + line.vat_cents === line.gross_cents,
    expectedVatCents,
    vatMatchesRate: Math.abs(line.vat_cents - expectedVatCents) <= LINE_VAT_TOLERANCE_CENTS,
  };
}

export function hasFinding(check: LineCheck): boolean {
  return check.rate.kind === 'not_in_force' || !check.grossAddsUp || !check.vatMatchesRate;
}

export interface BillTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatMatchesBill: boolean;
  grossMatchesBill: boolean;
}

export function billTotalsOf(bill: Bill): BillTotals {
  const netCents = sum(bill.lines, (line) => line.net_cents);
  const vatCents = sum(bill.lines, (line) => line.vat_cents);
  const grossCents = sum(bill.lines, (line) => line.gross_cents);
  return { netCents, vatCents, grossCents, vatMatchesBill: vatCents === bill.vat_cents, grossMatchesBill: grossCents === bill.total_cents };
}

export interface JournalTotals {
  debitCents: number;
  creditCents: number;
  /** debit − credit; zero when the entry balances. */
  differenceCents: number;
  balanced: boolean;
}

export function journalTotalsOf(lines: readonly DraftLine[]): JournalTotals {
  const debitCents = sum(lines, (line) => line.debit_cents);
  const creditCents = sum(lines, (line) => line.credit_cents);
  return { debitCents, creditCents, differenceCents: debitCents - creditCents, balanced: debitCents === creditCents };
}

export type SeenAspect = 'bill_revision' | 'document' | 'document_revision' | 'document_sha256' | 'document_adequacy' | 'draft';

export interface Seen {
  aspect: SeenAspect;
  seen: string;
  current: string;
  same: boolean;
}

/** What the latest review was made on, beside what is current: a review of an older revision is not a review of this one. */
export function whatTheReviewSaw(snapshot: PurchaseBillOriginalReview): Seen[] | null {
  const review = snapshot.latest_review;
  if (!review) return null;
  const pair = (aspect: SeenAspect, seen: string, current: string): Seen => ({ aspect, seen, current, same: seen === current });
  return [
    pair('bill_revision', review.bill_revision, snapshot.bill.resource.revision),
    pair('document', review.document_id, snapshot.original.id),
    pair('document_revision', review.document_revision, snapshot.original.resource.revision),
    pair('document_sha256', review.document_sha256, snapshot.original.sha256),
    pair('document_adequacy', review.document_adequacy, snapshot.original.adequacy),
    pair('draft', `${review.draft_contract} ${review.draft_digest}`, `${snapshot.calculation.contract} ${snapshot.calculation.digest}`),
  ];
}

export interface JournalLinks {
  /** Position in the history of the entry each entry reverses; null when it names one outside this history. */
  reverses: ReadonlyMap<string, number | null>;
  /** Positions of the entries that reverse each entry. */
  reversedBy: ReadonlyMap<string, number[]>;
}

export function journalLinksOf(journals: readonly Journal[]): JournalLinks {
  const positionOf = new Map(journals.map((journal, index) => [journal.id, index]));
  const reverses = new Map<string, number | null>();
  const reversedBy = new Map<string, number[]>();
  journals.forEach((journal, index) => {
    if (journal.reversal_of === '') return;
    const target = positionOf.get(journal.reversal_of);
    reverses.set(journal.id, target ?? null);
    if (target !== undefined) reversedBy.set(journal.reversal_of, [...(reversedBy.get(journal.reversal_of) ?? []), index]);
  });
  return { reverses, reversedBy };
}

function sum<T>(items: readonly T[], amount: (item: T) => number): number {
  return items.reduce((total, item) => total + amount(item), 0);
}
