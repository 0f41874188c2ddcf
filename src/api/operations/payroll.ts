import {
  EmployeeCreationResult,
  EmployeeInput,
  PayrollWorkspaceQuery,
  PayrollWorkspaceResponse,
  TaxCardFetchRequest,
  TaxCardFetchResult,
} from '../schemas/payroll.ts';
import {
  PayrollRunApproval,
  PayrollRunCreation,
  PayrollRunPath,
  PayrollRunQuery,
  PayrollRunResponse,
  PayrollRunReturnRequest,
} from '../schemas/payroll-runs.ts';
import type { Endpoint } from './operation.ts';

export const getPayrollWorkspace = {
  operationId: 'getPayrollWorkspace',
  method: 'GET',
  path: '/payroll/workspace',
  tag: 'Payroll',
  summary: 'Payroll workspace of one period',
  query: PayrollWorkspaceQuery,
  success: { status: 200, schema: PayrollWorkspaceResponse },
  errors: [400, 401, 403],
  bearers: 'interactive',
  assumption: 'docs/decisions/0016: the spec shows no payroll read; GET /payroll/workspace?period=YYYY-MM → {workspace}.',
} as const satisfies Endpoint;

export const upsertEmployee = {
  operationId: 'upsertEmployee',
  method: 'POST',
  path: '/payroll/employees',
  tag: 'Payroll',
  summary: 'Add an employee, or update one named by employee_id or employee_key',
  body: EmployeeInput,
  success: { status: 201, schema: EmployeeCreationResult, description: 'Employee created.' },
  alternativeSuccess: { status: 200, description: 'Existing employee updated.' },
  errors: [400, 401, 403, 404, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0016: 201 when the employee is created, 200 when an existing one is updated. 400 when a field a new employee needs is missing or malformed; 404 when employee_id or contract_id names nothing of the company; 422 for a semantic failure (end_date before start_date, a tax_identifier or employee_key already used in the company).',
} as const satisfies Endpoint;

export const fetchTaxCard = {
  operationId: 'fetchTaxCard',
  method: 'POST',
  path: '/payroll/employees/tax-card/fetch',
  tag: 'Payroll',
  summary: 'Fetch the wage tax card for one payday from the tax authority',
  body: TaxCardFetchRequest,
  success: { status: 200, schema: TaxCardFetchResult },
  errors: [400, 401, 403, 404, 422, 503],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0016: 404 employee or contract unknown, 422 payment date in the past or no card, 503 authority unreachable.',
} as const satisfies Endpoint;

export const getPayrollRun = {
  operationId: 'getPayrollRun',
  method: 'GET',
  path: '/payroll/runs/{run_id}',
  tag: 'Payroll',
  summary: 'One payroll run: its payslips, totals, rates and digest',
  pathParams: PayrollRunPath,
  query: PayrollRunQuery,
  success: { status: 200, schema: PayrollRunResponse },
  errors: [400, 401, 403, 404],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0018: GET /payroll/runs/{run_id} → {customer_id, run}; interactive admin or approver only. Another company’s run answers 404.',
} as const satisfies Endpoint;

export const approvePayrollRun = {
  operationId: 'approvePayrollRun',
  method: 'POST',
  path: '/payroll/runs/{run_id}/approve',
  tag: 'Payroll',
  summary: 'Approve a draft payroll run as the person saw it (by its digest); creates its payment batch awaiting release',
  pathParams: PayrollRunPath,
  body: PayrollRunApproval,
  success: { status: 200, schema: PayrollRunResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0018: 200 {customer_id, run} and a payment batch awaiting release; 409 `run_changed` when digest is not the run’s current one; 422 `run_not_draft`.',
} as const satisfies Endpoint;

export const createPayrollRun = {
  operationId: 'createPayrollRun',
  method: 'POST',
  path: '/payroll/runs',
  tag: 'Payroll',
  summary: 'Create the draft payroll run of a period and kind that has none',
  body: PayrollRunCreation,
  success: { status: 201, schema: PayrollRunResponse, description: 'Draft run created.' },
  errors: [400, 401, 403, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0018: POST /payroll/runs {customer_id?, period, kind} → 201 {customer_id, run}, a draft holding the company’s contracts of that employment type employed in the period, paid on the period’s last day. Interactive admin or approver only; API keys 403. 409 `run_exists` naming the draft or approved (or paid) run of that period and kind; 422 `nobody_to_pay` when no such employment covers the period, `payment_date_in_past` when the period’s payday is before today in Finland. A voided or returned run does not count as the month’s run. Separately, a change that voids draft runs (an employee or contract change, a tax-card fetch) recomputes each at once as a new draft of the same period and payday: `replaced_by` on the voided run, `replaces` on the new one.',
} as const satisfies Endpoint;

export const returnPayrollRun = {
  operationId: 'returnPayrollRun',
  method: 'POST',
  path: '/payroll/runs/{run_id}/return',
  tag: 'Payroll',
  summary: 'Return a draft payroll run to the accounting firm with a comment, as the person saw it (by its digest)',
  pathParams: PayrollRunPath,
  body: PayrollRunReturnRequest,
  success: { status: 200, schema: PayrollRunResponse },
  errors: [400, 401, 403, 404, 409, 422],
  bearers: 'interactive',
  assumption:
    'docs/decisions/0018: 200 {customer_id, run} with status `returned` and `returned: {name, email, at, comment}`; a returned run cannot be approved (422 `run_not_draft`). The comment is required (1–2000 characters, kept trimmed). 409 `run_changed` when digest is not the run’s current one; 422 `run_not_draft` for a run that is not a draft. Interactive admin or approver only; API keys 403.',
} as const satisfies Endpoint;
