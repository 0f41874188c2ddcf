import type { Read } from '../../api/reading.ts';
import { readableItems } from '../../api/reading.ts';
import { CIRCULATION_STATES, type Invoice } from '../../api/schemas/invoice-circulation.ts';

/** A claim as the portal holds it once read: its state and events may be values the portal does not know. */
export type Claim = Read<Invoice>;

export type KnownClaimState = (typeof CIRCULATION_STATES)[number];

/**
 * What the claimant needs to know of their claim's state (docs/decisions/0012): the state in words, and
 * with it who returned it and why (the claimant files a new one), when it was paid, or that its payment is held
 * back. A state the portal does not know is `unknown`, shown as it came.
 */
export interface ClaimStanding {
  state: KnownClaimState | 'unknown';
  returned: { name: string; reason: string } | null;
  /** The day it was paid (ISO timestamp), when it was. */
  paidAt: string | null;
  /** Approved, but its payment is held back by a named person. */
  held: boolean;
}

export function standingOf(claim: Claim): ClaimStanding {
  const { circulation, payment } = claim;
  const state = CIRCULATION_STATES.find((known) => known === circulation.state) ?? 'unknown';
  const history = readableItems(circulation.history);
  let returned: ClaimStanding['returned'] = null;
  if (state === 'returned') {
    // the latest return says why; a service without the history still names it on the step
    const event = history.filter((entry) => entry.event === 'returned').at(-1);
    const step = readableItems(circulation.steps).find((candidate) => candidate.decided?.decision === 'returned')?.decided;
    const source = event ?? step;
    returned = source ? { name: source.name, reason: source.comment } : null;
  }
  const paidEvent = history.filter((entry) => entry.event === 'paid').at(-1);
  const paidAt = state === 'paid' ? (payment?.paid_at ?? paidEvent?.at ?? null) : null;
  return { state, returned, paidAt, held: payment?.status === 'held' };
}
