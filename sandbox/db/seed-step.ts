import type { Transaction } from '@electric-sql/pglite';

/**
 * One feature area's part of the deterministic seed, run inside the seed's one transaction. Apart from the
 * list of steps (feature-seeds.ts) so that a step does not import the list that imports it.
 */
export type SeedStep = (tx: Transaction) => Promise<void>;
