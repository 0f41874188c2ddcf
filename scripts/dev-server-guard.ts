import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LEGACY_DATA_FOLDER, SANDBOX_STATE_FOLDER, configFromEnv, sandboxStateDir } from '../sandbox/config.ts';

/**
 * The portal's dev and preview servers never answer a file of the sandbox's data folder: it holds the
 * identity provider's private signing key, the vault key and the database. The folder lives outside the
 * project (sandbox/config.ts), so Vite does not serve it; this is the second lock, for a folder that is
 * under the root all the same (an old `.sandbox-data/`, a SANDBOX_DATA_DIR pointing into the project) or
 * reachable through Vite's `/@fs/` paths.
 */

/** The folders no path may name: the configured data folder, the folder of data folders and the old one under the root. */
export function sandboxDataFolders(env: NodeJS.ProcessEnv, root: string): string[] {
  return [configFromEnv(env).dataDir, sandboxStateDir(env), path.resolve(root, LEGACY_DATA_FOLDER)];
}

/** For Vite's `server.fs.deny`: the folders, and their names anywhere. */
export function sandboxDataDenyGlobs(env: NodeJS.ProcessEnv): string[] {
  const globSafe = (folder: string) => folder.replace(/\\/g, '/').replace(/[*?[\]{}()!+@]/g, '\\$&');
  return [
    `**/${LEGACY_DATA_FOLDER}/**`,
    `**/${SANDBOX_STATE_FOLDER}/**`,
    `${globSafe(configFromEnv(env).dataDir)}/**`,
  ];
}

const NAMES = [LEGACY_DATA_FOLDER, SANDBOX_STATE_FOLDER].map((name) => name.toLowerCase());

/** The request path as it may be read: as sent, and decoded once, twice and thrice (each as far as it decodes). */
function readings(pathname: string): string[] {
  const found = [pathname];
  let current = pathname;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return found.map((reading) => reading.replace(/\\/g, '/'));
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder.toLowerCase(), file.toLowerCase());
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * True when a request's path names the sandbox's data: a folder's name anywhere in it (any case, however
 * escaped), or a file inside one of the folders, as a path under the root or as Vite's `/@fs/<absolute path>`.
 */
export function namesSandboxData(url: string, root: string, folders: readonly string[]): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  for (const reading of readings(pathname)) {
    const lower = reading.toLowerCase();
    if (NAMES.some((name) => lower.includes(name))) return true;
    const files = [path.resolve(root, `.${path.posix.normalize(`/${reading}`)}`)];
    const fs = /^\/*@fs(\/.*)$/i.exec(reading);
    if (fs?.[1] !== undefined) files.push(path.resolve(path.posix.normalize(fs[1])));
    if (files.some((file) => folders.some((folder) => isInside(folder, file)))) return true;
  }
  return false;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Answers 404 to any request naming the sandbox's data, before Vite looks for a file. */
export function sandboxDataGuard(root: string, folders: readonly string[]): Middleware {
  return (req, res, next) => {
    if (!namesSandboxData(req.url ?? '/', root, folders)) {
      next();
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end('Not found');
  };
}
