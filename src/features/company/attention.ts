import { isUnreadable, readableItems, type Read, type UnreadableItem } from '../../api/reading.ts';
import { addDays, compareDates } from '../../api/schemas/calendar.ts';
import type { IngestStatus } from '../../api/schemas/company.ts';
import type { ConnectionsCatalog } from '../../api/schemas/connections.ts';
import type { AuthorizationList, FilingList } from '../../api/schemas/filings.ts';
import type { InvoiceList } from '../../api/schemas/invoice-circulation.ts';
import type { ExpenseClaimList } from '../../api/schemas/expense-claims.ts';
import type { ThreadList } from '../../api/schemas/messages.ts';
import type { PaymentsList } from '../../api/schemas/payments.ts';
import type { PayrollWorkspace } from '../../api/schemas/payroll.ts';
import type { PurchaseBillList } from '../../api/schemas/purchase-bills.ts';

/**
 * What the overview's "Needs attention" counts, apart from React (docs/decisions/0025). Each source is read on
 * its own and answers what needs doing and how many of its rows the portal cannot judge: a row that could
 * not be read, or a state the portal does not know, is never taken to be fine (docs/decisions/0021, principle 8), so
 * it is counted as something to look at, not left out.
 */
export interface Findings<Item> {
  items: Item[];
  /** Rows that could not be read or carry a state the portal does not know. */
  unclear: number;
}

/** The readable rows of a list, and how many could not be read. */
function split<Item>(list: readonly (Item | UnreadableItem)[]): { readable: Item[]; unreadable: number } {
  return { readable: readableItems(list), unreadable: list.filter(isUnreadable).length };
}

/** Connections the service marks `attention_required` (a refused or unverified key, a failed sync). */
export function connectionsNeedingAction(catalog: Read<ConnectionsCatalog>): Findings<{ id: string; name: string }> {
  const { readable, unreadable } = split(catalog.connected);
  return {
    items: readable
      .filter((connection) => connection.attention_required)
      .map((connection) => ({ id: connection.id, name: connection.display_name ?? connection.merchant_account ?? connection.id })),
    unclear: unreadable,
  };
}

const KNOWN_FILE_STATES: readonly string[] = ['queued', 'parsed', 'booked', 'failed'];

/** Files the agent could not process; a file in a state the portal does not know is unclear. */
export function failedFiles(ingest: Read<IngestStatus>): Findings<{ id: string; filename: string }> {
  const { readable, unreadable } = split(ingest.files);
  return {
    items: readable.filter((file) => file.state === 'failed').map(({ id, filename }) => ({ id, filename })),
    unclear: unreadable + readable.filter((file) => !KNOWN_FILE_STATES.includes(file.state)).length,
  };
}

/**
 * The review states the bills area knows (its texts' `values.reviewState`). Only `needs_clarification`
 * waits for the customer (the review asks them for an explanation or an attachment); `pending` and
 * `outdated` wait for the firm's reviewer; `accepted` and `rejected` are decided.
 */
const BILL_REVIEW_STATES: readonly string[] = ['pending', 'accepted', 'rejected', 'needs_clarification', 'outdated'];

export function billsAwaitingClarification(list: Read<PurchaseBillList>): Findings<{ id: string; number: string; supplier: string }> {
  const { readable, unreadable } = split(list.bills);
  return {
    items: readable.filter((bill) => bill.review_state === 'needs_clarification').map(({ id, number, supplier }) => ({ id, number, supplier })),
    unclear: unreadable + readable.filter((bill) => !BILL_REVIEW_STATES.includes(bill.review_state)).length,
  };
}

const KNOWN_RUN_STATUSES: readonly string[] = ['draft', 'returned', 'voided', 'approved', 'paid'];
/** A run in one of these leaves its payday and kind without a run to approve (voided by a change, returned to the firm). */
const UNAPPROVABLE_RUN_STATUSES: readonly string[] = ['voided', 'returned'];
/** A run in one of these stands for its payday and kind: approvable, or approved already. */
const STANDING_RUN_STATUSES: readonly string[] = ['draft', 'approved', 'paid'];

export interface PayrollFindings {
  /**
   * Paydays coming within PAYDAY_WINDOW_DAYS (today included) with a voided or returned run and no run of its
   * kind standing in its place (a draft, or one approved already): someone's pay has no run to approve —
   * urgent, as nobody is paid unless a run is made and approved.
   */
  paydaysWithoutRun: string[];
  /** Draft runs grouped by payday, earliest first: each is waiting for approval. */
  draftRuns: { paymentDate: string; count: number }[];
  /** Employees with no tax card at all, named with the next payday of a draft run; none when no draft run is due. */
  missingTaxCards: { employeeId: string; name: string; payday: string }[];
  unclear: number;
}

/**
 * The month's payroll workspace: its draft runs, and who has no tax card before the next payday (the
 * earliest payday of a draft run today or later, `today` being the date in Finland). "No tax card" is what
 * the payroll area shows as "no tax card": neither a card fetched from the tax authority nor one entered by
 * hand. A run in a status the portal does not know, or a row that could not be read, is unclear.
 */
export function payrollFindings(workspace: Read<PayrollWorkspace>, today: string): PayrollFindings {
  const employees = split(workspace.employees);
  const runs = split(workspace.draft_runs);
  const drafts = runs.readable.filter((run) => run.status === 'draft');
  const byPayday = new Map<string, number>();
  for (const run of drafts) byPayday.set(run.payment_date, (byPayday.get(run.payment_date) ?? 0) + 1);
  const payday = drafts
    .map((run) => run.payment_date)
    .filter((date) => date >= today)
    .sort()[0];
  const withoutCard = employees.readable.filter(
    (employee) => employee.tax_card === undefined && (employee.withholding_basis_points ?? null) === null,
  );
  const horizon = addDays(today, PAYDAY_WINDOW_DAYS);
  // a run without a kind (an older service) stands for every kind of its payday
  const standing = runs.readable.filter((run) => STANDING_RUN_STATUSES.includes(run.status));
  const stands = (date: string, kind: string | undefined) =>
    standing.some((run) => run.payment_date === date && (run.kind === undefined || kind === undefined || run.kind === kind));
  const paydaysWithoutRun = [
    ...new Set(
      runs.readable
        .filter((run) => UNAPPROVABLE_RUN_STATUSES.includes(run.status) && !stands(run.payment_date, run.kind))
        .map((run) => run.payment_date),
    ),
  ]
    .filter((date) => date >= today && date <= horizon)
    .sort();
  return {
    paydaysWithoutRun,
    draftRuns: [...byPayday].sort(([a], [b]) => compareDates(a, b)).map(([paymentDate, count]) => ({ paymentDate, count })),
    missingTaxCards:
      payday === undefined ? [] : withoutCard.map((employee) => ({ employeeId: employee.employee_id, name: employee.name, payday })),
    unclear: employees.unreadable + runs.unreadable + runs.readable.filter((run) => !KNOWN_RUN_STATUSES.includes(run.status)).length,
  };
}

/** How far ahead a payday with no run to approve is said: two weeks, time enough to make and approve one. */
export const PAYDAY_WINDOW_DAYS = 14;

const KNOWN_BATCH_STATUSES: readonly string[] = ['awaiting_release', 'delivering', 'delivered', 'failed', 'cancelled'];

export interface BatchFinding {
  id: string;
  /** null: a sum the service could not state exactly (docs/decisions/0004-held-payments.md) */
  totalCents: number | null;
  dueDate: string;
  overdue: boolean;
  /**
   * `awaiting`: to be released; `blocked`: to be released once the company can pay; `unverified`: to be released
   * once a payment whose payee did not match is held back (docs/decisions/0010); `refused`: failed, to be re-created; `held`:
   * payments held back, carried on from a released batch (or every payment of a batch held), each waiting to be put
   * back or cancelled (docs/decisions/0004-held-payments.md).
   */
  kind: 'awaiting' | 'blocked' | 'unverified' | 'refused' | 'held';
  /** how many payments held back wait for a decision */
  heldCount: number;
}

/**
 * The payment batches that wait for a person who may release them (docs/decisions/0025): those awaiting release (a
 * blocked one said as such: its fix comes first), those whose held payments wait for a decision — carried on from
 * a released batch, or every payment of the batch held (docs/decisions/0004-held-payments.md) — and those the bank
 * refused that have not been re-created. The overdue first, then by due date. A batch in a status the portal does
 * not know is unclear.
 */
export function paymentsNeedingAction(list: Read<PaymentsList>): Findings<BatchFinding> {
  const { readable, unreadable } = split(list.batches);
  const items: BatchFinding[] = [];
  for (const batch of readable) {
    const heldWaiting = batch.status === 'awaiting_release' && batch.held_count > 0 && (batch.carried_from !== null || batch.count === 0);
    // nothing to pay and no held payment said to wait (a service that does not count them): nothing to say
    if (!heldWaiting && batch.status === 'awaiting_release' && batch.release_blocked?.code === 'nothing_to_pay') continue;
    const kind = heldWaiting
      ? 'held'
      : batch.status === 'awaiting_release'
        ? batch.release_blocked
          ? batch.release_blocked.code === 'payee_unverified'
            ? 'unverified'
            : 'blocked'
          : 'awaiting'
        : batch.status === 'failed' && batch.recreated_as === null
          ? 'refused'
          : null;
    if (kind) items.push({ id: batch.id, totalCents: batch.total_cents, dueDate: batch.due_date, overdue: batch.overdue, kind, heldCount: batch.held_count });
  }
  items.sort((a, b) => Number(b.overdue) - Number(a.overdue) || compareDates(a.dueDate, b.dueDate));
  return { items, unclear: unreadable + readable.filter((batch) => !KNOWN_BATCH_STATUSES.includes(batch.status)).length };
}

/**
 * The purchase bills and expense claims whose next step this person may decide now (`GET /invoices?waiting_for=me`,
 * docs/decisions/0011): how many. A row that could not be read is unclear, never taken to wait for nobody.
 */
export function invoicesWaitingForMe(list: Read<InvoiceList>): { count: number; unclear: number } {
  const { readable, unreadable } = split(list.invoices);
  return { count: readable.filter((invoice) => invoice.waiting_for_me).length, unclear: unreadable };
}

const CLAIM_STATES: readonly string[] = ['waiting_for_check', 'waiting_for_approval', 'returned', 'returned_to_firm', 'awaiting_clarification', 'approved', 'paid'];

/** The claimant's own claims returned to them (a new claim is the way on); a claim in a state the portal does not know is unclear. */
export function returnedClaims(list: Read<ExpenseClaimList>): Findings<{ id: string; purpose: string }> {
  const { readable, unreadable } = split(list.claims);
  return {
    items: readable.filter((claim) => claim.circulation.state === 'returned').map((claim) => ({ id: claim.id, purpose: claim.claim?.purpose ?? claim.number })),
    unclear: unreadable + readable.filter((claim) => !CLAIM_STATES.includes(claim.circulation.state)).length,
  };
}

/**
 * The person's unread messages (docs/decisions/0013), from the threads that have some (`GET /messages/threads?unread=true`):
 * how many, in how many threads, and the one thread when only one has them (the item then opens it). A thread
 * that could not be read is unclear, never taken to have nothing unread.
 */
export function unreadMessages(list: Read<ThreadList>): { count: number; threads: number; onlyThreadId: string | undefined; unclear: number } {
  const { readable, unreadable } = split(list.threads);
  const waiting = readable.filter((thread) => thread.unread_count > 0);
  const [only] = waiting;
  return {
    count: waiting.reduce((sum, thread) => sum + thread.unread_count, 0),
    threads: waiting.length,
    onlyThreadId: waiting.length === 1 && only ? only.id : undefined,
    unclear: unreadable,
  };
}

// --- Filings (docs/decisions/0015) -------------------------------------------------------------------------------

const KNOWN_FILING_STATES: readonly string[] = ['upcoming', 'in_preparation', 'awaiting_review', 'filed', 'late'];

/** How far ahead a deadline not yet filed is said: two weeks, time enough to approve or to ask. */
export const FILING_WINDOW_DAYS = 14;

export interface FilingFinding {
  id: string;
  kind: string;
  period: string;
  dueDate: string;
  /** `late`: past its due date unfiled (urgent); `awaiting`: waits for this person's approval; `due`: due within the window, unfiled. */
  finding: 'late' | 'awaiting' | 'due';
}

/**
 * The filings that ask something of the company: a late one, one waiting for the approval of this person
 * (`deciding`: a signed-in admin or approver), one due within FILING_WINDOW_DAYS (today included) not yet
 * filed — each once, its most pressing finding — late first, then by due date. A filing in a state the portal
 * does not know, or one that could not be read, is unclear.
 */
export function filingsNeedingAction(list: Read<FilingList>, today: string, deciding: boolean): Findings<FilingFinding> {
  const { readable, unreadable } = split(list.filings);
  const horizon = addDays(today, FILING_WINDOW_DAYS);
  const items: FilingFinding[] = [];
  for (const filing of readable) {
    const finding =
      filing.state === 'late'
        ? 'late'
        : filing.state === 'awaiting_review' && deciding
          ? 'awaiting'
          : filing.state !== 'filed' && KNOWN_FILING_STATES.includes(filing.state) && filing.due_date >= today && filing.due_date <= horizon
            ? 'due'
            : null;
    if (finding) items.push({ id: filing.id, kind: filing.kind, period: filing.period, dueDate: filing.due_date, finding });
  }
  items.sort((a, b) => Number(b.finding === 'late') - Number(a.finding === 'late') || compareDates(a.dueDate, b.dueDate));
  return { items, unclear: unreadable + readable.filter((filing) => !KNOWN_FILING_STATES.includes(filing.state)).length };
}

const KNOWN_AUTHORIZATION_STATES: readonly string[] = ['valid', 'expiring', 'expired', 'revoked'];

export interface AuthorizationFinding {
  id: string;
  label: string;
  validUntil: string | null;
  state: 'expiring' | 'expired';
}

/** The authorizations to renew: expiring (the service warns 60 days ahead) or expired; an unknown state is unclear. */
export function authorizationsNeedingAction(list: Read<AuthorizationList>): Findings<AuthorizationFinding> {
  const { readable, unreadable } = split(list.authorizations);
  const items: AuthorizationFinding[] = [];
  for (const { id, label, valid_until: validUntil, state } of readable) {
    if (state === 'expiring' || state === 'expired') items.push({ id, label, validUntil, state: state === 'expired' ? 'expired' : 'expiring' });
  }
  return {
    items,
    unclear: unreadable + readable.filter((authorization) => !KNOWN_AUTHORIZATION_STATES.includes(authorization.state)).length,
  };
}
