import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { precompress } from '../precompress.ts';
import { runKept as run } from './child.ts';
import {
  REFERENCE_APP_PATH,
  REFERENCE_COMMIT,
  REFERENCE_REPOSITORY,
  envFile,
  referenceEnv,
  REFERENCE_MOCK_DELAY_FILE,
  rewriteRegistryHosts,
  withoutMockDelay,
  type ReferencePorts,
} from './reference-source.ts';

/**
 * The reference app, ready to serve: apps/react-vite extracted from a clone of bulletproof-react at the pinned
 * commit (never a work tree's state), its dependencies installed with its own yarn v1 lockfile, and built with
 * its e2e environment, then precompressed as the portal's build is. The install and the build are cached by
 * commit (and the build by its environment) under `cacheRoot`, so a second run starts at once.
 */
export interface PreparedReference {
  appDir: string;
  distDir: string;
  /** What was done differently from its own scripts, to print beside the figures. */
  notes: string[];
}

export const YARN = 'yarn@1.22.22';

export const HOW_TO_GET_THE_SOURCE =
  `the side-by-side profile needs bulletproof-react's source: git clone ${REFERENCE_REPOSITORY} <dir>, ` +
  `then BENCH_REFERENCE_SOURCE=<dir> (a clone or a bare git dir; commit ${REFERENCE_COMMIT} is used, whatever is checked out)`;

/** `git archive` of the app's folder at the pinned commit, unpacked into `into`. */
async function extract(source: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  const archive = path.join(into, 'app.tar');
  await run('git', ['-C', source, 'archive', '--output', archive, REFERENCE_COMMIT, REFERENCE_APP_PATH], into);
  await run('tar', ['-xf', archive, '-C', into], into);
  await rm(archive);
}

/** The notes a cached step wrote beside its result (a file of the cache folder, so read as unknown). */
const readNotes = (text: string): string[] => z.array(z.string()).parse(JSON.parse(text));

const progress = (text: string) => process.stderr.write(`[bench] reference: ${text}\n`);

export async function prepareReference(source: string, cacheRoot: string, ports: ReferencePorts): Promise<PreparedReference> {
  const cacheDir = path.join(cacheRoot, REFERENCE_COMMIT);
  const appDir = path.join(cacheDir, REFERENCE_APP_PATH);
  const distDir = path.join(appDir, 'dist');
  const notesFile = path.join(appDir, '.bench-notes.json');

  if (!existsSync(path.join(appDir, 'package.json'))) {
    progress(`extracting ${REFERENCE_APP_PATH} at ${REFERENCE_COMMIT} from ${source}`);
    const partial = `${cacheDir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await extract(source, partial);
    await rm(cacheDir, { recursive: true, force: true });
    await rename(partial, cacheDir);
  }

  const installed = path.join(appDir, '.bench-installed');
  if (!existsSync(installed)) {
    const lockfile = path.join(appDir, 'yarn.lock');
    const { text, moved } = rewriteRegistryHosts(await readFile(lockfile, 'utf8'));
    await writeFile(lockfile, text);
    const notes = Object.entries(moved).map(
      ([host, count]) => `yarn.lock: ${count} resolved URL(s) on ${host} fetched from registry.npmjs.org instead (same tarballs, same integrity hashes)`,
    );
    await writeFile(notesFile, JSON.stringify(notes));
    progress(`installing its dependencies with its own lockfile (${YARN} install --frozen-lockfile --ignore-scripts)`);
    await run('npx', ['--yes', YARN, 'install', '--frozen-lockfile', '--ignore-scripts', '--non-interactive', '--network-timeout', '600000'], appDir);
    await writeFile(installed, REFERENCE_COMMIT);
  }
  const notes = readNotes(await readFile(notesFile, 'utf8'));
  // equal footing (docs/decisions/0024): its mock API, run from this source, answers without its random wait
  const delayFile = path.join(appDir, REFERENCE_MOCK_DELAY_FILE);
  await writeFile(delayFile, withoutMockDelay(await readFile(delayFile, 'utf8')));
  notes.push(`${REFERENCE_MOCK_DELAY_FILE}: its mock API's networkDelay() set to wait 0 ms (it waits 300–1 000 ms at random before each answer), as the sandbox waits none`);

  const env = envFile(referenceEnv(ports));
  const built = path.join(distDir, '.bench-built');
  if (!existsSync(built) || (await readFile(built, 'utf8')) !== env) {
    // its vite build and its mock server (vite-node) both read .env, as its e2e workflow copies .env.example-e2e there
    await writeFile(path.join(appDir, '.env'), env);
    progress('building it with its e2e environment (its own build script: tsc && vite build --base=/)');
    const bin = (name: string) => path.join(appDir, 'node_modules', '.bin', name);
    let typechecked = true;
    try {
      await run(bin('tsc'), [], appDir);
    } catch {
      typechecked = false;
    }
    await rm(distDir, { recursive: true, force: true });
    await run(bin('vite'), ['build', '--base=/'], appDir);
    await precompress(distDir);
    await writeFile(path.join(appDir, '.bench-build-notes.json'), JSON.stringify(typechecked ? [] : ['its tsc failed; built with vite build --base=/ alone']));
    await writeFile(built, env);
  }
  const buildNotes = readNotes(await readFile(path.join(appDir, '.bench-build-notes.json'), 'utf8'));
  return { appDir, distDir, notes: [...notes, ...buildNotes] };
}
