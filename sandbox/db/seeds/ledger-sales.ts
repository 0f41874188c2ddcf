import { addDays } from '../../../src/api/schemas/calendar.ts';
import type { Transaction } from '@electric-sql/pglite';
import { pdfDocument } from '../../documents/document-files.ts';
import { seedDocument } from './documents.ts';
import { euros, finnishDate } from '../../documents/document-texts.ts';
import { AGENT, credit, dayOf, debit, unitOf, vatBasisPointsOn, vatCodeOn, type LedgerPlan } from './ledger-plan.ts';
import { sizeOf, type CompanyProfile } from './ledger-profiles.ts';

/**
 * Days a sales invoice gives its customer; the customer pays on the due date. Thirty days, longer than the
 * gap between two invoices: the month's second invoice (dated after the middle of the month) is still owed when
 * the next month's first is sent, so customers owe the company for invoices not yet due on every day of the
 * seed, at a month's end and on the seeding day alike, as a real company's are (`receivables` positive;
 * docs/sandbox.md). With three weeks a day could fall between one invoice paid and the next not yet sent.
 */
const PAYMENT_TERM_DAYS = 30;

export interface SalesInvoice {
  number: string;
  customer: string;
  service: string;
  date: string;
  dueDate: string;
  netCents: number;
  vatCents: number;
  basisPoints: number;
}

/** A sales invoice as the company sent it: its original, so that a revenue row leads to the paper behind it. */
export function salesInvoicePdf(profile: CompanyProfile, invoice: SalesInvoice): Buffer {
  return pdfDocument(`${profile.name} ${invoice.number}`, [
    { text: profile.name, size: 18, bold: true },
    { text: 'LASKU', size: 14, bold: true },
    { text: `Laskun numero: ${invoice.number}` },
    { text: `Laskun päivämäärä: ${finnishDate(invoice.date)}` },
    { text: `Eräpäivä: ${finnishDate(invoice.dueDate)}` },
    { text: `Asiakas: ${invoice.customer}` },
    { text: ' ' },
    { text: `${invoice.service}   ${euros(invoice.netCents)}` },
    { text: `Arvonlisävero ${(invoice.basisPoints / 100).toString().replace('.', ',')} %: ${euros(invoice.vatCents)}` },
    { text: `Yhteensä: ${euros(invoice.netCents + invoice.vatCents)}`, size: 13, bold: true },
  ]);
}

/**
 * The month's sales invoices: each booked on its date (receivable, revenue, VAT) with its PDF original stored
 * as a document, and its payment into the bank on the due date. `sequence` numbers the invoices of the year.
 * Returns the month's invoiced net sales.
 */
export async function planSales(tx: Transaction, plan: LedgerPlan, profile: CompanyProfile, period: string, sequence: { year: string; next: number }): Promise<number> {
  let invoicedNetCents = 0;
  if (sequence.year !== period.slice(0, 4)) Object.assign(sequence, { year: period.slice(0, 4), next: 1 });
  for (let index = 0; index < profile.invoicesPerMonth; index += 1) {
    const date = dayOf(period, 4 + Math.floor((index * 24) / profile.invoicesPerMonth) + Math.floor(unitOf(`${profile.slug}${period}day${index}`) * 4));
    if (date > plan.range.lastDay) continue;
    const number = `${sequence.year}-${String(sequence.next).padStart(3, '0')}`;
    sequence.next += 1;
    const basisPoints = vatBasisPointsOn(date);
    const netCents = Math.round((profile.invoiceNetCents * sizeOf(profile, plan.range.firstMonth, period) * (0.75 + unitOf(`${profile.slug}${number}`) * 0.5)) / 100) * 100;
    const invoice: SalesInvoice = {
      number,
      customer: profile.customers[(Number(period.slice(5, 7)) * profile.invoicesPerMonth + index) % profile.customers.length] ?? profile.name,
      service: profile.services[Math.floor(unitOf(`${profile.slug}${number}service`) * profile.services.length)] ?? profile.services[0] ?? 'Myynti',
      date,
      dueDate: addDays(date, PAYMENT_TERM_DAYS),
      netCents,
      vatCents: Math.round((netCents * basisPoints) / 10000),
      basisPoints,
    };
    invoicedNetCents += netCents;
    const documentId = `doc_${profile.slug}_sale_${number.replace('-', '_')}`;
    await seedDocument(
      tx,
      {
        customerId: profile.customerId,
        id: documentId,
        filename: `myyntilasku-${number}.pdf`,
        contentType: 'application/pdf',
        uploadedAt: `${date}T08:00:00Z`,
        bytes: salesInvoicePdf(profile, invoice),
      },
      // booked: the ingest list names every document, and this one is in the books
      { fixed: { state: 'booked', detail: null } },
    );
    const label = `Myyntilasku ${number} ${invoice.customer}`;
    const source = { kind: 'sales', id: number, label };
    const gross = invoice.netCents + invoice.vatCents;
    const entryId = `${profile.slug}-${period}-sale-${number}`;
    plan.add({
      id: entryId,
      date,
      description: label,
      source,
      document_id: documentId,
      booked_by: AGENT,
      lines: [
        debit('1700', gross, label, { counterparty: invoice.customer }),
        credit('3000', invoice.netCents, `${invoice.service}, ${invoice.customer}`, { counterparty: invoice.customer, vat_code: vatCodeOn(date), vat_cents: invoice.vatCents }),
        credit('2939', invoice.vatCents, `ALV ${label}`),
      ],
    });
    plan.add({
      id: `${entryId}-paid`,
      date: invoice.dueDate,
      description: `Suoritus: ${label}`,
      source: { kind: 'bank_row', id: null, label: `Pankki: ${invoice.customer}, lasku ${number}` },
      booked_by: AGENT,
      lines: [debit('1910', gross, `Suoritus: ${label}`, { counterparty: invoice.customer }), credit('1700', gross, `Suoritus: ${label}`, { counterparty: invoice.customer })],
    });
  }
  return invoicedNetCents;
}
