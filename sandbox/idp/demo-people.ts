import type { ApiKeyScope } from '../../src/api/schemas/api-key-scope.ts';
import type { Role } from '../../src/api/schemas/company.ts';

/** The people of the sandbox. Every one signs in with the same password; the README lists them. */
export const DEMO_PASSWORD = 'portal-demo';

export const AURORA = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1' } as const;
export const BIRCH = { customer_id: 'cus_birch', name: 'Birch Tmi', business_id: '2345678-0' } as const;
export const COMPANIES = [AURORA, BIRCH] as const;

/** A role a member holds in a company: the contract's `Role`, named here as the sandbox uses it. */
export type CompanyRole = Role;

export interface DemoPerson {
  subject: string;
  email: string;
  name: string;
  staff: boolean;
  memberships: { customer_id: string; roles: CompanyRole[] }[];
  /** What the README says this person is for. */
  purpose: string;
  /** A person who has left the company: cannot sign in, but keys they created keep working. */
  removed?: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    subject: 'person_admin',
    email: 'admin@aurora.example',
    name: 'Anna Virtanen',
    staff: false,
    memberships: [
      { customer_id: AURORA.customer_id, roles: ['admin'] },
      { customer_id: BIRCH.customer_id, roles: ['admin'] },
    ],
    purpose: 'admin of Aurora Oy and Birch Tmi',
  },
  {
    subject: 'person_approver',
    email: 'approver@aurora.example',
    name: 'Pekka Korhonen',
    staff: false,
    memberships: [{ customer_id: AURORA.customer_id, roles: ['approver', 'invoice_reviewer'] }],
    purpose: 'broad approver (and invoice reviewer) of Aurora Oy',
  },
  {
    subject: 'person_operator',
    email: 'operator@aurora.example',
    name: 'Olli Nieminen',
    staff: false,
    memberships: [{ customer_id: AURORA.customer_id, roles: ['operator'] }],
    purpose: 'operator of Aurora Oy',
  },
  {
    subject: 'person_claimant',
    email: 'claimant@aurora.example',
    name: 'Kaisa Mäkinen',
    staff: false,
    memberships: [{ customer_id: AURORA.customer_id, roles: ['claimant'] }],
    purpose: "claimant of Aurora Oy (sees only their own work-log entries, and of the documents only her uploads and her claims' receipts)",
  },
  {
    subject: 'person_bills',
    email: 'bills@aurora.example',
    name: 'Laura Hämäläinen',
    staff: false,
    memberships: [{ customer_id: AURORA.customer_id, roles: ['purchase_invoices'] }],
    purpose: 'purchase-invoice role of Aurora Oy',
  },
  {
    subject: 'person_reviewer',
    email: 'reviewer@aurora.example',
    name: 'Mikko Salonen',
    staff: false,
    memberships: [{ customer_id: AURORA.customer_id, roles: ['invoice_reviewer'] }],
    purpose: 'invoice reviewer of Aurora Oy: the backup approver of purchase bills, away this week',
  },
  {
    subject: 'person_staff',
    email: 'staff@firm.example',
    name: 'Sari Laine',
    staff: true,
    memberships: [],
    purpose: "the accounting firm's staff: every customer",
  },
  {
    subject: 'person_former',
    email: 'former@aurora.example',
    name: 'Eero Lahtinen',
    staff: false,
    memberships: [],
    removed: true,
    purpose: 'left Aurora Oy; created the seeded write key, which keeps working',
  },
];

/**
 * Seeded API keys: secrets are printed here and in the README because this is a sandbox. `created_at` and
 * `revoked_at` are authored moments (as of the seed's authored day); the seed writes them moved by whole
 * days to the seeding day (`clock.instant`, docs/decisions/0001-seed-lives-in-the-present.md), as the
 * work log's key entries from the key's creation on are.
 */
export const DEMO_API_KEYS = [
  {
    id: 'key_aurora_read',
    secret: 'svc_sk_sandbox_aurora_read',
    customer_id: AURORA.customer_id,
    name: 'Kirjanpidon raportointi (luku)',
    scope: 'read',
    created_by: 'admin@aurora.example',
    created_at: '2026-09-01T09:00:00+03:00',
  },
  {
    id: 'key_aurora_write',
    secret: 'svc_sk_sandbox_aurora_write',
    customer_id: AURORA.customer_id,
    name: 'Kassajärjestelmän integraatio',
    scope: 'write',
    created_by: 'former@aurora.example',
    created_at: '2026-06-15T12:30:00+03:00',
  },
  {
    id: 'key_birch_write',
    secret: 'svc_sk_sandbox_birch_write',
    customer_id: BIRCH.customer_id,
    name: 'Verkkokaupan integraatio',
    scope: 'write',
    created_by: 'admin@aurora.example',
    created_at: '2026-10-01T10:00:00+03:00',
  },
  {
    id: 'key_aurora_revoked',
    secret: 'svc_sk_sandbox_aurora_revoked',
    customer_id: AURORA.customer_id,
    name: 'Vanha tilinpäätösraportointi',
    scope: 'read',
    created_by: 'admin@aurora.example',
    created_at: '2026-03-02T08:00:00+02:00',
    revoked_at: '2026-08-31T15:00:00+03:00',
  },
] as const satisfies readonly DemoApiKey[];

export interface DemoApiKey {
  id: string;
  secret: string;
  customer_id: string;
  name: string;
  scope: ApiKeyScope;
  created_by: string;
  created_at: string;
  revoked_at?: string;
}
