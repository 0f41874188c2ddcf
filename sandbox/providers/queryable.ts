import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';

/** The database or one of its transactions: what a simulated provider reads its own records from. */
export type Queryable = Pick<Database | Transaction, 'query'>;
