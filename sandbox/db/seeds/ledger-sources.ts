import type { Transaction } from '@electric-sql/pglite';
import { periodOf } from '../../../src/api/schemas/calendar.ts';
import { AGENT, FIRM, credit, debit, vatBasisPointsOn, vatCodeOn, vatOfGross, type LedgerPlan } from './ledger-plan.ts';

/**
 * The entries the ledger seed books from what the other seeds already hold: the company's posted purchase
 * bills (and their payments), its approved payroll runs and its acquirer's card settlements and fees.
 */

/** A payroll run's totals as its approval froze them (payroll_draft_runs.approved_snapshot). */
export interface PayrollTotals {
  gross_cents: number;
  net_cents: number;
  withholding_cents: number;
  employee_pension_cents: number;
  employee_unemployment_cents: number;
  employer_pension_cents: number;
  employer_unemployment_cents: number;
  employer_health_insurance_cents: number;
}

/** A payroll run booked on its payday: wages, the employer's contributions, what is withheld and owed, the net paid. */
export function planPayroll(plan: LedgerPlan, run: { id: string | null; period: string; payday: string; label: string; totals: PayrollTotals }): void {
  const t = run.totals;
  const employerSocial = t.employer_health_insurance_cents + t.employer_unemployment_cents;
  const month = `${run.period.slice(5, 7)}/${run.period.slice(0, 4)}`;
  plan.add({
    id: `${plan.customerId.replace('cus_', '')}-${run.period}-payroll${run.id ? `-${run.id.split('_').pop() ?? ''}` : ''}`,
    date: run.payday,
    description: `${run.label} ${month}`,
    source: { kind: 'payroll_run', id: run.id, label: `${run.label} ${month}` },
    booked_by: FIRM,
    lines: [
      debit('5000', t.gross_cents, `Bruttopalkat ${month}`),
      debit('6100', t.employer_pension_cents, `TyEL, työnantajan osuus ${month}`),
      debit('6300', employerSocial, `Sairausvakuutus- ja työttömyysvakuutusmaksut ${month}`),
      credit('2930', t.withholding_cents, `Ennakonpidätykset ${month}`),
      credit('2940', employerSocial + t.employee_unemployment_cents, `Sotu- ja työttömyysvakuutusmaksut ${month}`),
      credit('2960', t.employer_pension_cents + t.employee_pension_cents, `TyEL-maksut ${month}`),
      credit('1910', t.net_cents, `Nettopalkat ${month}`, { counterparty: 'Henkilöstö' }),
    ],
  });
}

/**
 * The approved payroll runs, booked from their frozen totals. Returns the months the seeded runs cover,
 * approved or not: a month whose run is still a draft has no wages booked yet.
 */
export async function planApprovedPayrollRuns(tx: Transaction, plan: LedgerPlan): Promise<Set<string>> {
  const runs = (
    await tx.query<{ id: string; period: string; payment_date: string; totals: PayrollTotals }>(
      `select id, period, to_char(payment_date, 'YYYY-MM-DD') as payment_date, approved_snapshot->'totals' as totals
       from payroll_draft_runs where customer_id = $1 and status = 'approved' and period >= $2 and payment_date <= $3::date
       order by period, id`,
      [plan.customerId, plan.range.firstMonth, plan.range.lastDay],
    )
  ).rows;
  for (const run of runs) {
    planPayroll(plan, { id: run.id, period: run.period, payday: run.payment_date, label: run.id.endsWith('hourly') ? 'Tuntipalkat' : 'Palkat', totals: run.totals });
  }
  const periods = await tx.query<{ period: string }>('select distinct period from payroll_draft_runs where customer_id = $1', [plan.customerId]);
  return new Set(periods.rows.map((row) => row.period));
}

/**
 * The posted purchase bills, each booked on its issue date on the accounts of its lines, and paid on its due
 * date when paid. The dates are the bills' as stored by the bills' seed (which moves them with the seeding day),
 * never the authored ones, so that a bill and its entries tell the same day; a payment due after the last day
 * booked is not booked yet.
 */
export async function planPostedBills(tx: Transaction, plan: LedgerPlan): Promise<void> {
  const bills = (
    await tx.query<{ id: string; number: string; supplier: string; issue_date: string; due_date: string; status: string; total_cents: number; vat_cents: number; document_id: string | null }>(
      `select b.id, b.number, b.supplier, to_char(b.issue_date, 'YYYY-MM-DD') as issue_date, to_char(b.due_date, 'YYYY-MM-DD') as due_date,
         b.status, b.total_cents, b.vat_cents, o.id as document_id
       from purchase_bills b
       left join purchase_bill_originals o on o.customer_id = b.customer_id and o.bill_id = b.id
       where b.customer_id = $1 and b.posting_state = 'posted' and b.issue_date >= $2::date
       order by b.issue_date, b.id`,
      [plan.customerId, `${plan.range.firstMonth}-01`],
    )
  ).rows;
  let index = 0;
  for (const bill of bills) {
    index += 1;
    const lines = (
      await tx.query<{ description: string; expense_account_code: string; vat_code: string; vat_rate_basis_points: number; net_cents: number; vat_cents: number }>(
        `select description, expense_account_code, vat_code, vat_rate_basis_points, net_cents, vat_cents
         from purchase_bill_lines where customer_id = $1 and bill_id = $2 order by position`,
        [plan.customerId, bill.id],
      )
    ).rows;
    const label = `Lasku ${bill.number} ${bill.supplier}`;
    const source = { kind: 'purchase_bill', id: bill.id, label };
    const entryId = `${plan.customerId.replace('cus_', '')}-${periodOf(bill.issue_date)}-bill-${index}`;
    plan.add({
      id: entryId,
      date: bill.issue_date,
      description: label,
      source,
      document_id: bill.document_id,
      booked_by: AGENT,
      lines: [
        ...lines.map((line) =>
          debit(line.expense_account_code, line.net_cents, line.description, {
            counterparty: bill.supplier,
            vat_code: (line.vat_rate_basis_points / 100).toString(),
            vat_cents: line.vat_cents,
          }),
        ),
        debit('1763', bill.vat_cents, `ALV ${label}`),
        credit('2871', bill.total_cents, label, { counterparty: bill.supplier }),
      ],
    });
    if (bill.status === 'paid') {
      plan.add({
        id: `${entryId}-paid`,
        date: bill.due_date,
        description: `Maksu: ${label}`,
        source,
        booked_by: AGENT,
        lines: [debit('2871', bill.total_cents, `Maksu: ${label}`, { counterparty: bill.supplier }), credit('1910', bill.total_cents, `Maksu: ${label}`, { counterparty: bill.supplier })],
      });
    }
  }
}

/** The acquirer's card settlements and fees, one entry each a month and connection: card sales with their VAT into the bank, fees out of it. */
export async function planCardSettlements(tx: Transaction, plan: LedgerPlan): Promise<void> {
  const months = (
    await tx.query<{ connection_id: string; display_name: string; period: string; last_day: string; sales_cents: number; fees_cents: number }>(
      `select c.id as connection_id, c.display_name, to_char(r.record_date, 'YYYY-MM') as period, to_char(max(r.record_date), 'YYYY-MM-DD') as last_day,
         coalesce(sum(r.amount_cents) filter (where r.kind = 'card_settlement'), 0)::float8 as sales_cents,
         coalesce(-sum(r.amount_cents) filter (where r.kind = 'card_fee'), 0)::float8 as fees_cents
       from connection_records r join connections c on c.id = r.connection_id
       where c.customer_id = $1 and r.kind in ('card_settlement', 'card_fee') and r.record_date between $2::date and $3::date
       group by c.id, c.display_name, 3
       order by 3, c.id`,
      [plan.customerId, `${plan.range.firstMonth}-01`, plan.range.lastDay],
    )
  ).rows;
  for (const month of months) {
    const label = `Korttitilitykset ${month.display_name} ${month.period.slice(5, 7)}/${month.period.slice(0, 4)}`;
    const vat = vatOfGross(month.sales_cents, vatBasisPointsOn(month.last_day));
    plan.add({
      id: `${plan.customerId.replace('cus_', '')}-${month.period}-cards-${month.connection_id}`,
      date: month.last_day,
      description: label,
      source: { kind: 'acquirer_settlement', id: month.connection_id, label },
      booked_by: AGENT,
      lines: [
        debit('1910', month.sales_cents - month.fees_cents, label, { counterparty: month.display_name }),
        debit('8450', month.fees_cents, `Korttimaksujen palvelumaksut ${month.period}`, { counterparty: month.display_name, vat_code: '0' }),
        credit('3000', month.sales_cents - vat, `Korttimyynti ${month.period}`, { vat_code: vatCodeOn(month.last_day), vat_cents: vat }),
        credit('2939', vat, `ALV korttimyynti ${month.period}`),
      ],
    });
  }
}
