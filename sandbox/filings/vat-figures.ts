import { createHash } from 'node:crypto';
import type { Filing } from '../../src/api/schemas/filings.ts';
import { vatPeriodDays } from './due-dates.ts';
import type { Queryable } from '../db/database.ts';

/**
 * A VAT return's boxes (OmaVero, "Arvonlisäveroilmoitus") computed from the ledger (docs/decisions/0014): each ledger row
 * that carries a `vat_code` is a sale (on a revenue account) or a purchase (on any other account), and its
 * `vat_cents` the tax on it. A credit on a revenue account is a sale, a debit a refund of one; a debit on a
 * purchase account is deductible tax, a credit a return of it.
 */

export type FilingFigure = NonNullable<Filing['figures']>[number];

/** The rates of tax on domestic sales, each the form's box for the periods it was in force. */
const RATES: readonly { code: string; key: string; label: string; from: string; to: string }[] = [
  { code: '25.5', key: 'sales_25_5', label: 'Vero kotimaan myynnistä, 25,5 %', from: '2024-09-01', to: '9999-12-31' },
  { code: '24', key: 'sales_24', label: 'Vero kotimaan myynnistä, 24 %', from: '0001-01-01', to: '2024-08-31' },
  { code: '14', key: 'sales_14', label: 'Vero kotimaan myynnistä, 14 %', from: '0001-01-01', to: '9999-12-31' },
  { code: '13.5', key: 'sales_13_5', label: 'Vero kotimaan myynnistä, 13,5 %', from: '2026-01-01', to: '9999-12-31' },
  { code: '10', key: 'sales_10', label: 'Vero kotimaan myynnistä, 10 %', from: '0001-01-01', to: '9999-12-31' },
];

interface VatRow {
  vat_code: string;
  kind: string;
  /** credits less debits of the rows' amounts */
  net_credit: string | number;
  /** the rows' tax, signed as their amounts: a credit positive */
  tax_credit: string | number;
}

/**
 * The boxes of one VAT period (`YYYY-MM`, `YYYY-Qn` or `YYYY`), in the form's order: the tax on sales by rate
 * (each rate in force in the period, and any other that has rows), their total, the deductible tax, the tax
 * payable (negative: refundable), and the turnover taxed at 0 %.
 */
export async function vatFiguresOf(db: Queryable, customerId: string, period: string): Promise<FilingFigure[]> {
  const { from, to } = vatPeriodDays(period);
  const rows = (
    await db.query<VatRow>(
      `select r.vat_code, a.kind,
              sum(r.credit_cents - r.debit_cents) as net_credit,
              sum(case when r.credit_cents > 0 then coalesce(r.vat_cents, 0) else -coalesce(r.vat_cents, 0) end) as tax_credit
         from ledger_rows r join ledger_accounts a on a.customer_id = r.customer_id and a.code = r.account_code
        where r.customer_id = $1 and r.entry_date between $2::date and $3::date and r.vat_code is not null
        group by r.vat_code, a.kind`,
      [customerId, from, to],
    )
  ).rows;
  const salesTax = new Map<string, number>();
  let deductible = 0;
  let zeroRated = 0;
  for (const row of rows) {
    const tax = Number(row.tax_credit);
    if (row.kind === 'revenue') {
      if (row.vat_code === '0') zeroRated += Number(row.net_credit);
      else salesTax.set(row.vat_code, (salesTax.get(row.vat_code) ?? 0) + tax);
    } else {
      deductible -= tax;
    }
  }
  const figures: FilingFigure[] = [];
  for (const rate of RATES) {
    if ((rate.from <= to && rate.to >= from) || salesTax.has(rate.code)) figures.push({ key: rate.key, label: rate.label, amount_cents: salesTax.get(rate.code) ?? 0 });
  }
  for (const [code, amount] of salesTax) {
    // a rate the form of these years does not have is still shown, by its code, never dropped
    if (!RATES.some((rate) => rate.code === code)) figures.push({ key: `sales_${code.replace('.', '_')}`, label: `Vero kotimaan myynnistä, ${code.replace('.', ',')} %`, amount_cents: amount });
  }
  const taxOnSales = [...salesTax.values()].reduce((sum, amount) => sum + amount, 0);
  figures.push(
    { key: 'tax_on_sales', label: 'Vero kotimaan myynnistä yhteensä', amount_cents: taxOnSales },
    { key: 'deductible_tax', label: 'Verokauden vähennettävä vero', amount_cents: deductible },
    { key: 'tax_payable', label: 'Maksettava vero (+) tai palautukseen oikeuttava vero (−)', amount_cents: taxOnSales - deductible },
    { key: 'zero_rated_sales', label: '0-verokannan alainen liikevaihto', amount_cents: zeroRated },
  );
  return figures;
}

/**
 * Names exactly these figures: the sha256 of their keys, labels and amounts in order, as JSON arrays (a form
 * that no key order or whitespace can change). A review is bound to it.
 */
export function figuresDigest(figures: readonly FilingFigure[]): string {
  const canonical = JSON.stringify(figures.map((figure) => [figure.key, figure.label, figure.amount_cents]));
  return `sha256:${createHash('sha256').update(canonical).digest('hex')}`;
}
