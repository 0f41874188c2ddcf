import type { Transaction } from '@electric-sql/pglite';
import type { SeedClock } from './seed-clock.ts';

/**
 * One feature area's part of the deterministic seed, run inside the seed's one transaction. Apart from the
 * list of steps (feature-seeds.ts) so that a step does not import the list that imports it. `clock` moves
 * the step's authored dates to the seeding day (seed-clock.ts).
 */
export type SeedStep = (tx: Transaction, clock: SeedClock) => Promise<void>;
