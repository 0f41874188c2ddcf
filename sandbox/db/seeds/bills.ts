import type { Transaction } from '@electric-sql/pglite';
import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { AUTHORED_DAY, finnishDay, finnishMonth, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { seedDocument } from './documents.ts';
import { sha256Of } from '../../documents/document-texts.ts';
import type { BillSeed } from './bill-seed.ts';
import { JOURNAL_CONTRACT, documentBytes, draftLinesOf, sha256, vatOf } from './bill-figures.ts';
import { BILLS_IN_REVIEW } from './bills-in-review.ts';
import { BILLS_HELD_BACK } from './bills-held-back.ts';
import { BILLS_POSTED } from './bills-posted.ts';
import { SOLE_TRADER_BILLS } from './bills-sole-trader.ts';
import { CIRCULATION_BILLS } from './bills-circulating.ts';

/**
 * Purchase bills of Aurora Oy and Birch Tmi. Each bill covers a state the review page has to
 * show; the amounts are computed (bill-figures.ts) from each line's net amount, rate and deduction, so that every
 * line's net + VAT = gross, the bill's totals are the sums of its lines and a draft journal balances
 * unless a bill deliberately says otherwise. Finnish purchase-ledger accounts: 1763 VAT receivable,
 * 2871 trade payables, 7xxx expenses.
 */

/**
 * The suppliers' accounts the bills name (docs/decisions/0010), held as sandbox/providers/payee-register.ts says: most
 * under the supplier's own name; Kespro Oy's under its Swedish name (a close match), Puukeskus Oy's by a private
 * person (no match); Neste Oyj's bank does not answer the payee check (unavailable).
 */
const SUPPLIER_ACCOUNTS: Readonly<Record<string, string>> = {
  'Lyreco Finland Oy': 'FI0912345600001001',
  'Helen Oy': 'FI1215903000002002',
  'Elisa Oyj': 'FI0620003800003003',
  'Verkkokauppa.com Oyj': 'FI8731313000004004',
  'Suomalainen Kirjakauppa Oy': 'FI0240050000005005',
  'Royal Ravintolat Oy': 'FI1347110000006006',
  'LeasePlan Finland Oy': 'FI2250001200007007',
  'Kespro Oy': 'FI4457990000008008',
  'Fazer Food Services Oy': 'FI3460000000009009',
  'Neste Oyj': 'FI5666010000010010',
  'Puukeskus Oy': 'FI5971100000011011',
  'Rautakesko Oy': 'FI6380001000012012',
  'Scandic Hotels Oy': 'FI7140050000015015',
};

/**
 * The bills as written on the authored day (seed-clock.ts AUTHORED_DAY); `billOn` moves them to the seeding day.
 * Every bill waiting for its check or approval is due after the authored day (and so after any seeding day), and
 * those due dates stay clear of the purchase batch of 1.12.2026 (pb-2026-0448, pb-2026-0449) by more days than
 * moving on to a banking day can close, so that approving one in a test never joins that batch.
 */
const BILLS: BillSeed[] = [...BILLS_IN_REVIEW, ...BILLS_HELD_BACK, ...BILLS_POSTED, ...SOLE_TRADER_BILLS];


async function insertBill(tx: Transaction, bill: BillSeed): Promise<void> {
  const { customerId: c, id } = bill;
  const total = bill.lines.reduce((sum, line) => sum + line.net + vatOf(line), 0);
  const vat = bill.lines.reduce((sum, line) => sum + vatOf(line), 0);
  const resourceUri = `/purchase-bills/${encodeURIComponent(id)}`;
  await tx.query(
    `insert into purchase_bills (customer_id, id, resource_uri, revision, number, supplier, issue_date, due_date, currency,
       status, total_cents, vat_cents, open_cents, review_state, review_reason, calculation_reason, posting_state,
       posting_ready, posting_reason, requires_staff_confirmation, supplier_iban, reference, purchased_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'EUR', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      c,
      id,
      resourceUri,
      bill.revision,
      bill.number,
      bill.supplier,
      bill.issueDate,
      bill.dueDate,
      bill.paid ? 'paid' : 'open',
      total,
      vat,
      bill.paid ? 0 : total,
      bill.reviewState,
      bill.reviewReason,
      bill.calculation.reason,
      bill.postingState,
      bill.postingReady,
      bill.postingReason,
      bill.requiresStaffConfirmation,
      bill.noAccount ? null : (SUPPLIER_ACCOUNTS[bill.supplier] ?? null),
      bill.reference ?? null,
      bill.purchasedBy ?? null,
    ],
  );
  for (const [index, line] of bill.lines.entries()) {
    const lineVat = vatOf(line);
    await tx.query(
      `insert into purchase_bill_lines (customer_id, bill_id, position, description, expense_account_code, vat_code,
         vat_rate_basis_points, net_cents, vat_cents, gross_cents, deduction_basis_points, deduction_review_status, deduction_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [c, id, index + 1, line.description, line.account, line.vatCode, line.rate, line.net, lineVat, line.net + lineVat, line.deduction, line.deductionStatus, line.deductionReason],
    );
  }
  const original = bill.original;
  const originalBytes = documentBytes(bill, original.id, original.filename, original.revision);
  // The original is a document of the company (docs/decisions/0019), read at its resource URI; a booked bill's file is booked.
  await seedDocument(
    tx,
    {
      customerId: c,
      id: original.id,
      filename: original.filename,
      contentType: 'application/pdf',
      uploadedAt: original.uploadedAt ?? `${bill.issueDate}T10:00:00+02:00`,
      bytes: originalBytes,
    },
    { fixed: { state: bill.postingState === 'posted' ? 'booked' : 'parsed', detail: null } },
  );
  await tx.query(
    `insert into purchase_bill_originals (customer_id, bill_id, id, filename, resource_uri, revision, sha256, adequacy, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [c, id, original.id, original.filename, `/documents/${original.id}`, original.revision, sha256Of(originalBytes), original.adequacy, original.status],
  );
  // Another document a review saw (a photographed receipt the PDF replaced) is a document of the company too.
  const seeded = new Set([original.id]);
  for (const review of bill.reviews) {
    if (seeded.has(review.documentId)) continue;
    seeded.add(review.documentId);
    await seedDocument(
      tx,
      {
        customerId: c,
        id: review.documentId,
        filename: review.documentFilename,
        contentType: 'image/jpeg',
        uploadedAt: bill.otherDocumentsUploadedAt ?? `${bill.issueDate}T09:00:00+02:00`,
        bytes: documentBytes(bill, review.documentId, review.documentFilename, review.documentRevision),
      },
      { fixed: { state: 'parsed', detail: null } },
    );
  }

  const draftLines = draftLinesOf(bill);
  const digest = `sha256:${sha256(JSON.stringify(draftLines))}`;
  const draftId = `draft_${sha256(`${c}\n${id}`).slice(0, 16)}`;
  const period = bill.issueDate.slice(0, 7);
  const debit = draftLines.reduce((sum, line) => sum + line.debit_cents, 0);
  const credit = draftLines.reduce((sum, line) => sum + line.credit_cents, 0);

  let prior: string | null = null;
  for (const review of bill.reviews) {
    const draftDigest = review.sawCurrentDraft ? digest : `sha256:${sha256(`${id}\n${review.billRevision}\n${review.id}`)}`;
    await tx.query(
      `insert into purchase_bill_reviews (customer_id, id, bill_id, decided_at, receipt_uri, document_id, bill_revision,
         document_revision, document_sha256, document_adequacy, verdict, reason, prior_review_id, draft_contract, draft_digest, draft)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        c,
        review.id,
        id,
        review.decidedAt,
        `${resourceUri}/reviews/${review.id}/receipt`,
        review.documentId,
        review.billRevision,
        review.documentRevision,
        sha256Of(documentBytes(bill, review.documentId, review.documentFilename, review.documentRevision)),
        review.documentAdequacy,
        review.verdict,
        review.reason,
        prior,
        JOURNAL_CONTRACT,
        draftDigest,
        JSON.stringify(
          review.sawCurrentDraft
            ? { id: draftId, period, entry_date: bill.issueDate, debit_cents: debit, credit_cents: credit, line_count: draftLines.length }
            : { id: draftId, bill_revision: review.billRevision },
        ),
      ],
    );
    prior = review.id;
  }

  await tx.query(
    `insert into purchase_bill_calculations (customer_id, bill_id, contract, digest, period_status, draft_id, period,
       entry_date, description, source, source_ref, dimensions_as_stated)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'purchase_bill', $10, $11)`,
    [c, id, JOURNAL_CONTRACT, digest, bill.calculation.periodStatus, draftId, period, bill.issueDate, `Ostolasku ${bill.number}, ${bill.supplier}`, id, bill.calculation.dimensionsAsStated],
  );
  for (const [index, line] of draftLines.entries()) {
    await tx.query(
      `insert into purchase_bill_calculation_lines (customer_id, bill_id, position, account_code, vat_code, description,
         debit_cents, credit_cents, dimensions, dimension_allocations)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [c, id, index + 1, line.account_code, line.vat_code, line.description, line.debit_cents, line.credit_cents, JSON.stringify(line.dimensions), JSON.stringify(line.dimension_allocations)],
    );
  }
  for (const [index, journal] of bill.journals.entries()) {
    await tx.query(
      `insert into purchase_bill_journals (customer_id, id, bill_id, position, entry_number, status, reversal_of, review_id, live)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c, journal.id, id, index + 1, journal.entryNumber, journal.status, journal.reversalOf ?? null, journal.reviewId ?? null, journal.live],
    );
  }
  for (const [index, [operationId, version, eligible]] of bill.actions.entries()) {
    await tx.query(
      `insert into purchase_bill_actions (customer_id, bill_id, position, operation_id, operation_version, eligible)
       values ($1, $2, $3, $4, $5, $6)`,
      [c, id, index + 1, operationId, version, eligible],
    );
  }
}

/**
 * A bill's due date on the seeding day: moved as the clock moves due dates, on to a banking day — but one already
 * past on the authored day stays past, where that rolling on would carry it to today or later.
 */
function dueDateOn(clock: SeedClock, authored: string): string {
  const due = clock.dueDate(authored);
  return authored < AUTHORED_DAY && due >= clock.today ? clock.date(authored) : due;
}

/**
 * A text of a bill that names a day or a month, written from the bill's moved dates: `{issued}` its issue day,
 * `{reviewed}` the day of its latest review, `{month}` its issue month (`11/2026`), `{monthBefore}` and
 * `{monthAfter}` the months either side of it (what an energy bill or a lease's rent is for), `{monthBefore-}`
 * the month before as a file name writes it (`10-2026`), `{year}` its issue year.
 */
function textOn(text: string, bill: BillSeed): string {
  const month = bill.issueDate.slice(0, 7);
  const before = shiftPeriod(month, -1);
  const reviewed = bill.reviews.at(-1)?.decidedAt.slice(0, 10);
  return text.replace(/\{(issued|reviewed|month|monthBefore|monthAfter|monthBefore-|year)\}/g, (_token, name: string) => {
    switch (name) {
      case 'issued':
        return finnishDay(bill.issueDate);
      case 'reviewed':
        if (reviewed === undefined) throw new Error(`seed: ${bill.id} names a review it has not had`);
        return finnishDay(reviewed);
      case 'month':
        return finnishMonth(month);
      case 'monthBefore':
        return finnishMonth(before);
      case 'monthAfter':
        return finnishMonth(shiftPeriod(month, 1));
      case 'monthBefore-':
        return `${before.slice(5, 7)}-${before.slice(0, 4)}`;
      default:
        return bill.issueDate.slice(0, 4);
    }
  });
}

/**
 * A bill as seeded on the clock's day (docs/decisions/0001-seed-lives-in-the-present.md): its issue and due
 * dates, reviews and uploads are events and move by whole days (so a bill waiting for its approval is due as
 * many days ahead as on the authored day, and the purchase batch of its due date with it), and its texts that
 * name a day or a month are written from the moved dates. Its draft's period is its moved issue month, so a
 * posting never lands in another month than the bill's date says.
 */
function billOn(clock: SeedClock, authored: BillSeed): BillSeed {
  if (authored.keepsDates !== undefined) return authored;
  const moved: BillSeed = {
    ...authored,
    issueDate: clock.date(authored.issueDate),
    dueDate: dueDateOn(clock, authored.dueDate),
    original: {
      ...authored.original,
      uploadedAt: clock.instant(authored.original.uploadedAt ?? `${authored.issueDate}T10:00:00+02:00`),
      ...(authored.original.earlierDueDate === undefined ? {} : { earlierDueDate: dueDateOn(clock, authored.original.earlierDueDate) }),
    },
    reviews: authored.reviews.map((review) => ({ ...review, decidedAt: clock.instant(review.decidedAt) })),
    otherDocumentsUploadedAt: clock.instant(authored.otherDocumentsUploadedAt ?? `${authored.issueDate}T09:00:00+02:00`),
  };
  const text = (template: string) => textOn(template, moved);
  return {
    ...moved,
    lines: moved.lines.map((line) => ({ ...line, description: text(line.description) })),
    original: { ...moved.original, filename: text(moved.original.filename) },
    reviews: moved.reviews.map((review) => ({ ...review, reason: text(review.reason), documentFilename: text(review.documentFilename) })),
    reviewReason: text(moved.reviewReason),
    calculation: { ...moved.calculation, reason: text(moved.calculation.reason) },
    postingReason: text(moved.postingReason),
  };
}

export const seedBills: SeedStep = async (tx, clock) => {
  for (const bill of [...BILLS, ...CIRCULATION_BILLS]) await insertBill(tx, billOn(clock, bill));
};
