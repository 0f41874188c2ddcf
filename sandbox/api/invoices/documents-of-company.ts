import type { Queryable } from '../payroll/store.ts';

/** The first of `documentIds` that is not a document of the company (another company's is none of its own); null when all are. */
export async function unknownDocument(db: Queryable, customerId: string, documentIds: readonly string[]): Promise<string | null> {
  if (documentIds.length === 0) return null;
  const known = new Set(
    (await db.query<{ id: string }>('select id from documents where customer_id = $1 and id = any ($2)', [customerId, [...documentIds]])).rows.map((row) => row.id),
  );
  return documentIds.find((id) => !known.has(id)) ?? null;
}
