import type { Transaction } from '@electric-sql/pglite';

/**
 * Each feature area's part of the deterministic seed, run in order after the companies, people and
 * keys exist, inside the seed's one transaction. An area adds its step here.
 */
export type SeedStep = (tx: Transaction) => Promise<void>;

export const FEATURE_SEEDS: readonly SeedStep[] = [];
