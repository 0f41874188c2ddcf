import { readdir, readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type Database = PGlite;

/**
 * The sandbox's one database handle: the database or one of its transactions, of which a store only ever asks
 * `query`. Every area and provider takes it, so that a read can run inside a write's transaction or outside one.
 */
export type Queryable = Pick<Database | Transaction, 'query'>;

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Opens (creating when missing) the sandbox's PostgreSQL in `folder` and brings its schema up to date. */
export async function openDatabase(folder: string): Promise<Database> {
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create({ dataDir: folder });
  await migrate(db);
  return db;
}

/** Applies, in file-name order, every migration not yet recorded; each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    newlyApplied.push(file);
  }
  return newlyApplied;
}
