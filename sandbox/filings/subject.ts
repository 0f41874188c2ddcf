import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * A filing as the subject of a thread in Messages (issue 30): its label in Finnish when the filing is the
 * company's, else null. The messages handlers ask it before starting a filing's thread.
 */
export async function filingSubjectLabel(db: PGlite | Transaction, customerId: string, filingId: string): Promise<string | null> {
  const found = await db.query<{ kind: string; period: string }>('select kind, period from filings where customer_id = $1 and id = $2', [customerId, filingId]);
  const filing = found.rows[0];
  return filing === undefined ? null : `${filing.kind} ${filing.period}`;
}
