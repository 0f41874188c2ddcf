import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isUnreadableAnswer } from '../../api/reading.ts';
import type { EmployeeInput } from '../../api/schemas/payroll.ts';
import { useFormat } from '../../i18n/use-format.ts';
import type { ContractForm } from '../../ui/use-contract-form.ts';
import { initialFormValues, type EmployeeFormValues, type SavedEmployee } from './employee-form-schema.ts';
import { SaveNotice } from './employee-save-notice.tsx';
import { payrollPaths } from './paths.ts';
import { employedIn, nearestEmployedPeriod } from './periods.ts';
import { upsertEmployeeMutation, useWorkspaceAsHeld } from '../../api/queries/payroll-writes.ts';
import { findEmployee, type SavedUnreadableState } from './workspace-reading.ts';
import { useWrite } from '../../api/queries/write.ts';

/** A save that failed, and whether the service's refusal named fields of the form (now marked where they are). */
export interface SaveFailure {
  error: unknown;
  onFields: boolean;
}

/**
 * Saving the employee form: what is sent, where the page goes after a save (a new employee's own page, or the
 * month the answer is of), what the form then holds, and what is said. A second click while a save is on its
 * way saves nothing more.
 */
export function useEmployeeSave({
  saved,
  period,
  customerId,
  form,
  onSaved,
}: {
  saved: SavedEmployee | null;
  period: string;
  customerId: string;
  form: Pick<ContractForm<EmployeeFormValues, EmployeeInput>, 'reset' | 'refuse'>;
  /** The form of a saved employee is showing what the service now holds. */
  onSaved: () => void;
}) {
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useWrite(upsertEmployeeMutation, customerId);
  const workspaceAsHeld = useWorkspaceAsHeld(customerId);
  const sending = useRef(false);
  const [notice, setNotice] = useState<SaveNotice | null>(() => {
    const state = SaveNotice.safeParse(location.state);
    return state.success ? state.data : null;
  });
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const showSaved = (employee: SavedEmployee | null, shown: SaveNotice) => {
    if (employee) form.reset(initialFormValues(employee, format.language));
    onSaved();
    setNotice(shown);
  };

  const submit = async (input: EmployeeInput) => {
    // handleSubmit validates asynchronously: a double click reaches here twice before any re-render
    if (sending.current) return;
    setNotice(null);
    setFailure(null);
    if (saved && Object.keys(input).every((field) => field === 'employee_id')) {
      setNotice({ notice: 'unchanged', voided: [] });
      return;
    }
    sending.current = true;
    try {
      // The answer's workspace is of the month on screen while the person is employed in it; otherwise
      // the service picks the month nearest today in which they are.
      const start = input.start_date ?? saved?.start_date ?? null;
      const end = input.end_date === undefined ? (saved?.end_date ?? null) : input.end_date;
      const inPeriod = employedIn(period, start, end);
      const result = await save.mutateAsync(inPeriod ? { ...input, period } : input);
      if (isUnreadableAnswer(result)) {
        // Saved (2xx), and every period of the company has been read again (upsertEmployeeMutation).
        const unreadable = { status: result.status, problem: result.problem };
        const name = input.name ?? saved?.name ?? '';
        // The month the service put the answer in: the one on screen, or the nearest the employment reaches.
        const answered = inPeriod || start === null ? period : nearestEmployedPeriod(start, end);
        if (!saved) {
          // A new employee was created, but the answer that named them is lost: this form cannot become
          // their edit form, and sending it again would create the same person twice. So the person is
          // taken to the workspace of their month, read again, where they are listed (with a way into
          // their page), and told there that the save was done.
          navigate(payrollPaths.workspace(customerId, answered), {
            state: { savedUnreadable: { name, ...unreadable } } satisfies SavedUnreadableState,
          });
          return;
        }
        if (answered !== period) {
          navigate(payrollPaths.employee(customerId, saved.employee_id, answered), {
            replace: true,
            state: { notice: 'updated', voided: [], unreadable } satisfies SaveNotice,
          });
          return;
        }
        // The form shows what the service now holds, as read again, so that saving once more changes nothing.
        const reread = workspaceAsHeld(period);
        const found = reread === undefined ? null : findEmployee(reread, saved.employee_id);
        showSaved(found?.kind === 'readable' ? found.employee : null, { notice: 'updated', voided: [], unreadable });
        return;
      }
      const voided = result.employee.voided_draft_run_ids;
      if (!saved) {
        navigate(payrollPaths.employee(customerId, result.employee.employee_id, result.workspace.period), {
          state: { notice: 'created', voided } satisfies SaveNotice,
        });
        return;
      }
      const updated = findEmployee(result.workspace, saved.employee_id);
      showSaved(updated.kind === 'readable' ? updated.employee : null, { notice: 'updated', voided });
      if (result.workspace.period !== period) {
        navigate(payrollPaths.employee(customerId, saved.employee_id, result.workspace.period), {
          replace: true,
          state: { notice: 'updated', voided } satisfies SaveNotice,
        });
      }
    } catch (error) {
      setFailure({ error, onFields: form.refuse(error) });
    } finally {
      sending.current = false;
    }
  };

  return { submit, notice, failure, pending: save.isPending };
}
