import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { BasisPoints, Cents, CustomerId, IsoDate, Period, Timestamp, freeText } from './common.ts';

// --- Payroll run (docs/decisions/0018) ------------------------------------------------

export const PAYROLL_RUN_STATUSES = ['draft', 'approved', 'returned', 'voided', 'paid'] as const;

export const PayrollRunStatus = openValues(PAYROLL_RUN_STATUSES).meta({
  id: 'PayrollRunStatus',
  description:
    '`draft`: computed from the contracts, tax cards and rates in force, waiting for approval; `returned`: an approver returned the draft to the accounting firm with a comment, and it cannot be approved; `approved`: its figures are frozen and a payment batch awaits release (or failed); `voided`: a change to what it computes from replaced it (by the draft named in `replaced_by`); `paid`: its payment batch was delivered to the bank.',
  'x-assumption': 'The spec does not show the states of payroll runs: docs/decisions/0018 (read tolerantly by the portal).',
});

export const PAYROLL_RUN_KINDS = ['monthly', 'hourly'] as const;

export const PayrollRunKind = openValues(PAYROLL_RUN_KINDS).meta({
  id: 'PayrollRunKind',
  description: '`monthly`: monthly salaries; `hourly`: hourly wages.',
  'x-assumption':
    'docs/decisions/0018 names `kind` without values: a run holding only hourly contracts is `hourly`, any other `monthly`.',
});

export const PayslipLine = z
  .object({
    kind: openValues(['monthly_salary', 'hourly_wage'] as const).describe(
      '`monthly_salary`: the month (or the employed share of it); `hourly_wage`: hours × hourly rate',
    ),
    description: z.string(),
    quantity: z.number().describe('months (1 for a whole month, the employed share otherwise) or hours'),
    unit_cents: Cents,
    amount_cents: Cents,
  })
  .meta({ id: 'PayslipLine', description: 'One earning of a payslip.' });

export const PayslipWithholding = z
  .object({
    base_basis_points: BasisPoints,
    additional_basis_points: BasisPoints,
    income_ceiling_cents: Cents.nullable().describe('null when the employee has no tax card: the no-card rate applies to all income'),
    income_before_cents: Cents.describe('income since the card took effect, before this run'),
    amount_cents: Cents,
    base_part_cents: Cents.describe('the part of gross withheld at the base rate'),
    additional_part_cents: Cents.describe('the part of gross above the ceiling, withheld at the additional rate'),
  })
  .meta({
    id: 'PayslipWithholding',
    'x-assumption':
      'docs/decisions/0018: {base_basis_points, additional_basis_points, income_ceiling_cents, income_before_cents, amount_cents}. Additive: base_part_cents and additional_part_cents say how gross splits at the ceiling.',
  });

export const Payslip = z
  .object({
    employee_id: z.string(),
    contract_id: z.string(),
    name: z.string(),
    lines: rows(z.array(PayslipLine)),
    gross_cents: Cents,
    withholding: PayslipWithholding,
    employee_pension_cents: Cents,
    employee_unemployment_cents: Cents,
    net_cents: Cents,
    iban_masked: z.string().nullable().describe('the payee account with all but its country, check digits and last four characters hidden; null when none is on file'),
    employee_pension_basis_points: BasisPoints,
    employer_pension_cents: Cents,
    employer_health_insurance_cents: Cents,
    employer_unemployment_cents: Cents,
  })
  .meta({
    id: 'Payslip',
    'x-assumption':
      'docs/decisions/0018. Additive: employee_pension_basis_points (the contract’s rate, else the year’s) and the employer contributions of the payslip, whose sums are the run’s totals.',
  });
export type Payslip = z.infer<typeof Payslip>;

export const PayrollRates = z
  .object({
    year: z.int().describe('the year whose published rates were used'),
    employee_pension_basis_points: BasisPoints,
    employee_unemployment_basis_points: BasisPoints,
    employer_pension_basis_points: BasisPoints,
    employer_health_insurance_basis_points: BasisPoints,
    employer_unemployment_basis_points: BasisPoints,
    employer_unemployment_above_limit_basis_points: BasisPoints,
    employer_unemployment_payroll_limit_cents: Cents,
    no_tax_card_withholding_basis_points: BasisPoints,
  })
  .meta({
    id: 'PayrollRates',
    'x-assumption':
      'docs/decisions/0018: the basis points used, with their year. A period of a year without published rates in the service’s table uses the latest earlier year’s, and `year` says which.',
  });
export type PayrollRates = z.infer<typeof PayrollRates>;

export const PayrollRunTotals = z
  .object({
    gross_cents: Cents,
    withholding_cents: Cents,
    employee_pension_cents: Cents,
    employee_unemployment_cents: Cents,
    net_cents: Cents,
    employer_pension_cents: Cents,
    employer_health_insurance_cents: Cents,
    employer_unemployment_cents: Cents,
    employer_cost_cents: Cents,
  })
  .meta({ id: 'PayrollRunTotals', description: 'Sums of the payslips; employer_cost_cents = gross + the employer contributions.' });

export const NamedAct = z
  .object({ name: z.string(), email: z.string(), at: Timestamp })
  .meta({ id: 'NamedAct', description: 'Who did it (the person’s name and email from their session) and when.' });

export const RunReturn = NamedAct.extend({ comment: z.string().describe('what the approver asks the accounting firm to check or change') }).meta({
  id: 'PayrollRunReturn',
  description: 'Who returned the draft to the accounting firm, when, and their comment.',
});

export const PayrollRun = z
  .object({
    id: z.string(),
    label: z.string(),
    period: Period,
    kind: PayrollRunKind,
    payment_date: IsoDate,
    status: PayrollRunStatus,
    digest: z.string().describe('SHA-256 (hex) over what the run computes from: contracts, tax cards, payee accounts, income before and rates'),
    totals: PayrollRunTotals,
    payslips: rows(z.array(Payslip)),
    rates: PayrollRates,
    approved: NamedAct.nullable(),
    payment_batch_id: z.string().nullable(),
    replaces: z.string().nullable().optional().describe('the voided run this draft was recomputed from; null when it replaces none'),
    replaced_by: z.string().nullable().optional().describe('of a voided run: the draft recomputed in its place; null otherwise'),
    returned: RunReturn.nullable().optional().describe('of a returned run: who returned it, when and why; null otherwise'),
  })
  .meta({
    id: 'PayrollRun',
    'x-assumption':
      'docs/decisions/0018. A draft (or voided) run is computed when read; an approved run answers the figures frozen at its approval. How the service computes (its decisions, where the spec is silent): every amount is rounded once to the nearest cent, halves up; an hourly contract is paid its weekly hours × the employed weekdays of the month ÷ 5 (the service keeps no hours per employee); a month employed in part is paid salary × employed days ÷ days of the month; income before counts the runs approved in the service and, for other months since the card took effect, what the contract earns; an employee without a tax card is withheld at the year’s no-card rate; an approved run’s payment batch pays each payslip’s net to the account on file at approval. Additive (0018): `replaces`/`replaced_by` link a voided run and the draft recomputed in its place, and `returned` tells of a draft returned to the accounting firm; the service always sends them, the portal reads them as optional.',
  });
export type PayrollRun = z.infer<typeof PayrollRun>;

export const PayrollRunPath = z.strictObject({ run_id: freeText({ min: 1 }).describe('payroll run ID') });

export const PayrollRunQuery = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({ id: 'PayrollRunQuery' });

export const PayrollRunResponse = z
  .object({ customer_id: CustomerId, run: PayrollRun })
  .meta({ id: 'PayrollRunResponse', 'x-assumption': 'docs/decisions/0018: {customer_id, run}.' });
export type PayrollRunResponse = z.infer<typeof PayrollRunResponse>;

export const PayrollRunApproval = z
  .strictObject({
    customer_id: CustomerId.optional(),
    digest: freeText({ min: 1 }).describe('the digest of the run as the person saw it'),
  })
  .meta({
    id: 'PayrollRunApproval',
    'x-assumption': 'docs/decisions/0018: {customer_id?, digest}.',
  });
export type PayrollRunApproval = z.infer<typeof PayrollRunApproval>;

export const PayrollRunCreation = z
  .strictObject({
    customer_id: CustomerId.optional(),
    period: Period,
    kind: z.enum(PAYROLL_RUN_KINDS).describe('`monthly` holds the monthly contracts employed in the period, `hourly` the hourly ones'),
  })
  .meta({
    id: 'PayrollRunCreation',
    'x-assumption': 'docs/decisions/0018: {customer_id?, period, kind}; the payday is the last day of the period, as every run’s.',
  });
export type PayrollRunCreation = z.infer<typeof PayrollRunCreation>;

export const PayrollRunReturnRequest = z
  .strictObject({
    customer_id: CustomerId.optional(),
    digest: freeText({ min: 1 }).describe('the digest of the run as the person saw it'),
    comment: freeText({ min: 1, max: 2000, prose: true }).describe('why the run goes back to the accounting firm (trimmed; 1–2000 characters)'),
  })
  .meta({
    id: 'PayrollRunReturnRequest',
    'x-assumption': 'docs/decisions/0018: {customer_id?, digest, comment}; the comment is required.',
  });
export type PayrollRunReturnRequest = z.infer<typeof PayrollRunReturnRequest>;
