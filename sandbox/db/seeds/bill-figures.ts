import { createHash } from 'node:crypto';
import { invoicePdf, receiptPhotoOf } from './documents.ts';
import type { BillSeed, LineSeed } from './bill-seed.ts';

/** A seeded bill's figures: VAT and deduction by line, the total, the original's bytes and the draft journal's lines. */

export const VAT_RECEIVABLE = '1763';
export const TRADE_PAYABLES = '2871';
export const JOURNAL_CONTRACT = 'purchase-bill-journal/v3';

/** Half-up rounding of a non-negative integer ratio, in integers so that no float enters money. */
export function share(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function vatOf(line: LineSeed): number {
  return share(line.net, line.rate);
}

export function totalOf(bill: BillSeed): number {
  return bill.lines.reduce((sum, line) => sum + line.net + vatOf(line), 0);
}

export function deductibleVatOf(line: LineSeed): number {
  return share(vatOf(line), line.deduction);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The bytes of a bill's original (docs/decisions/0019): the supplier's PDF invoice, made from the bill, in the
 * revision asked for; an earlier revision printed another due date. A review of another document of the
 * bill (a photographed receipt, `.jpg`) saw a photo of it.
 */
export function documentBytes(bill: BillSeed, documentId: string, filename: string, revision: string): Buffer {
  if (documentId !== bill.original.id) {
    return receiptPhotoOf(filename, [bill.supplier, `Lasku ${bill.number}`, ...bill.lines.map((line) => line.description), `Yhteensä ${totalOf(bill) / 100} EUR`]);
  }
  const current = revision === bill.original.revision;
  if (!current && bill.original.earlierDueDate === undefined) throw new Error(`seed: ${bill.id} has no revision ${revision} of its original`);
  return invoicePdf({
    supplier: bill.supplier,
    number: bill.number,
    issueDate: bill.issueDate,
    dueDate: current ? bill.dueDate : (bill.original.earlierDueDate ?? bill.dueDate),
    lines: bill.lines.map((line) => ({ description: line.description, grossCents: line.net + vatOf(line) })),
    totalCents: totalOf(bill),
    vatCents: bill.lines.reduce((sum, line) => sum + vatOf(line), 0),
    revision,
  });
}

export interface DraftLine {
  account_code: string;
  vat_code: string;
  description: string;
  debit_cents: number;
  credit_cents: number;
  dimensions: Record<string, unknown>;
  dimension_allocations: Record<string, unknown>;
}

/**
 * The purchase entry of a bill: each line's expense with its non-deductible VAT, the deductible VAT
 * per VAT code to the receivable, and the gross total to trade payables.
 */
export function draftLinesOf(bill: BillSeed): DraftLine[] {
  const lines: DraftLine[] = bill.lines.map((line) => ({
    account_code: line.account,
    vat_code: line.vatCode,
    description: line.description,
    debit_cents: line.net + vatOf(line) - deductibleVatOf(line),
    credit_cents: 0,
    dimensions: line.dimensions ?? {},
    dimension_allocations: line.allocations ?? {},
  }));
  const deductibleByCode = new Map<string, number>();
  for (const line of bill.lines) {
    const deductible = deductibleVatOf(line);
    if (deductible > 0) deductibleByCode.set(line.vatCode, (deductibleByCode.get(line.vatCode) ?? 0) + deductible);
  }
  for (const [vatCode, cents] of deductibleByCode) {
    lines.push({
      account_code: VAT_RECEIVABLE,
      vat_code: vatCode,
      description: `Arvonlisäverosaaminen ${vatCode}`,
      debit_cents: cents,
      credit_cents: 0,
      dimensions: {},
      dimension_allocations: {},
    });
  }
  const leftOut = new Set(bill.calculation.payableLeavesOut ?? []);
  const payable = bill.lines
    .filter((_line, index) => !leftOut.has(index + 1))
    .reduce((sum, line) => sum + line.net + vatOf(line), 0);
  lines.push({
    account_code: TRADE_PAYABLES,
    vat_code: '',
    description: `Ostovelka ${bill.supplier}, lasku ${bill.number}`,
    debit_cents: 0,
    credit_cents: payable,
    dimensions: {},
    dimension_allocations: {},
  });
  return lines;
}
