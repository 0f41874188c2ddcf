import type { Handler } from '../handler.ts';
import { API_KEY_ROLE } from '../auth/principal.ts';

interface CompanyRow {
  customer_id: string;
  name: string;
  business_id: string;
}

/** GET /me: who the bearer is and the companies it reaches; for an API key, its one pinned company. */
export const getMe: Handler = async ({ db, principal }) => {
  if (principal.kind === 'api_key') {
    const company = (
      await db.query<CompanyRow>('select customer_id, name, business_id from companies where customer_id = $1', [principal.customerId])
    ).rows;
    return {
      status: 200,
      body: {
        principal: { kind: 'api_key', subject: principal.keyId, email: null, name: principal.name, staff: false },
        companies: company.map((row) => ({ ...row, roles: [API_KEY_ROLE] })),
        api_key: { id: principal.keyId, name: principal.name, scope: principal.scope },
      },
    };
  }
  const rows = principal.staff
    ? (await db.query<CompanyRow>('select customer_id, name, business_id from companies order by name')).rows
    : (
        await db.query<CompanyRow>(
          `select c.customer_id, c.name, c.business_id from companies c
           join memberships m on m.customer_id = c.customer_id and m.subject = $1 order by c.name`,
          [principal.subject],
        )
      ).rows;
  return {
    status: 200,
    body: {
      principal: {
        kind: 'interactive',
        subject: principal.subject,
        email: principal.email,
        name: principal.name,
        staff: principal.staff,
      },
      companies: rows.map((row) => ({ ...row, roles: principal.memberships.get(row.customer_id) ?? [] })),
    },
  };
};
