import { describe, expect, it } from 'vitest';
import { UnreadableItem, type Read } from '../../api/reading.ts';
import { filingExample } from '../../api/schemas/filing-example.ts';
import { paymentBatchExample } from '../../testing/payment-batch-example.ts';
import type { ConnectionsCatalog, CredentialConnection } from '../../api/schemas/connections.ts';
import type { PayrollWorkspace, TaxCard } from '../../api/schemas/payroll.ts';
import type { PurchaseBillList } from '../../api/schemas/purchase-bills.ts';
import {
  authorizationsNeedingAction,
  billsAwaitingClarification,
  connectionsNeedingAction,
  failedFiles,
  filingsNeedingAction,
  invoicesWaitingForMe,
  paymentsNeedingAction,
  payrollFindings,
  returnedClaims,
  unreadMessages,
} from './attention.ts';
import type { InvoiceList } from '../../api/schemas/invoice-circulation.ts';
import type { ExpenseClaimList } from '../../api/schemas/expense-claims.ts';
import type { PaymentsList } from '../../api/schemas/payments.ts';

/** What the overview's "Needs attention" counts (docs/decisions/0025), one rule per test. */

const broken = (raw: unknown) => new UnreadableItem(raw, 'state: Invalid input');

const connection = (over: Partial<CredentialConnection>): CredentialConnection => ({
  id: 'conn_x',
  provider: 'acquirer',
  status: 'connected',
  attention_required: false,
  reauth_required: false,
  recheck_available: false,
  ...over,
});

const catalog = (connected: Read<ConnectionsCatalog>['connected']): Read<ConnectionsCatalog> => ({ customer_id: 'cus_aurora', connected, tiles: [] });

describe('connections needing action', () => {
  it('lists exactly the connections the service marks attention_required, by the name the person knows them by', () => {
    const found = connectionsNeedingAction(
      catalog([
        connection({ id: 'ok', display_name: 'Pankki' }),
        connection({ id: 'pos', status: 'reauth_required', attention_required: true, display_name: 'AuroraOyPOS' }),
        connection({ id: 'pw', status: 'sync_failed', attention_required: true, merchant_account: 'PW-1' }),
        connection({ id: 'bare', status: 'sync_failed', attention_required: true }),
      ]),
    );
    expect(found.items).toEqual([
      { id: 'pos', name: 'AuroraOyPOS' },
      { id: 'pw', name: 'PW-1' },
      { id: 'bare', name: 'bare' },
    ]);
    expect(found.unclear).toBe(0);
  });

  it('counts a connection that could not be read as unclear: it is not known to be well', () => {
    expect(connectionsNeedingAction(catalog([connection({}), broken({ id: 'conn_broken' })]))).toEqual({ items: [], unclear: 1 });
  });
});

describe('failed files', () => {
  const file = (id: string, state: string) => ({ id, filename: `${id}.pdf`, uploaded_at: '2026-11-20T08:00:00+02:00', state });

  it('lists the failed files only: queued, parsed and booked need nothing of the person', () => {
    const found = failedFiles({
      customer_id: 'cus_aurora',
      files: [file('a', 'queued'), file('b', 'parsed'), file('c', 'booked'), file('d', 'failed')],
    });
    expect(found).toEqual({ items: [{ id: 'd', filename: 'd.pdf' }], unclear: 0 });
  });

  it('counts a file in a state the portal does not know, and one that could not be read, as unclear — never as fine', () => {
    const found = failedFiles({ customer_id: 'cus_aurora', files: [file('a', 'virus_scan'), broken({ id: 'b' }), file('c', 'booked')] });
    expect(found).toEqual({ items: [], unclear: 2 });
  });
});

describe('bills waiting for clarification', () => {
  const bill = (id: string, review_state: string) => ({
    id,
    number: id.toUpperCase(),
    supplier: 'Toimittaja Oy',
    issue_date: '2026-11-12',
    due_date: '2026-11-26',
    total_cents: 100,
    currency: 'EUR',
    review_state,
  });
  const list = (bills: Read<PurchaseBillList>['bills']): Read<PurchaseBillList> => ({ customer_id: 'cus_aurora', bills });

  it('lists only bills whose review asks the customer for clarification: pending and outdated wait for the firm, accepted and rejected are decided', () => {
    const found = billsAwaitingClarification(
      list([bill('a', 'pending'), bill('b', 'accepted'), bill('c', 'rejected'), bill('d', 'outdated'), bill('e', 'needs_clarification')]),
    );
    expect(found).toEqual({ items: [{ id: 'e', number: 'E', supplier: 'Toimittaja Oy' }], unclear: 0 });
  });

  it('counts a review state the portal does not know, and a bill that could not be read, as unclear', () => {
    expect(billsAwaitingClarification(list([bill('a', 'escalated'), broken({ id: 'b' })]))).toEqual({ items: [], unclear: 2 });
  });
});

describe('payroll: draft runs and employees without a tax card before the next payday', () => {
  const TODAY = '2026-11-25';
  const card = { payment_date: '2026-11-01' } as TaxCard;
  const employee = (employee_id: string, over: Partial<Read<PayrollWorkspace>['employees'][number]> = {}) => ({
    employee_id,
    employee_key: null,
    name: employee_id.toUpperCase(),
    contract_id: `ctr_${employee_id}`,
    start_date: '2024-01-01',
    end_date: null,
    employment_type: 'monthly',
    monthly_salary_cents: 300_000,
    hourly_rate_cents: null,
    ...over,
  });
  const workspace = (
    employees: Read<PayrollWorkspace>['employees'],
    draft_runs: Read<PayrollWorkspace>['draft_runs'],
  ): Read<PayrollWorkspace> => ({ period: '2026-11', employees, draft_runs });

  it('lists draft runs by payday, earliest first, and leaves voided runs out', () => {
    const found = payrollFindings(
      workspace(
        [],
        [
          { id: 'r3', status: 'draft', payment_date: '2026-11-30' },
          { id: 'r1', status: 'draft', payment_date: '2026-11-15' },
          { id: 'r2', status: 'draft', payment_date: '2026-11-30' },
          { id: 'r0', status: 'voided', payment_date: '2026-11-30' },
        ],
      ),
      TODAY,
    );
    expect(found.draftRuns).toEqual([
      { paymentDate: '2026-11-15', count: 1 },
      { paymentDate: '2026-11-30', count: 2 },
    ]);
    expect(found.unclear).toBe(0);
  });

  it('names who has no tax card at all — neither fetched nor entered by hand — with the next payday of a draft run', () => {
    const found = payrollFindings(
      workspace(
        [employee('fetched', { tax_card: card }), employee('paper', { withholding_basis_points: 2000 }), employee('none'), employee('nulls', { withholding_basis_points: null })],
        [
          { id: 'past', status: 'draft', payment_date: '2026-11-20' },
          { id: 'later', status: 'draft', payment_date: '2026-12-31' },
          { id: 'next', status: 'draft', payment_date: '2026-11-30' },
          { id: 'gone', status: 'voided', payment_date: '2026-11-26' },
        ],
      ),
      TODAY,
    );
    expect(found.missingTaxCards).toEqual([
      { employeeId: 'none', name: 'NONE', payday: '2026-11-30' },
      { employeeId: 'nulls', name: 'NULLS', payday: '2026-11-30' },
    ]);
  });

  it('counts today as before the payday: a draft run paid today still needs the card', () => {
    const found = payrollFindings(workspace([employee('none')], [{ id: 'r', status: 'draft', payment_date: TODAY }]), TODAY);
    expect(found.missingTaxCards).toEqual([{ employeeId: 'none', name: 'NONE', payday: TODAY }]);
  });

  it('names no one when no draft run is still to be paid: there is no payday to be before', () => {
    const past = payrollFindings(workspace([employee('none')], [{ id: 'r', status: 'draft', payment_date: '2026-11-24' }]), TODAY);
    expect(past.missingTaxCards).toEqual([]);
    expect(payrollFindings(workspace([employee('none')], []), TODAY).missingTaxCards).toEqual([]);
  });

  it('counts a run in a status the portal does not know and rows that could not be read as unclear', () => {
    const found = payrollFindings(
      workspace([employee('a', { tax_card: card }), broken({ employee_id: 'b' })], [{ id: 'r', status: 'paused', payment_date: '2026-11-30' }, broken({ id: 's' })]),
      TODAY,
    );
    expect(found.unclear).toBe(3);
    // a run of unknown status is not a draft: it is neither counted as one nor a payday
    expect(found.draftRuns).toEqual([]);
    expect(found.missingTaxCards).toEqual([]);
  });
});

describe('paydays with no run to approve (docs/decisions/0025)', () => {
  const space = (draft_runs: { id: string; status: string; payment_date: string; kind?: 'monthly' | 'hourly' }[]): Read<PayrollWorkspace> => ({
    period: '2026-11',
    employees: [],
    draft_runs,
  });

  it('names a payday within two weeks whose runs were voided and none is a draft', () => {
    expect(payrollFindings(space([{ id: 'a', status: 'voided', payment_date: '2026-11-30' }]), '2026-11-27').paydaysWithoutRun).toEqual(['2026-11-30']);
  });

  it('does not when a draft for the payday is there to approve, the payday is past, or it is more than two weeks away', () => {
    const runs = [
      { id: 'a', status: 'voided', payment_date: '2026-11-30' },
      { id: 'b', status: 'draft', payment_date: '2026-11-30' },
      { id: 'c', status: 'voided', payment_date: '2026-11-20' },
      { id: 'd', status: 'voided', payment_date: '2026-12-31' },
    ];
    expect(payrollFindings(space(runs), '2026-11-27').paydaysWithoutRun).toEqual([]);
  });

  it('names a payday whose draft was returned to the accounting firm: a returned run cannot be approved', () => {
    expect(payrollFindings(space([{ id: 'a', status: 'returned', payment_date: '2026-11-30' }]), '2026-11-27').paydaysWithoutRun).toEqual(['2026-11-30']);
    expect(payrollFindings(space([{ id: 'a', status: 'returned', payment_date: '2026-11-30' }]), '2026-11-27').unclear).toBe(0);
  });

  it('counts a run of the same kind only: a monthly draft does not stand for the hourly run voided on the same payday', () => {
    const runs = [
      { id: 'm', status: 'draft', payment_date: '2026-11-30', kind: 'monthly' as const },
      { id: 'h', status: 'voided', payment_date: '2026-11-30', kind: 'hourly' as const },
    ];
    expect(payrollFindings(space(runs), '2026-11-27').paydaysWithoutRun).toEqual(['2026-11-30']);
    const approved = [...runs, { id: 'h2', status: 'approved', payment_date: '2026-11-30', kind: 'hourly' as const }];
    expect(payrollFindings(space(approved), '2026-11-27').paydaysWithoutRun).toEqual([]);
  });
});

describe('payments needing action (docs/decisions/0025)', () => {
  const batch = (id: string, status: string, over: Partial<Read<PaymentsList>['batches'][number]> = {}) =>
    paymentBatchExample({ id, status, label: id, ...over });

  it('lists those awaiting release and refused ones not re-created, the overdue first; a status it does not know is unclear', () => {
    const found = paymentsNeedingAction({
      customer_id: 'cus_aurora',
      batches: [
        batch('later', 'awaiting_release'),
        batch('late', 'awaiting_release', { overdue: true, due_date: '2026-10-31' }),
        batch('blocked', 'awaiting_release', { due_date: '2026-11-15', release_blocked: { code: 'no_bank_connection', detail: 'x' } }),
        batch('refused', 'failed', { overdue: true, due_date: '2026-09-30' }),
        batch('replaced', 'failed', { recreated_as: 'late' }),
        batch('done', 'delivered'),
        batch('going', 'delivering'),
        batch('odd', 'queued_at_bank'),
        broken({ id: 'x' }),
      ],
    });
    expect(found.items.map((item) => [item.id, item.kind])).toEqual([
      ['refused', 'refused'],
      ['late', 'awaiting'],
      ['blocked', 'blocked'],
      ['later', 'awaiting'],
    ]);
    expect(found.unclear).toBe(2);
  });
});

describe('bills and claims (docs/decisions/0011)', () => {
  const invoice = (id: string, state: string, waiting: boolean): Read<InvoiceList>['invoices'][number] => ({
    id,
    kind: 'expense_claim',
    number: id,
    supplier: 'Kaisa Mäkinen',
    issue_date: '2026-11-20',
    due_date: '2026-11-30',
    total_cents: 100,
    vat_cents: 0,
    currency: 'EUR',
    review_state: '',
    purchased_by: null,
    waiting_for_me: waiting,
    circulation: { state, revision: 'r', steps: [], duplicate_of: null, next: null, history: [] },
    payment: null,
    clarification: null,
    claim: { claimant: { name: 'Kaisa Mäkinen', email: 'c@x' }, date: '2026-11-20', purpose: `Ostos ${id}`, document_ids: [], iban_masked: 'FI21 **** 0785' },
  });

  it('counts what waits for the person’s decision, and a row it cannot read as unclear', () => {
    const list: Read<InvoiceList> = { customer_id: 'cus_aurora', invoices: [invoice('a', 'waiting_for_check', true), invoice('b', 'approved', false), broken({ id: 'c' })] };
    expect(invoicesWaitingForMe(list)).toEqual({ count: 1, unclear: 1 });
  });

  it('lists the claimant’s returned claims by purpose; a state the portal does not know is unclear', () => {
    const list: Read<ExpenseClaimList> = { customer_id: 'cus_aurora', claims: [invoice('a', 'returned', false), invoice('b', 'paid', false), invoice('c', 'lost', false)] };
    expect(returnedClaims(list)).toEqual({ items: [{ id: 'a', purpose: 'Ostos a' }], unclear: 1 });
  });

  it('tells a batch blocked by an unverified payee from one blocked by the bank connection, and leaves out one with nothing to pay', () => {
    const batches = paymentsNeedingAction({
      customer_id: 'cus_aurora',
      batches: [
        paymentBatchExample({ id: 'a', release_blocked: { code: 'payee_unverified', detail: '' } }),
        paymentBatchExample({ id: 'b', release_blocked: { code: 'no_bank_connection', detail: '' } }),
        // every payment held back: nothing to do for anyone in the company
        paymentBatchExample({ id: 'c', release_blocked: { code: 'nothing_to_pay', detail: '' } }),
      ],
    });
    expect(batches.items.map((item) => [item.id, item.kind])).toEqual([
      ['a', 'unverified'],
      ['b', 'blocked'],
    ]);
  });

  it('says the held payments carried on from a released batch wait for a decision, as many as there are; a batch with its own to pay is to be released', () => {
    // docs/decisions/0004-held-payments.md: a released batch's held payments wait in a batch of their own
    const batches = paymentsNeedingAction({
      customer_id: 'cus_aurora',
      batches: [
        paymentBatchExample({ id: 'carried', kind: 'purchase', carried_from: 'released', count: 0, total_cents: 0, held_count: 2, release_blocked: { code: 'nothing_to_pay', detail: '' } }),
        paymentBatchExample({ id: 'released', kind: 'purchase', status: 'delivered', carried_to: 'carried', released: { name: 'Anna', email: 'a@x', at: '2026-11-25T10:00:00Z' } }),
        // every payment of an open batch held: each waits for a decision too
        paymentBatchExample({ id: 'all-held', count: 0, total_cents: 0, held_count: 1, release_blocked: { code: 'nothing_to_pay', detail: '' } }),
        // some held, the rest to pay: released as any batch (its held ones are carried on then)
        paymentBatchExample({ id: 'some-held', count: 2, held_count: 1 }),
        paymentBatchExample({ id: 'cancelled', status: 'cancelled', count: 0, total_cents: 0 }),
        paymentBatchExample({ id: 'huge', total_cents: null, release_blocked: { code: 'total_too_large', detail: '' } }),
      ],
    });
    expect(batches.items.map((item) => [item.id, item.kind, item.heldCount, item.totalCents])).toEqual([
      ['carried', 'held', 2, 0],
      ['all-held', 'held', 1, 0],
      ['some-held', 'awaiting', 1, 100],
      ['huge', 'blocked', 0, null],
    ]);
    expect(batches.unclear).toBe(0);
  });
});

describe('unread messages (docs/decisions/0013)', () => {
  const thread = (id: string, unread: number) => ({
    id,
    subject: null,
    title: id,
    started_by: { kind: 'agent', name: 'Kirjanpitoagentti', email: null },
    started_at: '2026-11-02T08:00:00Z',
    last_message_at: '2026-11-02T08:00:00Z',
    last_message: null,
    message_count: 3,
    unread_count: unread,
    read_up_to_seq: 0,
  });
  const list = (threads: Parameters<typeof unreadMessages>[0]['threads']) => ({ customer_id: 'cus_aurora', threads });

  it('sums the unread messages of the threads that have some, naming the thread when only one has them', () => {
    expect(unreadMessages(list([thread('thr_a', 2), thread('thr_b', 0)]))).toEqual({ count: 2, threads: 1, onlyThreadId: 'thr_a', unclear: 0 });
    expect(unreadMessages(list([thread('thr_a', 2), thread('thr_b', 1)]))).toEqual({ count: 3, threads: 2, onlyThreadId: undefined, unclear: 0 });
  });

  it('counts a thread that could not be read as unclear, never as read', () => {
    expect(unreadMessages(list([broken({ id: 'thr_x' })]))).toEqual({ count: 0, threads: 0, onlyThreadId: undefined, unclear: 1 });
  });
});

describe('filings and authorizations (docs/decisions/0015)', () => {
  const filing = (id: string, state: string, due_date: string) => filingExample({ id, state, due_date });
  const list = (filings: unknown[]) =>
    ({ customer_id: 'cus_aurora', basis: { vat_period: 'month', vat_period_reason: '', employer: true, financial_year_end: '12-31' }, filings }) as Parameters<typeof filingsNeedingAction>[0];

  it('lists a late filing first, one waiting for a decider, and one due within 14 days (today and the 14th day included); not one filed or further off', () => {
    const found = filingsNeedingAction(
      list([
        filing('soon', 'in_preparation', '2026-12-11'),
        filing('review', 'awaiting_review', '2026-12-14'),
        filing('late', 'late', '2026-11-20'),
        filing('today', 'upcoming', '2026-11-27'),
        filing('far', 'upcoming', '2026-12-12'),
        filing('done', 'filed', '2026-11-30'),
      ]),
      '2026-11-27',
      true,
    );
    expect(found.items.map((item) => [item.id, item.finding])).toEqual([
      ['late', 'late'],
      ['today', 'due'],
      ['soon', 'due'],
      ['review', 'awaiting'],
    ]);
  });

  it('gives one who does not decide the waiting return only when it is due soon; an unknown state or unreadable row is unclear', () => {
    const found = filingsNeedingAction(
      list([filing('review', 'awaiting_review', '2026-12-14'), filing('near', 'awaiting_review', '2026-12-01'), filing('odd', 'on_hold', '2026-12-01'), broken({ id: 'x' })]),
      '2026-11-27',
      false,
    );
    expect(found.items.map((item) => [item.id, item.finding])).toEqual([['near', 'due']]);
    expect(found.unclear).toBe(2);
  });

  it('lists the authorizations expiring or expired; a valid or revoked one not; an unknown state as unclear', () => {
    const authorization = (id: string, state: string) => ({
      id,
      kind: 'suomifi_tax',
      label: id,
      granted_by: 'Anna Virtanen',
      granted_at: '2022-01-01',
      valid_until: '2027-01-20',
      state,
      renew_url: 'https://www.suomi.fi/valtuudet',
    });
    const found = authorizationsNeedingAction({
      customer_id: 'cus_aurora',
      warning_days: 60,
      authorizations: [authorization('a', 'valid'), authorization('b', 'expiring'), authorization('c', 'expired'), authorization('d', 'revoked'), authorization('e', 'paused')],
    });
    expect(found.items.map((item) => [item.id, item.state])).toEqual([
      ['b', 'expiring'],
      ['c', 'expired'],
    ]);
    expect(found.unclear).toBe(1);
  });
});
