import type { MONTH_STATES } from '../../src/api/schemas/books.ts';
import type { Queryable } from '../db/database.ts';


export interface MonthState {
  state: (typeof MONTH_STATES)[number];
  closed_at: Date | null;
}

/** The company's recorded month states by period; a month not recorded is `open` (migration 100). */
export async function monthStates(db: Queryable, customerId: string): Promise<Map<string, MonthState>> {
  const rows = (
    await db.query<{ period: string; state: MonthState['state']; closed_at: Date | null }>(
      'select period, state, closed_at from books_months where customer_id = $1',
      [customerId],
    )
  ).rows;
  return new Map(rows.map((row) => [row.period, { state: row.state, closed_at: row.closed_at }]));
}

export const stateOf = (states: ReadonlyMap<string, MonthState>, period: string): MonthState => states.get(period) ?? { state: 'open', closed_at: null };
