import type { Invoice, Person } from '../../../src/api/schemas/invoice-circulation.ts';
import { todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { paymentOfSource } from '../../payments/source-batches.ts';
import { maskIban } from '../../payments/masked-iban.ts';
import type { Queryable } from '../../db/database.ts';
import { historyOf, type CirculationRow } from '../../invoices/circulation-store.ts';
import { clarificationOf } from './clarification-store.ts';
import { membersOf, peopleBySubject, type Decider, type Member, type Step } from '../../invoices/deciders.ts';
import { duplicateOf } from './duplicates.ts';
import { paymentEvents } from './payment-events.ts';
import type { InvoiceFacts } from './invoice-facts.ts';
import { revisionOf } from './revision.ts';
import { absencesOf, actingOf, type AbsenceRow } from '../../invoices/routing-store.ts';
import { peopleWhoMayAct, waitingStep } from './turn.ts';

/**
 * An invoice as answered (the contract's `Invoice`): its facts, its circulation with who acts next, its
 * history (its payment's hold and delivery included), where it is paid, and — for the person reading — whether they may decide it now. An approved
 * invoice is `paid` once its payment is delivered (or, for a bill paid before the circulation existed, once
 * the bill itself is paid).
 */

/** What every invoice of one answer shares: the company's people and absences, today, and who reads. */
export interface Reading {
  customerId: string;
  members: Member[];
  absences: AbsenceRow[];
  today: string;
  now: Date;
  /** the reader's subject; null for a reader who never decides (the firm's staff) */
  reader: string | null;
}

export async function readingOf(db: Queryable, customerId: string, reader: string | null, now = new Date()): Promise<Reading> {
  return { customerId, members: await membersOf(db, customerId), absences: await absencesOf(db, customerId), today: todayInFinland(now), now, reader };
}

const personOf = (decider: Decider): Person => ({ name: decider.name, email: decider.email });

export async function invoiceOf(db: Queryable, reading: Reading, circulation: CirculationRow, facts: InvoiceFacts): Promise<Invoice> {
  const { customerId } = reading;
  const people = await peopleBySubject(db, [
    circulation.routes.check.assignee,
    circulation.routes.check.backup,
    circulation.routes.approve.assignee,
    circulation.routes.approve.backup,
    facts.purchased_by,
  ]);
  const named = (subject: string | null) => {
    const person = subject === null ? undefined : people.get(subject);
    return person ? personOf(person) : null;
  };
  const payment = await paymentOfSource(db, customerId, facts.kind, facts.id, reading.now);
  const paid = circulation.state === 'approved' && (payment?.status === 'delivered' || (facts.kind === 'purchase_bill' && facts.status === 'paid'));
  const state: Invoice['circulation']['state'] = paid ? 'paid' : circulation.state;

  const step = waitingStep(circulation.state);
  const mayAct = step === null ? [] : peopleWhoMayAct(circulation, step, facts.purchased_by, reading.members, reading.absences, reading.today);
  const stepOf = (kind: Step) => {
    const decided = circulation.decisions[kind];
    return {
      kind,
      assignee: named(circulation.routes[kind].assignee),
      backup: named(circulation.routes[kind].backup),
      acting: actingOf(circulation.routes[kind], reading.absences, reading.today),
      decided: decided && { decision: decided.decision, name: decided.name, email: decided.email, at: decided.at.toISOString(), comment: decided.comment },
    };
  };

  return {
    id: facts.id,
    kind: facts.kind,
    number: facts.number,
    supplier: facts.supplier,
    issue_date: facts.issue_date,
    due_date: facts.due_date,
    total_cents: facts.total_cents,
    vat_cents: facts.vat_cents,
    currency: facts.currency,
    review_state: facts.review_state,
    purchased_by: named(facts.purchased_by),
    waiting_for_me: reading.reader !== null && mayAct.some((member) => member.subject === reading.reader),
    circulation: {
      state,
      revision: revisionOf(facts, circulation),
      steps: [stepOf('check'), stepOf('approve')],
      duplicate_of: await duplicateOf(db, customerId, facts),
      next: step === null ? null : { step, people: mayAct.map(personOf) },
      history: [
        ...(await historyOf(db, customerId, facts.id)),
        ...(await paymentEvents(db, customerId, { kind: facts.kind, id: facts.id }, payment?.status === 'delivered' && payment.paid_at ? { batch_id: payment.batch_id, paid_at: payment.paid_at } : null)),
      ]
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map((event) => ({
        event: event.event,
        step: event.step,
        name: event.by_name,
        email: event.by_email,
        at: event.at.toISOString(),
        comment: event.comment,
      })),
    },
    payment,
    clarification: facts.kind === 'purchase_bill' ? await clarificationOf(db, customerId, facts.id, reading.reader) : null,
    claim:
      facts.kind === 'expense_claim'
        ? {
            claimant: { name: facts.claimant_name, email: facts.claimant_email },
            date: facts.purchase_date,
            purpose: facts.purpose,
            document_ids: facts.document_ids,
            iban_masked: maskIban(facts.iban) ?? '',
          }
        : null,
  };
}
