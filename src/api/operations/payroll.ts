import {
  EmployeeCreationResult,
  EmployeeInput,
  PayrollWorkspaceQuery,
  PayrollWorkspaceResponse,
  TaxCardFetchRequest,
  TaxCardFetchResult,
} from '../schemas/payroll.ts';
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
  assumption: 'DESIGN.md decision: the spec shows no payroll read; GET /payroll/workspace?period=YYYY-MM → {workspace}.',
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
    'DESIGN.md decision on success codes: 201 when the employee is created, 200 when an existing one is updated. 400 when a field a new employee needs is missing or malformed; 404 when employee_id or contract_id names nothing of the company; 422 for a semantic failure (end_date before start_date, a tax_identifier or employee_key already used in the company).',
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
    'DESIGN.md decision: 404 employee or contract unknown, 422 payment date in the past or no card, 503 authority unreachable.',
} as const satisfies Endpoint;
