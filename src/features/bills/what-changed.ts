import type { Read } from '../../api/reading.ts';
import { readableItems } from '../../api/reading.ts';
import type { DecisionBasis } from '../../api/queries/invoicing-writes.ts';
import type { Invoice } from '../../api/schemas/invoice-circulation.ts';

export type ReadInvoice = Read<Invoice>;


/**
 * One thing that differs between what the person saw and the invoice now, in the terms a person checks
 * before deciding again (docs/decisions/0011: "a bill that changed since answers 409 and shows what changed"). Money as
 * cents and dates as ISO dates, so that the view formats them in the person's language.
 */
export type Change =
  | { aspect: 'total' | 'vat' | 'lines'; before: number; after: number }
  | { aspect: 'due_date'; before: string; after: string }
  | { aspect: 'supplier' | 'number'; before: string; after: string }
  | { aspect: 'review_state' | 'state'; before: string; after: string }
  | { aspect: 'step'; step: string; before: StepOutcome | null; after: StepOutcome | null }
  | { aspect: 'duplicate'; before: string | null; after: string | null };

export interface StepOutcome {
  decision: string;
  name: string;
}

/**
 * Everything that differs between two readings of one invoice. An empty list means that what a person
 * reads did not change (the revision may still have: a change the portal does not show, such as routing).
 */
export function changesBetween(seen: DecisionBasis, now: DecisionBasis): Change[] {
  const before = seen.invoice;
  const after = now.invoice;
  const changes: Change[] = [];
  if (before.total_cents !== after.total_cents) changes.push({ aspect: 'total', before: before.total_cents, after: after.total_cents });
  if (before.vat_cents !== after.vat_cents) changes.push({ aspect: 'vat', before: before.vat_cents, after: after.vat_cents });
  if (seen.linesTotalCents !== null && now.linesTotalCents !== null && seen.linesTotalCents !== now.linesTotalCents) {
    changes.push({ aspect: 'lines', before: seen.linesTotalCents, after: now.linesTotalCents });
  }
  if (before.due_date !== after.due_date) changes.push({ aspect: 'due_date', before: before.due_date, after: after.due_date });
  if (before.supplier !== after.supplier) changes.push({ aspect: 'supplier', before: before.supplier, after: after.supplier });
  if (before.number !== after.number) changes.push({ aspect: 'number', before: before.number, after: after.number });
  if (before.review_state !== after.review_state) changes.push({ aspect: 'review_state', before: before.review_state, after: after.review_state });
  if (before.circulation.state !== after.circulation.state) {
    changes.push({ aspect: 'state', before: before.circulation.state, after: after.circulation.state });
  }
  const stepsBefore = outcomesOf(before);
  const stepsAfter = outcomesOf(after);
  for (const step of new Set([...stepsBefore.keys(), ...stepsAfter.keys()])) {
    const was = stepsBefore.get(step) ?? null;
    const is = stepsAfter.get(step) ?? null;
    if (was?.decision !== is?.decision || was?.name !== is?.name) changes.push({ aspect: 'step', step, before: was, after: is });
  }
  if (before.circulation.duplicate_of !== after.circulation.duplicate_of) {
    changes.push({ aspect: 'duplicate', before: before.circulation.duplicate_of, after: after.circulation.duplicate_of });
  }
  return changes;
}

function outcomesOf(invoice: ReadInvoice): Map<string, StepOutcome | null> {
  const outcomes = new Map<string, StepOutcome | null>();
  for (const step of readableItems(invoice.circulation.steps)) {
    outcomes.set(step.kind, step.decided ? { decision: step.decided.decision, name: step.decided.name } : null);
  }
  return outcomes;
}
