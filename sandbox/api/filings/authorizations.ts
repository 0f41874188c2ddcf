import { AUTHORIZATION_WARNING_DAYS, type Authorization, type AuthorizationList } from '../../../src/api/schemas/filings.ts';
import { addDays, todayInFinland } from '../../../src/api/schemas/calendar.ts';
import { companyOf, type Handler } from '../handler.ts';

/** Where a company grants or renews an authorization: Suomi.fi e-Authorizations. */
export const RENEW_URL = 'https://www.suomi.fi/valtuudet';

/**
 * An authorization's state on `today`: `revoked` once the company revoked it, `expired` after its last valid
 * day, `expiring` from AUTHORIZATION_WARNING_DAYS days before that day, else `valid` (an open-ended one stays
 * valid).
 */
export function authorizationStateOf(validUntil: string | null, revokedAt: string | null, today: string): Authorization['state'] {
  if (revokedAt !== null && revokedAt <= today) return 'revoked';
  if (validUntil === null) return 'valid';
  if (validUntil < today) return 'expired';
  return addDays(today, AUTHORIZATION_WARNING_DAYS) >= validUntil ? 'expiring' : 'valid';
}

/** GET /filings/authorizations: the authorizations the firm holds to file for the company, with their validity. */
export const listFilingAuthorizations: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const today = todayInFinland();
  const rows = await ctx.db.query<{ id: string; kind: string; label: string; granted_by: string; granted_at: string; valid_until: string | null; revoked_at: string | null }>(
    `select id, kind, label, granted_by, granted_at::text as granted_at, valid_until::text as valid_until, revoked_at::text as revoked_at
       from filing_authorizations where customer_id = $1 order by kind, id`,
    [customer_id],
  );
  const body: AuthorizationList = {
    customer_id,
    warning_days: AUTHORIZATION_WARNING_DAYS,
    authorizations: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      label: row.label,
      granted_by: row.granted_by,
      granted_at: row.granted_at,
      valid_until: row.valid_until,
      state: authorizationStateOf(row.valid_until, row.revoked_at, today),
      renew_url: RENEW_URL,
    })),
  };
  return { status: 200, body };
};
