import { readableItems } from '../../api/reading.ts';
import type { ReadInvoice } from './what-changed.ts';

/** The step an invoice waits for: `next` when the service names it, else read from the state. */
export function currentStepOf(invoice: ReadInvoice): string | null {
  const { circulation } = invoice;
  if (circulation.next) return circulation.next.step;
  if (circulation.state === 'waiting_for_check') return 'check';
  if (circulation.state === 'waiting_for_approval') return 'approve';
  return null;
}

export type ReturnTarget = 'previous_step' | 'firm';

/**
 * Where the step waiting now may send the invoice back (the operation's assumption): from a bill's check
 * only to the firm; from an approval back to the check, or a bill to the firm; from a claim's check back to
 * its claimant. A claim is nobody's at the firm, so it is never sent there.
 */
export function returnTargetsOf(invoice: ReadInvoice): ReturnTarget[] {
  const step = currentStepOf(invoice);
  const bill = invoice.kind !== 'expense_claim';
  if (step === 'check') return bill ? ['firm'] : ['previous_step'];
  if (step === 'approve') return bill ? ['previous_step', 'firm'] : ['previous_step'];
  return [];
}

/** Why an invoice does not wait for the person reading it, most particular reason first. */
export type NotYours =
  | { reason: 'settled'; state: string }
  | { reason: 'you_purchased' }
  | { reason: 'you_checked' }
  | { reason: 'waits_for'; people: string[] }
  | { reason: 'waits_for_anyone'; step: string }
  | { reason: 'nobody' };

const WAITING_STATES = new Set(['waiting_for_check', 'waiting_for_approval']);

export function whyNotYours(invoice: ReadInvoice, email: string): NotYours {
  const { circulation } = invoice;
  if (!WAITING_STATES.has(circulation.state)) return { reason: 'settled', state: circulation.state };
  const me = email.toLowerCase();
  if (invoice.purchased_by?.email.toLowerCase() === me || invoice.claim?.claimant.email.toLowerCase() === me) return { reason: 'you_purchased' };
  const step = currentStepOf(invoice);
  const check = readableItems(circulation.steps).find((each) => each.kind === 'check');
  if (step === 'approve' && check?.decided?.decision === 'approved' && check.decided.email.toLowerCase() === me) return { reason: 'you_checked' };
  const people = circulation.next?.people ?? [];
  if (people.length > 0) return { reason: 'waits_for', people: people.map((person) => person.name) };
  if (step !== null) return { reason: 'waits_for_anyone', step };
  return { reason: 'nobody' };
}

/** Days from today to the due date in the Finnish calendar: 0 on the day, negative once overdue. */
export function daysUntil(dueDate: string, today: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(dueDate) - day(today)) / 86_400_000);
}

/** The step whose backup decides now, with both names: "X on poissa; varahenkilö Y päättää". */
export function backupInUse(invoice: ReadInvoice): { assignee: string; backup: string } | null {
  const step = currentStepOf(invoice);
  const waiting = readableItems(invoice.circulation.steps).find((each) => each.kind === step && each.decided === null);
  if (!waiting || waiting.acting !== 'backup' || !waiting.assignee || !waiting.backup) return null;
  return { assignee: waiting.assignee.name, backup: waiting.backup.name };
}

/** What the filters of the company's circulation match: the state, the kind and a text in the supplier or the number. */
export interface CirculationFilter {
  state: string;
  kind: string;
  text: string;
}

export function matchesFilter(invoice: ReadInvoice, filter: CirculationFilter): boolean {
  if (filter.state !== '' && invoice.circulation.state !== filter.state) return false;
  if (filter.kind !== '' && invoice.kind !== filter.kind) return false;
  const text = filter.text.trim().toLocaleLowerCase('fi');
  if (text === '') return true;
  return invoice.supplier.toLocaleLowerCase('fi').includes(text) || invoice.number.toLocaleLowerCase('fi').includes(text);
}

/**
 * Where an approved bill's or claim's payment is, in the words of its page (docs/decisions/0004-held-payments.md):
 * waiting in a batch, on its way, paid, refused by the bank, held back (in its batch, or carried on to a new one when
 * its batch was released), cancelled — or a status the portal does not know. Null while it is in no batch.
 */
export type PaymentPlace = 'waiting' | 'on_its_way' | 'paid' | 'failed' | 'held' | 'heldCarried' | 'cancelled' | 'other';

const PLACES: Readonly<Record<string, PaymentPlace>> = {
  awaiting_release: 'waiting',
  delivering: 'on_its_way',
  delivered: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function paymentPlaceOf(invoice: Pick<ReadInvoice, 'payment'>): PaymentPlace | null {
  const { payment } = invoice;
  if (payment === null) return null;
  if (payment.status === 'held') return payment.carried_from ? 'heldCarried' : 'held';
  return Object.hasOwn(PLACES, payment.status) ? (PLACES[payment.status] ?? 'other') : 'other';
}

/** A held payment waits for a decision of the company's admin or approver, whatever the circulation says of its steps. */
export function paymentWaitsForDecision(invoice: Pick<ReadInvoice, 'payment'>): boolean {
  const place = paymentPlaceOf(invoice);
  return place === 'held' || place === 'heldCarried';
}
