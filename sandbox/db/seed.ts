import type { Database } from './database.ts';
import { COMPANIES, DEMO_API_KEYS, DEMO_PASSWORD, DEMO_PEOPLE } from '../idp/demo-people.ts';
import { hashPassword } from '../idp/passwords.ts';
import { digestApiKeySecret } from '../api/auth/api-key-secret.ts';
import { FEATURE_SEEDS } from './feature-seeds.ts';
import { AUTHORED_DAY, finnishMonthName, seedClockOf, type SeedClock } from './seed-clock.ts';
import { ingestFilesOn } from './seeds/documents.ts';
import { periodOf, shiftPeriod } from '../../src/api/schemas/calendar.ts';

/**
 * The deterministic seed: every run on the same day writes the same companies, people, keys and states
 * (only password salts differ); on another day the same story, its dates moved with the day (seed-clock.ts).
 * `today` is Finland's date unless a test names one. Feature areas add their own rows through `FEATURE_SEEDS`.
 */
export async function seed(db: Database, today?: string): Promise<SeedClock> {
  const clock = seedClockOf(today);
  await db.transaction(async (tx) => {
    await tx.query('insert into seed_info (seeded_on, authored_day) values ($1, $2)', [clock.today, AUTHORED_DAY]);
    for (const company of COMPANIES) {
      await tx.query('insert into companies (customer_id, name, business_id) values ($1, $2, $3)', [
        company.customer_id,
        company.name,
        company.business_id,
      ]);
    }
    for (const person of DEMO_PEOPLE) {
      await tx.query(
        `insert into people (subject, email, name, password_hash, staff, removed_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          person.subject,
          person.email,
          person.name,
          await hashPassword(DEMO_PASSWORD),
          person.staff,
          person.removed ? clock.instant('2026-10-31T16:00:00+02:00') : null,
        ],
      );
      for (const membership of person.memberships) {
        await tx.query('insert into memberships (subject, customer_id, roles) values ($1, $2, $3)', [
          person.subject,
          membership.customer_id,
          membership.roles,
        ]);
      }
    }
    for (const key of DEMO_API_KEYS) {
      await tx.query(
        `insert into api_keys (id, customer_id, name, scope, secret_sha256, created_by, created_at, revoked_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          key.id,
          key.customer_id,
          key.name,
          key.scope,
          digestApiKeySecret(key.secret),
          key.created_by,
          clock.instant(key.created_at),
          'revoked_at' in key ? clock.instant(key.revoked_at) : null,
        ],
      );
    }

    // Aurora's agent is at work (so the overview refreshes); Birch's is idle. Their times are the authored
    // story's moved to the seeding day, and a note names the month of its own moved day (or the one before it).
    const at = (authored: string) => clock.instant(authored);
    const monthOf = (instant: string, shift = 0) => finnishMonthName(shiftPeriod(periodOf(instant.slice(0, 10)), shift));
    const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    const [auroraWorking, birchIdle] = [at('2026-11-20T09:14:00+02:00'), at('2026-11-19T17:02:00+02:00')];
    await tx.query('insert into agent_status (customer_id, state, updated_at) values ($1, $2, $3), ($4, $5, $6)', [
      'cus_aurora',
      'working',
      auroraWorking,
      'cus_birch',
      'idle',
      birchIdle,
    ]);
    for (const [customerId, noteAt, text] of [
      ['cus_aurora', at('2026-11-20T09:05:00+02:00'), `Luettu 42 tilitapahtumaa pankista (${monthOf(auroraWorking)}).`],
      ['cus_aurora', at('2026-11-20T09:10:00+02:00'), 'Täsmäytetty 38 tapahtumaa ostolaskuihin.'],
      ['cus_aurora', auroraWorking, `Kirjataan ${monthOf(auroraWorking)}n myyntitilityksiä.`],
      ['cus_birch', birchIdle, `${capitalized(monthOf(birchIdle, -1))}n päiväkirjaus valmis.`],
    ] as const) {
      await tx.query('insert into agent_progress_notes (customer_id, at, text) values ($1, $2, $3)', [customerId, noteAt, text]);
    }

    // Aurora's files: two sent in the last days, booked, a booked contract and a failed statement; Birch's
    // receipt booked. Every seeded file moves on its clock as an upload does (queued → parsed → booked within a minute of
    // being sent), or has ended with its reason: none waits with no word why. Names and times are documents.ts's,
    // whose bytes the documents of the same ids hold.
    const files = new Map(ingestFilesOn(clock).map((file) => [file.id, file]));
    const fileOf = (id: string) => {
      const file = files.get(id);
      if (!file) throw new Error(`seed: documents.ts has no ingest file ${id}`);
      return file;
    };
    const afterSent = (id: string, seconds: number) => new Date(Date.parse(fileOf(id).uploadedAt) + seconds * 1000).toISOString();
    const ingestRows: [id: string, customerId: string, state: string, detail: string | null, reason: string | null, parsedAt: string | null, settlesAt: string | null, settlesAs: string | null][] = [
      ['file_aurora_001', 'cus_aurora', 'queued', null, null, afterSent('file_aurora_001', 5), afterSent('file_aurora_001', 20), 'booked'],
      ['file_aurora_002', 'cus_aurora', 'queued', null, null, afterSent('file_aurora_002', 5), afterSent('file_aurora_002', 20), 'booked'],
      ['file_aurora_003', 'cus_aurora', 'booked', null, null, null, null, null],
      [
        'file_aurora_004',
        'cus_aurora',
        'failed',
        'The spreadsheet has no column "Arvopäivä" (value date), which the bank statement is booked by; send the statement in the bank\'s CSV format.',
        'missing_column',
        null,
        null,
        null,
      ],
      ['file_birch_001', 'cus_birch', 'booked', null, null, null, null, null],
    ];
    for (const [id, customerId, state, detail, reason, parsedAt, settlesAt, settlesAs] of ingestRows) {
      const file = fileOf(id);
      await tx.query(
        `insert into ingest_files (id, customer_id, filename, uploaded_at, state, detail, reason, parsed_at, settles_at, settles_as)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, customerId, file.filename, file.uploadedAt, state, detail, reason, parsedAt, settlesAt, settlesAs],
      );
    }

    for (const step of FEATURE_SEEDS) await step(tx, clock);
  });
  return clock;
}

/** The clock the database was seeded with: the seeding day as stored with the seed. */
export async function seededClock(db: Database): Promise<SeedClock> {
  const result = await db.query<{ seeded_on: string }>("select to_char(seeded_on, 'YYYY-MM-DD') as seeded_on from seed_info");
  const seededOn = result.rows[0]?.seeded_on;
  if (seededOn === undefined) throw new Error('sandbox: the database holds no seed');
  return seedClockOf(seededOn);
}

/** True when the database holds no seed yet (a fresh data folder). */
export async function isEmpty(db: Database): Promise<boolean> {
  const result = await db.query<{ count: number }>('select count(*)::int as count from companies');
  return (result.rows[0]?.count ?? 0) === 0;
}
