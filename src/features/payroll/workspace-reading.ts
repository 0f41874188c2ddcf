import { z } from '../../api/zod.ts';
import { isUnreadable, readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import { EMPLOYMENT_TYPES, type PayrollWorkspace } from '../../api/schemas/payroll.ts';

/**
 * The payroll workspace as the portal holds it (docs/decisions/0021, principle 8): its employees and draft runs are
 * read row by row, so either list may hold an `UnreadableItem` in the place of a row the service sent in a
 * shape the portal cannot read; the employment type is a value of a set the spec leaves open.
 */
export type ReadWorkspace = Read<PayrollWorkspace>;

/** An employee of the workspace that could be read. */
export type SavedEmployee = Exclude<ReadWorkspace['employees'][number], UnreadableItem>;

/** A draft run of the workspace that could be read. */
export type DraftRun = Exclude<ReadWorkspace['draft_runs'][number], UnreadableItem>;

export type KnownEmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The employment type when the portal knows it (`monthly`, `hourly`), else null: none set, or one it does not know. */
export function knownEmploymentType(value: string | null | undefined): KnownEmploymentType | null {
  return EMPLOYMENT_TYPES.find((known) => known === value) ?? null;
}

/** A saved employment type the portal does not know (say `permanent`), as it came; null when none is set or it is known. */
export function unknownEmploymentType(value: string | null | undefined): string | null {
  return value === null || value === undefined || knownEmploymentType(value) !== null ? null : value;
}

/**
 * The employee id an unreadable employee row still carries, if it carries a readable one: enough to tell
 * the person on that employee's page that it is their data that could not be read. (Employees are named by
 * `employee_id`, not `id`, so `UnreadableItem.id` does not find it.)
 */
export function unreadableEmployeeId(item: UnreadableItem): string | undefined {
  const raw: unknown = item.raw;
  if (typeof raw !== 'object' || raw === null || !('employee_id' in raw)) return undefined;
  const id = raw.employee_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** What the workspace holds of one employee: their readable row, a row of theirs that could not be read, or nothing. */
export type EmployeeLookup =
  | { kind: 'readable'; employee: SavedEmployee }
  | { kind: 'unreadable'; item: UnreadableItem }
  | { kind: 'absent' };

/**
 * Finds an employee in the workspace. A readable row wins over an unreadable one with the same id; an
 * unreadable row is only "theirs" when it names them, so that a broken row never stands for someone else.
 */
export function findEmployee(workspace: Pick<ReadWorkspace, 'employees'>, employeeId: string): EmployeeLookup {
  const employee = readableItems(workspace.employees).find((candidate) => candidate.employee_id === employeeId);
  if (employee) return { kind: 'readable', employee };
  const item = workspace.employees.find((candidate) => isUnreadable(candidate) && unreadableEmployeeId(candidate) === employeeId);
  return item !== undefined && isUnreadable(item) ? { kind: 'unreadable', item } : { kind: 'absent' };
}

/**
 * What a page carries in the navigation's state after an employee write the service did (2xx) but whose
 * answer could not be read: who was saved, and the answer's status and problem for the technical details.
 * Plain data, since the browser's history keeps a structured copy, not the `UnreadableAnswer` itself.
 */
export const SavedUnreadableState = z.object({
  savedUnreadable: z.object({ name: z.string(), status: z.number(), problem: z.string() }),
});
export type SavedUnreadableState = z.infer<typeof SavedUnreadableState>;

/** The done-but-unreadable save a navigation's state tells of, or null when it tells of none. */
export function savedUnreadableOf(state: unknown): SavedUnreadableState['savedUnreadable'] | null {
  const read = SavedUnreadableState.safeParse(state);
  return read.success ? read.data.savedUnreadable : null;
}
