import { expect, inject } from 'vitest';
import { daysInMonth } from '../../src/api/schemas/calendar.ts';
import { personalIdentityCodeCheckCharacter } from '../../src/api/schemas/finnish-identifiers.ts';
import { EmployeeCreationResult, PayrollWorkspaceResponse, type PayrollWorkspace } from '../../src/api/schemas/payroll.ts';
import { idTokenOf } from './oidc-client.ts';
import { callService, type ServiceAnswer } from './service-client.ts';
import { lastDayOf, periodOf, shiftPeriod } from '../api/payroll/calendar.ts';

/** What the payroll tests share: valid identity codes of their own, the calendar of the run, calls. */

/**
 * A valid identity code of the 1900s, distinct per (year, serial): each test file takes a birth year
 * of its own so that files never collide on the company's one-code-per-employee rule.
 */
export function identityCode(year: number, serial: number, individualNumber = 200 + serial): string {
  const month = 1 + (Math.floor(serial / 28) % 12);
  const day = 1 + (serial % 28);
  const datePart = `${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year).padStart(2, '0')}`;
  const individual = String(individualNumber).padStart(3, '0');
  return `${datePart}-${individual}${personalIdentityCodeCheckCharacter(datePart, individual)}`;
}

/** The day the shared sandbox was seeded as of: its draft runs are of this day's month and the next. */
export const today = inject('sandboxSeededOn');
export const currentPeriod = periodOf(today);
export const nextPeriod = shiftPeriod(currentPeriod, 1);
export const lastDayOfCurrentPeriod = lastDayOf(currentPeriod);
/** The 15th of next month: inside next month's draft runs, outside this month's. */
export const midNextMonth = `${nextPeriod}-15`;

export function dayBefore(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (day > 1) return `${isoDate.slice(0, 8)}${String(day - 1).padStart(2, '0')}`;
  const previous = shiftPeriod(`${year}-${String(month).padStart(2, '0')}`, -1);
  return `${previous}-${String(daysInMonth(Number(previous.slice(0, 4)), Number(previous.slice(5, 7)))).padStart(2, '0')}`;
}

export const approver = () => idTokenOf('approver@aurora.example');
export const admin = () => idTokenOf('admin@aurora.example');

export async function workspace(customerId: string, period: string, bearer?: string): Promise<PayrollWorkspace> {
  const answer = await callService('GET', `/payroll/workspace?customer_id=${customerId}&period=${period}`, {
    bearer: bearer ?? (await admin()),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return PayrollWorkspaceResponse.parse(answer.body).workspace;
}

export async function upsert(body: Record<string, unknown>, bearer?: string): Promise<ServiceAnswer> {
  return callService('POST', '/payroll/employees', { bearer: bearer ?? (await approver()), body: { customer_id: 'cus_aurora', ...body } });
}

/** A valid new monthly employee of Aurora starting at the beginning of 2026. */
export function newEmployee(code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Testi Työntekijä',
    tax_identifier: code,
    start_date: '2026-01-01',
    employment_type: 'monthly',
    monthly_salary_cents: 300_000,
    ...overrides,
  };
}

export async function created(body: Record<string, unknown>, bearer?: string) {
  const answer = await upsert(body, bearer);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return EmployeeCreationResult.parse(answer.body);
}

export function runStatus(space: PayrollWorkspace, runId: string): string | undefined {
  return space.draft_runs.find((run) => run.id === runId)?.status;
}
