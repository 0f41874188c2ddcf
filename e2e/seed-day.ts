import { seedClockOf, type SeedClock } from '../sandbox/db/seed-clock.ts';
import { failedStatementNameOn } from '../sandbox/db/seeds/documents.ts';

/**
 * The seed's clock of this run: the day the journeys' sandboxes were seeded as of (set once by
 * playwright.config.ts), and how the seed's authored dates moved to it. A journey names a seeded date as the
 * seed writes it — `seed.date('2026-12-01')`, `seed.period('2026-10')` — never as a calendar literal.
 */
export const seed: SeedClock = seedClockOf(requiredSeedDay());

function requiredSeedDay(): string {
  const day = process.env.E2E_SEED_DAY;
  if (!day) throw new Error('E2E_SEED_DAY is not set: run the journeys with playwright.config.ts');
  return day;
}

/**
 * The seeded failed bank statement of Aurora, by its exact name: journeys upload statements of their own
 * (`tiliote-marraskuu.csv`), so a pattern would meet those too.
 */
export const failedStatementName = failedStatementNameOn(seed);
