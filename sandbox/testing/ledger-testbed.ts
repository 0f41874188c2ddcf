import { postEntry, type EntryLine } from '../books/post-entry.ts';
import type { Database } from '../db/database.ts';
import { callAs, expectRefusal, openServiceTestbed, type Answer, type ServiceTestbed } from './service-testbed.ts';
import type { Principal } from '../api/auth/principal.ts';

/**
 * For the tests of the books' handlers: the service over a database of its own (migrated, the two companies,
 * the people and keys below), with a ledger each test books itself through `postEntry` — not the shared
 * sandbox, whose ledger comes from the seed and changes under other files. The bearer is a name of `BEARERS`;
 * everything after it (access, the contract's checks of input and answer, the handlers) is the service's own.
 */

const person = (subject: string, name: string, email: string, roles: Record<string, string[]>, staff = false): Principal => ({
  kind: 'interactive',
  subject,
  email,
  name,
  staff,
  memberships: new Map(Object.entries(roles).map(([customerId, held]) => [customerId, held.filter(isCompanyRole)])),
});

const COMPANY_ROLES = ['admin', 'approver', 'operator', 'claimant', 'purchase_invoices', 'invoice_reviewer'] as const;
const isCompanyRole = (role: string): role is (typeof COMPANY_ROLES)[number] => COMPANY_ROLES.some((known) => known === role);

export const BEARERS = {
  admin: person('tb_admin', 'Anna Virtanen', 'admin@aurora.example', { cus_aurora: ['admin'], cus_birch: ['admin'] }),
  operator: person('tb_operator', 'Olli Operaattori', 'operator@aurora.example', { cus_aurora: ['operator'] }),
  claimant: person('tb_claimant', 'Kaisa Mäkinen', 'claimant@aurora.example', { cus_aurora: ['claimant'] }),
  staff: person('tb_staff', 'Sari Laine', 'staff@firm.example', {}, true),
  readKey: { kind: 'api_key', keyId: 'key_tb_read', name: 'Raportointi (luku)', scope: 'read', customerId: 'cus_aurora' },
  writeKey: { kind: 'api_key', keyId: 'key_tb_write', name: 'Kassajärjestelmän integraatio', scope: 'write', customerId: 'cus_aurora' },
} as const satisfies Record<string, Principal>;
export type Bearer = keyof typeof BEARERS;

export type Testbed = ServiceTestbed<Bearer>;

/** A fresh database with both companies' accounts, and the service over it; a few seconds: one per test file. */
export async function openTestbed(): Promise<Testbed> {
  const testbed = await openServiceTestbed(BEARERS);
  for (const customerId of ['cus_aurora', 'cus_birch']) await openAccounts(testbed.db, customerId);
  return testbed;
}

export type { Answer };
export { expectRefusal };

/** Calls the service under /portal as `bearer`; customer_id is added for a person (a key names its own company). */
export const call = (testbed: Testbed, bearer: Bearer, method: 'GET' | 'POST', path: string, options: Parameters<typeof callAs>[4] = {}): Promise<Answer> =>
  callAs(testbed, bearer, method, path, options);

/** The accounts the tests book on, for a company. */
async function openAccounts(db: Database, customerId: string): Promise<void> {
  await db.query(
    `insert into ledger_accounts (customer_id, code, name, kind, statement_line) values
       ($1, '1910', 'Pankkitili', 'asset', 'cash_and_bank'),
       ($1, '1999', 'Selvittelytili', 'asset', 'receivables'),
       ($1, '2939', 'Arvonlisäverovelka', 'liability', 'other_liabilities'),
       ($1, '3000', 'Myynti', 'revenue', 'revenue'),
       ($1, '4000', 'Ostot', 'expense', 'materials_and_services')
     on conflict do nothing`,
    [customerId],
  );
}

let entries = 0;

export interface Booked {
  entryId: string;
  /** The row IDs of the entry's lines, in order. */
  rowIds: string[];
}

/**
 * Books an entry of two lines through `postEntry`: `cents` on `debit` against `credit`, both lines with the
 * same text and counterparty.
 */
export async function book(
  db: Database,
  entry: { customerId?: string; date: string; description: string; counterparty?: string | null; cents: number; debit?: string; credit?: string; source?: string; documentId?: string },
  extraLines: readonly EntryLine[] = [],
): Promise<Booked> {
  entries += 1;
  const entryId = `tb-${String(entries).padStart(5, '0')}`;
  const line = { description: entry.description, counterparty: entry.counterparty ?? null };
  const rowIds = await db.transaction((tx) =>
    postEntry(tx, {
      customer_id: entry.customerId ?? 'cus_aurora',
      id: entryId,
      date: entry.date,
      description: entry.description,
      source: { kind: entry.source ?? 'bank_row', id: null, label: `Tiliote, ${entry.description}` },
      document_id: entry.documentId ?? null,
      booked_at: `${entry.date}T10:00:00Z`,
      booked_by: 'Testikirjaaja',
      lines: [
        { ...line, account_code: entry.debit ?? '1999', debit_cents: entry.cents },
        { ...line, account_code: entry.credit ?? '1910', credit_cents: entry.cents },
        ...extraLines,
      ],
    }),
  );
  return { entryId, rowIds };
}
