import { createHash } from 'node:crypto';
import { receiptPdf, storeFilingDocument, type FilingForPaper } from './documents.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Files a filing with its authority, as the sandbox stands in for OmaVero, the Incomes Register and the Trade
 * Register: at once, with the authority's reference and a receipt among the filing's documents.
 */

const AUTHORITY_PREFIX: Record<string, string> = {
  vat_return: 'OV-ALV',
  employer_contributions: 'OV-TA',
  incomes_register_report: 'TULO',
  // form 6B of a limited company or form 5 of a sole trader (docs/decisions/0005-sole-trader-filing-dates.md)
  income_tax_return: 'OV-VI',
  financial_statements: 'PRH-TP',
};

/** The authority's reference of a filing: the same filing at the same moment, the same reference. */
export function referenceOf(customerId: string, filingId: string, kind: string, at: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(`${customerId}|${filingId}|${at}`).digest('hex').slice(0, 12)}`).toString().padStart(12, '0').slice(-12);
  return `${AUTHORITY_PREFIX[kind] ?? 'REF'}-${digits}`;
}

export interface Filer {
  company: { customer_id: string; name: string; business_id: string };
  /** who filed it: the firm's person */
  by: string;
  at: string;
  /** the receipt's document id */
  receiptDocumentId: string;
}

/** Marks the filing filed and stores its receipt; in the caller's transaction. Returns the reference. */
export async function fileFiling(db: Queryable, filing: FilingForPaper & { id: string }, filer: Filer): Promise<string> {
  const { company } = filer;
  const reference = referenceOf(company.customer_id, filing.id, filing.kind, filer.at);
  await db.query(`update filings set state = 'filed', filed_at = $3, filed_reference = $4, filed_by = $5 where customer_id = $1 and id = $2`, [
    company.customer_id,
    filing.id,
    filer.at,
    reference,
    filer.by,
  ]);
  const receipt = receiptPdf(company.name, company.business_id, filing, { reference, at: filer.at, by: filer.by });
  await storeFilingDocument(db, company.customer_id, filing.id, { id: filer.receiptDocumentId, kind: 'receipt', filename: receipt.filename, bytes: receipt.bytes, at: filer.at });
  return reference;
}
