import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isIsoDate } from '../src/api/schemas/calendar.ts';
import { finnishOffsetAt } from '../sandbox/db/seed-clock.ts';

/**
 * `npm run test:on-day -- <when> [npm script]`: runs a test script (`test` by default: every check, unit,
 * sandbox and every journey) with the whole machine's clock moved for its processes — Node, the sandbox,
 * PGlite and Chromium alike — by libfaketime (Debian's `faketime`). The clock starts at the moment named and
 * runs on from there, so the sandbox is seeded as of that day and every "today" agrees
 * (docs/testing-on-another-day.md, docs/decisions/0001-seed-lives-in-the-present.md).
 *
 * `<when>`: a day `2028-02-29` (noon in Finland), a Finnish wall-clock time `2027-12-31T23:30`, or an offset
 * from now, `+548d`.
 */

const [when, script = 'test'] = process.argv.slice(2);
if (when === undefined) {
  console.error('usage: npm run test:on-day -- <YYYY-MM-DD | YYYY-MM-DDTHH:MM | +Nd> [npm script, default test]');
  process.exit(2);
}

function faketimeSpec(value: string): string {
  const ahead = /^\+(\d+)d$/.exec(value);
  if (ahead) return `+${ahead[1]}d`;
  const moment = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value);
  if (!moment?.[1] || !isIsoDate(moment[1])) throw new Error(`not a day, a Finnish time or +Nd: ${value}`);
  const day = moment[1];
  const time = `${moment[2] ?? '12:00'}:00`;
  // faketime reads its start in the process's zone: give it UTC, from Finland's wall clock
  const utc = new Date(`${day}T${time}${finnishOffsetAt(day, time)}`).toISOString();
  return `@${utc.slice(0, 10)} ${utc.slice(11, 19)}`;
}

const faketime = ['/usr/bin/faketime', '/usr/local/bin/faketime'].find((candidate) => existsSync(candidate));
if (faketime === undefined) {
  console.error('faketime is not installed: apt-get install -y faketime (.ci/run installs it)');
  process.exit(2);
}

const spec = faketimeSpec(when);
console.log(`[test-on-day] npm run ${script} with the clock at ${spec} (UTC)`);
// E2E_SEED_DAY is left to the moved clock: the journeys' sandboxes are seeded as of the day faketime gives
// FAKETIME_DONT_RESET: a process started later in the run (a vitest worker, the sandbox, Chromium) goes on
// from the run's moved clock instead of starting again at the moment named, so every process agrees on "now"
const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC', FAKETIME_DONT_RESET: '1' };
delete env.E2E_SEED_DAY;
const run = spawnSync(faketime, ['-f', spec, 'npm', 'run', script], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
