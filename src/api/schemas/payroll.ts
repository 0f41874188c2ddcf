import { z } from '../zod.ts';
import { BasisPoints, Cents, CustomerId, IsoDate, Period, everyListedFieldPresent, freeText } from './common.ts';
import { openValues, rows } from '../reading.ts';
import { Bic, Iban, PersonalIdentityCode } from './finnish-identifiers.ts';
import { PayrollRunKind } from './payroll-runs.ts';

// --- Employment type and pay (assumptions) ------------------------------------------------------

export const EMPLOYMENT_TYPES = ['monthly', 'hourly'] as const;

export const EmploymentType = openValues(EMPLOYMENT_TYPES).meta({
  id: 'EmploymentType',
  description: '`monthly`: paid a monthly salary (monthly_salary_cents); `hourly`: paid an hourly rate (hourly_rate_cents).',
  'x-assumption':
    'The spec types employment_type as a string without listing its values: the contract knows `monthly` and `hourly`, one per pay field of the input (2.6), and refuses any other value with 400.',
});
export type EmploymentType = z.infer<typeof EmploymentType>;

/** A salary or hourly rate: a whole, positive number of cents. */
const payCents = (what: string) =>
  Cents.positive().meta({
    description: `${what}, integer cents, more than 0`,
    'x-assumption': 'The spec types pay as an integer without bounds: a pay of 0 or less is refused with 400.',
  });

// --- Payroll workspace (decision) ----------------------------------------------------------------

export const TaxCard = z
  .object({
    customer_id: CustomerId,
    employee_id: z.string(),
    contract_id: z.string(),
    payment_date: IsoDate,
    outcome: z.string().describe('includes the value `applied`; other values are not shown'),
    changed: z.boolean(),
    includes_stock_options_and_grants: z.boolean(),
    nonresident_progressive_tax_claim: z.boolean(),
    voided_draft_run_ids: z.array(z.string()),
    fetch_id: z.string(),
    environment: z.string().describe('includes the value `test`; other values are not shown'),
    authority_base_basis_points: BasisPoints,
    authority_additional_basis_points: BasisPoints,
    annual_income_ceiling_cents: Cents,
    valid_from: IsoDate,
    employee_requested_minimum_basis_points: BasisPoints,
    applied_base_basis_points: BasisPoints,
    applied_additional_basis_points: BasisPoints,
    note: z.string(),
  })
  .meta({
    id: 'TaxCard',
    description: 'The wage tax card fetched for one payday, as applied to payroll.',
    'x-assumption': everyListedFieldPresent,
  });
export type TaxCard = z.infer<typeof TaxCard>;

export const PayrollWorkspace = z
  .object({
    period: Period,
    employees: rows(
      z.array(
      z.object({
        employee_id: z.string(),
        employee_key: z.string().nullable(),
        name: z.string(),
        contract_id: z.string().nullable(),
        start_date: IsoDate.nullable(),
        end_date: IsoDate.nullable().describe('null while the employment is open-ended'),
        employment_type: EmploymentType.nullable(),
        monthly_salary_cents: Cents.nullable(),
        hourly_rate_cents: Cents.nullable(),
        tax_card: TaxCard.optional().describe('the tax card applied to the period; absent before any fetch'),
        // Additive (assumption): what an edit form needs to show the saved values. Never the identity code itself.
        tax_identifier_masked: z
          .string()
          .optional()
          .describe('the personal identity code with its individual number and check character hidden, e.g. `131052-****`'),
        weekly_hours: z.number().nullable().optional(),
        withholding_basis_points: BasisPoints.nullable().optional().describe('base withholding rate in force on the contract'),
        pension_basis_points: BasisPoints.nullable().optional().describe('employee pension rate'),
        tax_card_additional_basis_points: BasisPoints.nullable().optional().describe('additional withholding rate in force'),
        tax_card_income_ceiling_cents: Cents.nullable().optional(),
        tax_card_effective_from: IsoDate.nullable().optional(),
        employee_requested_minimum_basis_points: BasisPoints.nullable()
          .optional()
          .describe('the base withholding rate the employee asked for at least; null when they asked for none'),
      }),
    ),
    ),
    draft_runs: rows(
      z.array(
        z.object({
          id: z.string(),
          status: z.string(),
          payment_date: IsoDate,
          kind: PayrollRunKind.optional(),
          replaces: z.string().nullable().optional(),
          replaced_by: z.string().nullable().optional(),
        }),
      ),
    ),
  })
  .meta({
    id: 'PayrollWorkspace',
    description: 'Payroll workspace of one period: the same object the employee and tax-card results carry.',
    'x-assumption':
      'docs/decisions/0016: {period, employees: [{employee_id, employee_key, name, contract_id, start_date, end_date, employment_type, monthly_salary_cents, hourly_rate_cents, tax_card?}], draft_runs: [{id, status, payment_date}]}. Employee fields other than employee_id and name are null when not set; tax_card reuses the shape of the tax-card fetch result (2.8) because its own shape is not shown. Additive: each employee may also carry tax_identifier_masked (never the full code), weekly_hours and the contract’s withholding, pension and tax-card fields under the names of the employee input (2.6), so that an edit shows what is saved. Draft run status is `draft`, `returned`, `voided`, `approved` or `paid` (docs/decisions/0018; each run readable at GET /payroll/runs/{run_id}). Additive (docs/decisions/0018): each draft run may carry its `kind` and the `replaces`/`replaced_by` links between a voided run and the draft recomputed in its place (the service sends them; read as optional).',
  });
export type PayrollWorkspace = z.infer<typeof PayrollWorkspace>;

export const PayrollWorkspaceQuery = z
  .strictObject({ customer_id: CustomerId.optional(), period: Period })
  .meta({ id: 'PayrollWorkspaceQuery', 'x-assumption': 'docs/decisions/0016: GET /payroll/workspace?period=YYYY-MM.' });
export type PayrollWorkspaceQuery = z.infer<typeof PayrollWorkspaceQuery>;

export const PayrollWorkspaceResponse = z
  .object({ workspace: PayrollWorkspace })
  .meta({ id: 'PayrollWorkspaceResponse', 'x-assumption': 'docs/decisions/0016: GET /payroll/workspace → {workspace}.' });
export type PayrollWorkspaceResponse = z.infer<typeof PayrollWorkspaceResponse>;

// --- 2.6 Employee create/update input ------------------------------------------------------------

export const EmployeeInput = z
  .strictObject({
    customer_id: CustomerId.optional().describe('target company, optional for API keys'),
    period: Period.optional().describe('payroll period `YYYY-MM`'),
    employee_id: freeText({ min: 1 }).optional(),
    employee_key: freeText({ min: 1 }).optional(),
    name: freeText({ min: 1, prose: true })
      .describe('not only whitespace; kept with leading and trailing whitespace removed')
      .optional(),
    tax_identifier: PersonalIdentityCode.optional().describe('Finnish personal identity code'),
    iban: Iban.optional(),
    bic: Bic.optional(),
    start_date: IsoDate.optional().describe('employment start'),
    end_date: IsoDate.nullable().optional().describe('employment end; null on an update makes the employment open-ended again'),
    contract_id: freeText({ min: 1 }).optional(),
    employment_type: EmploymentType.optional(),
    monthly_salary_cents: payCents('monthly salary').optional(),
    hourly_rate_cents: payCents('hourly rate').optional(),
    weekly_hours: z.number().min(0).max(168).optional(),
    withholding_basis_points: BasisPoints.optional().describe('base withholding rate'),
    pension_basis_points: BasisPoints.optional().describe('employee pension rate'),
    tax_card_additional_basis_points: BasisPoints.optional().describe('additional withholding rate'),
    tax_card_income_ceiling_cents: Cents.min(0)
      .meta({
        description: 'annual income ceiling of the tax card, integer cents, 0 or more',
        'x-assumption': 'The spec types the ceiling as an integer without bounds: a negative ceiling is refused with 400.',
      })
      .optional(),
    tax_card_effective_from: IsoDate.optional(),
    employee_requested_minimum_basis_points: BasisPoints.optional().describe(
      'the base withholding rate the employee asked to have withheld at least; a fetched tax card applies the higher of it and the authority’s base rate',
    ),
  })
  .meta({
    id: 'EmployeeInput',
    description:
      'Employee create/update input. Salary and rate fields are integer cents; withholding and pension rates are basis points. An existing employee is identified by employee_id or employee_key when updating.',
    'x-assumption':
      'The spec does not say which fields are required, so every field is optional in the contract; weekly_hours is bounded by the 168 hours of a week. Additive: end_date may be null on an update to reopen the employment, and employee_requested_minimum_basis_points records the employee’s requested minimum base rate (shown as tax_card.employee_requested_minimum_basis_points in 2.8).',
  });
export type EmployeeInput = z.infer<typeof EmployeeInput>;

// --- 2.7 Employee creation result ----------------------------------------------------------------

export const EmployeeCreationResult = z
  .object({
    employee: z.object({
      customer_id: CustomerId,
      employee_id: z.string(),
      contract_id: z.string(),
      start_date: IsoDate,
      contract_set: z.boolean(),
      voided_draft_run_ids: z.array(z.string()),
    }),
    workspace: PayrollWorkspace,
  })
  .meta({
    id: 'EmployeeCreationResult',
    'x-assumption': `${everyListedFieldPresent} The workspace object's fields are not shown: it is the PayrollWorkspace of docs/decisions/0016.`,
  });
export type EmployeeCreationResult = z.infer<typeof EmployeeCreationResult>;

// --- 2.8 / 4.3 Tax card fetch --------------------------------------------------------------------

export const TaxCardFetchRequest = z
  .strictObject({
    employee_id: freeText({ min: 1 }),
    contract_id: freeText({ min: 1 }),
    payment_date: IsoDate.describe('actual or future payday'),
    customer_id: CustomerId.optional(),
  })
  .meta({
    id: 'TaxCardFetchRequest',
    description:
      'The server selects the authority environment and reads the employee identity from tenant-scoped payroll state; neither can be supplied in the request.',
    'x-assumption': 'The spec does not say which body fields are required: employee_id, contract_id and payment_date are.',
  });
export type TaxCardFetchRequest = z.infer<typeof TaxCardFetchRequest>;

export const TaxCardFetchResult = z
  .object({
    tax_card: TaxCard,
    workspace: PayrollWorkspace.describe("payroll workspace of the payday's month"),
  })
  .meta({
    id: 'TaxCardFetchResult',
    'x-assumption': `${everyListedFieldPresent} The workspace object's fields are not shown: it is the PayrollWorkspace of docs/decisions/0016.`,
  });
export type TaxCardFetchResult = z.infer<typeof TaxCardFetchResult>;
