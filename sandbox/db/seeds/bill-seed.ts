/**
 * The shape of a seeded purchase bill (seeds/bills.ts writes each into the tables): its lines with their VAT
 * and deduction, the firm's reviews of its original, its draft and journals, and who may act on it.
 */

/** Who would be eligible for an operation after staff confirmation: company roles, or the firm's staff. */
export type Eligible = 'staff' | 'purchase_invoices' | 'invoice_reviewer';
export const CUSTOMER_BILL_ROLES: Eligible[] = ['purchase_invoices', 'invoice_reviewer'];


export interface LineSeed {
  description: string;
  account: string;
  vatCode: string;
  rate: number;
  net: number;
  deduction: number;
  deductionStatus: string;
  deductionReason: string;
  dimensions?: Record<string, unknown>;
  allocations?: Record<string, unknown>;
}

export interface ReviewSeed {
  id: string;
  decidedAt: string;
  verdict: string;
  reason: string;
  documentId: string;
  documentFilename: string;
  documentRevision: string;
  documentAdequacy: string;
  billRevision: string;
  /** False when the draft has been recalculated since this review. */
  sawCurrentDraft: boolean;
}

export interface JournalSeed {
  id: string;
  entryNumber: string;
  status: string;
  reversalOf?: string;
  reviewId?: string;
  live: boolean;
}

export interface BillSeed {
  customerId: string;
  id: string;
  revision: string;
  number: string;
  supplier: string;
  issueDate: string;
  dueDate: string;
  paid: boolean;
  lines: LineSeed[];
  original: {
    id: string;
    filename: string;
    revision: string;
    adequacy: string;
    status: string;
    /** When the stored revision came in; by default the bill's issue date. */
    uploadedAt?: string;
    /** The due date an earlier revision of the original printed, when a review saw that one. */
    earlierDueDate?: string;
  };
  /** Oldest first; each one after the first supersedes the one before it. */
  reviews: ReviewSeed[];
  reviewState: string;
  reviewReason: string;
  calculation: {
    periodStatus: string;
    reason: string;
    dimensionsAsStated: boolean;
    /** Positions of lines left out of the payable: a draft deliberately calculated from an older revision. */
    payableLeavesOut?: number[];
  };
  journals: JournalSeed[];
  postingState: string;
  postingReady: boolean;
  postingReason: string;
  requiresStaffConfirmation: boolean;
  actions: [operationId: string, version: number, eligible: Eligible[]][];
  /** The supplier's reference (viitenumero) printed on the bill. */
  reference?: string;
  /** The member who made the purchase (docs/decisions/0011: they never decide the bill), by subject. */
  purchasedBy?: string;
  /** The bill names no account to pay to (docs/decisions/0011: it cannot pass its last approval). */
  noAccount?: true;
  /**
   * Why the bill keeps its authored dates on every seeding day: a rate on it was right only before a VAT
   * rate's own change date, which no clock moves.
   */
  keepsDates?: string;
  /** When the other documents its reviews saw (a photographed receipt) came in; by default the issue day at 9.00. */
  otherDocumentsUploadedAt?: string;
}


export const AURORA = 'cus_aurora';
export const BIRCH = 'cus_birch';

/** A line at 25.5 % with the whole VAT deducted, as most of the circulation's bills have. */
export const fullyDeductible = (description: string, account: string, net: number, reason = 'Liiketoiminnan käyttöön; täysi vähennysoikeus.'): LineSeed => ({
  description,
  account,
  vatCode: 'OSTO_25_5',
  rate: 2550,
  net,
  deduction: 10000,
  deductionStatus: 'confirmed',
  deductionReason: reason,
});
