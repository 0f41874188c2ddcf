import type { CirculationRow, StoredState } from '../../invoices/circulation-store.ts';
import { holdsStepPermission, type Member, type Step } from '../../invoices/deciders.ts';
import { actingOf, type AbsenceRow } from '../../invoices/routing-store.ts';

/**
 * Whose turn it is: the step an invoice waits for, and the people who may decide it now — the acting person
 * of a routed step (the backup while the assignee is away), or anyone with the step's permission when no rule
 * routed it; never the person who made the purchase, nor, for the approval, the person who did the check.
 */

export function waitingStep(state: StoredState): Step | null {
  if (state === 'waiting_for_check') return 'check';
  if (state === 'waiting_for_approval') return 'approve';
  return null;
}

/** Four eyes: the people who may never decide this step of the invoice. */
export function excludedFrom(circulation: CirculationRow, step: Step, purchasedBy: string | null): Set<string> {
  const excluded = new Set<string>();
  if (purchasedBy !== null) excluded.add(purchasedBy);
  const checkedBy = circulation.decisions.check?.by;
  if (step === 'approve' && checkedBy !== undefined) excluded.add(checkedBy);
  return excluded;
}

/** The subject the routed step is for today; null when anyone with the permission may decide it. */
export function actingSubject(circulation: CirculationRow, step: Step, absences: readonly AbsenceRow[], today: string): string | null {
  const route = circulation.routes[step];
  const acting = actingOf(route, absences, today);
  if (acting === 'anyone') return null;
  return acting === 'backup' ? route.backup : route.assignee;
}

export function peopleWhoMayAct(
  circulation: CirculationRow,
  step: Step,
  purchasedBy: string | null,
  members: readonly Member[],
  absences: readonly AbsenceRow[],
  today: string,
): Member[] {
  const acting = actingSubject(circulation, step, absences, today);
  const excluded = excludedFrom(circulation, step, purchasedBy);
  return members.filter(
    (member) => (acting === null || member.subject === acting) && holdsStepPermission(member.roles, step) && !excluded.has(member.subject),
  );
}
