import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { MessagePosted, ThreadCreated, type SubjectKind } from '../../src/api/schemas/messages.ts';
import { postEntry, rowIdOf } from '../books/post-entry.ts';
import type { Database } from '../db/database.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import { callAs, expectRefusal, openServiceTestbed, type Answer, type ServiceTestbed } from './service-testbed.ts';
import type { Principal } from '../api/auth/principal.ts';

/**
 * For the tests of the messages' handlers: the service over a database of its own holding the two companies,
 * a bearer for every role of Aurora (the claimant twice, so that "own claim" can be told from "another's"),
 * the firm's staff and Aurora's two keys, and one thing of every subject kind that a test makes with `thing`.
 * Everything after the bearer's name — access, the contract's checks, the handlers — is the service's own.
 */

const person = (subject: string, name: string, email: string, roles: Record<string, CompanyRole[]>, staff = false): Principal => ({
  kind: 'interactive',
  subject,
  email,
  name,
  staff,
  memberships: new Map(Object.entries(roles)),
});

export const BEARERS = {
  admin: person('mt_admin', 'Anna Virtanen', 'admin@aurora.example', { cus_aurora: ['admin'], cus_birch: ['admin'] }),
  approver: person('mt_approver', 'Pekka Korhonen', 'approver@aurora.example', { cus_aurora: ['approver', 'invoice_reviewer'] }),
  operator: person('mt_operator', 'Olli Nieminen', 'operator@aurora.example', { cus_aurora: ['operator'] }),
  claimant: person('mt_claimant', 'Kaisa Mäkinen', 'claimant@aurora.example', { cus_aurora: ['claimant'] }),
  otherClaimant: person('mt_claimant2', 'Ville Koski', 'ville@aurora.example', { cus_aurora: ['claimant'] }),
  bills: person('mt_bills', 'Laura Hämäläinen', 'bills@aurora.example', { cus_aurora: ['purchase_invoices'] }),
  reviewer: person('mt_reviewer', 'Mikko Salonen', 'reviewer@aurora.example', { cus_aurora: ['invoice_reviewer'] }),
  staff: person('mt_staff', 'Sari Laine', 'staff@firm.example', {}, true),
  readKey: { kind: 'api_key', keyId: 'key_mt_read', name: 'Raportointi (luku)', scope: 'read', customerId: 'cus_aurora' },
  writeKey: { kind: 'api_key', keyId: 'key_mt_write', name: 'Kassajärjestelmän integraatio', scope: 'write', customerId: 'cus_aurora' },
} as const satisfies Record<string, Principal>;
export type Bearer = keyof typeof BEARERS;

export type Testbed = ServiceTestbed<Bearer>;

/** A fresh database with both companies, their bank accounts (for ledger rows) and the bearers above. */
export async function openTestbed(): Promise<Testbed> {
  const testbed = await openServiceTestbed(BEARERS);
  for (const customerId of ['cus_aurora', 'cus_birch']) {
    await testbed.db.query(
      `insert into ledger_accounts (customer_id, code, name, kind, statement_line) values ($1, '1910', 'Pankkitili', 'asset', 'cash_and_bank'), ($1, '1999', 'Selvittelytili', 'asset', 'receivables')`,
      [customerId],
    );
  }
  return testbed;
}

export { expectRefusal };

export const call = (testbed: Testbed, bearer: Bearer, method: 'GET' | 'POST', path: string, options: Parameters<typeof callAs>[4] = {}): Promise<Answer> =>
  callAs(testbed, bearer, method, path, options);

let made = 0;
const nextId = (prefix: string) => {
  made += 1;
  return `${prefix}_${String(made).padStart(4, '0')}`;
};

/**
 * A document of the company, of a few bytes: `other` and sent by nobody unless told (who sees it follows, as
 * docs/decisions/0003-documents-by-role.md says: the company's admin, approver, operator, keys and the staff).
 */
export async function documentOf(
  db: Database,
  customerId = 'cus_aurora',
  filename = 'kuitti.jpg',
  options: { kind?: string; uploadedBy?: Bearer } = {},
): Promise<string> {
  const id = nextId('doc_mt');
  const bytes = Buffer.from(`tosite ${id}`);
  const uploader = options.uploadedBy === undefined ? undefined : BEARERS[options.uploadedBy];
  await db.query(
    `insert into documents (customer_id, id, filename, content_type, size_bytes, sha256, uploaded_at, content, belongs_to_kind, uploaded_by_person, uploaded_by_key)
     values ($1, $2, $3, 'image/jpeg', $4, $5, now(), $6, $7, $8, $9)`,
    [
      customerId,
      id,
      filename,
      bytes.length,
      createHash('sha256').update(bytes).digest('hex'),
      bytes,
      options.kind ?? 'other',
      uploader?.kind === 'interactive' ? uploader.subject : null,
      uploader?.kind === 'api_key' ? uploader.keyId : null,
    ],
  );
  return id;
}

/** A thing of each subject kind, made as its area would hold it; `claimant` names who filed an expense claim. */
export async function thing(db: Database, kind: SubjectKind, options: { customerId?: string; claimant?: Bearer } = {}): Promise<string> {
  const customerId = options.customerId ?? 'cus_aurora';
  const id = nextId(`mt_${kind}`);
  switch (kind) {
    case 'purchase_bill':
      await db.query(
        `insert into purchase_bills (customer_id, id, resource_uri, revision, number, supplier, issue_date, due_date, currency, status, total_cents, vat_cents, open_cents,
           review_state, review_reason, calculation_reason, posting_state, posting_ready, posting_reason, requires_staff_confirmation)
         values ($1, $2, '/bills/x', 'r1', $3, 'Scandic Hotels Oy', '2026-11-19', '2026-12-03', 'EUR', 'open', 29964, 3564, 29964, 'reviewed', '', '', 'draft', false, '', false)`,
        [customerId, id, id.slice(-4)],
      );
      return id;
    case 'expense_claim': {
      const claimant = BEARERS[options.claimant ?? 'claimant'];
      if (claimant.kind !== 'interactive') throw new Error('a claim is filed by a person');
      await db.query(
        `insert into expense_claims (customer_id, id, number, claimant, claimant_name, claimant_email, purchase_date, amount_cents, vat_cents, purpose, iban, filed_on, due_date, filed_at)
         values ($1, $2, $3, $4, $5, $6, '2026-11-25', 6420, 764, 'Junamatka', 'FI5312345600013013', '2026-11-25', '2026-12-09', now())`,
        [customerId, id, `KL-${made}`, claimant.subject, claimant.name, claimant.email],
      );
      return id;
    }
    case 'payroll_run':
      await db.query(`insert into payroll_draft_runs (customer_id, id, period, payment_date, status, created_at) values ($1, $2, '2026-10', '2026-10-31', 'draft', now())`, [customerId, id]);
      return id;
    case 'payment_batch':
      await db.query(
        `insert into payment_batches (customer_id, id, kind, source_kind, source_id, label, due_date, total_cents, created_at) values ($1, $2, 'purchase', 'due_date', $2, 'Ostolaskut 1.12.2026', '2026-12-01', 100, now())`,
        [customerId, id],
      );
      return id;
    case 'ledger_row': {
      const line = { description: 'Tilisiirto Nordic Trade Partners AB', counterparty: 'Nordic Trade Partners AB' };
      await db.transaction((tx) =>
        postEntry(tx, {
          customer_id: customerId,
          id,
          date: '2026-10-06',
          description: line.description,
          source: { kind: 'bank_row', id: null, label: 'Tiliote' },
          booked_at: '2026-10-06T22:00:00Z',
          booked_by: 'Testikirjaaja',
          lines: [
            { ...line, account_code: '1910', debit_cents: 1240000 },
            { ...line, account_code: '1999', credit_cents: 1240000 },
          ],
        }),
      );
      return rowIdOf(id, 1);
    }
    case 'document':
      return documentOf(db, customerId);
    case 'filing':
      // an obligation of the company's (monthly, by default) VAT periods, one of its own for each thing made:
      // computed, not stored — a return nobody has started yet has its thread too
      return `vat_return.${2000 + Math.floor(made / 12)}-${String((made % 12) + 1).padStart(2, '0')}`;
  }
}

/** Starts a thread as `bearer` and answers what the service gave (201 expected). */
export async function started(testbed: Testbed, bearer: Bearer, body: Record<string, unknown>, customerId?: string): Promise<ThreadCreated> {
  const answer = await call(testbed, bearer, 'POST', '/messages/threads', { body: { document_ids: [], ...body }, customerId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ThreadCreated.parse(answer.body);
}

/** Posts a message as `bearer` (201 expected). */
export async function posted(testbed: Testbed, bearer: Bearer, threadId: string, body: string, documentIds: string[] = []): Promise<MessagePosted> {
  const answer = await call(testbed, bearer, 'POST', `/messages/threads/${threadId}/messages`, { body: { body, document_ids: documentIds } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return MessagePosted.parse(answer.body);
}
