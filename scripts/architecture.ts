import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { fi } from '../src/i18n/messages/fi.ts';
import { AREAS, AREA_NAMES, type Area } from '../src/portal/areas.ts';

/**
 * The parts of docs/architecture.md that the tree itself knows, written from it so that they cannot go stale
 * (docs/decisions/0033): the portal's areas from the registry, the folder of each from the app's one list of
 * entries, and the sandbox's rooms from lint's fences, with the operations each area of the sandbox serves from
 * its route table. `npm run docs` writes them between their markers; scripts/architecture.test.ts fails when the
 * page differs from what this writes.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** What each area is for, in a line: the one part a person writes. A new area without its line fails the test. */
const AREA_PURPOSE: Record<Area, string> = {
  overview: 'what needs attention, the accounting agent’s word, the latest files',
  books: 'the ledger by month, the statements, the rows the firm asks about',
  filings: 'what the firm files for the company and when, and the company’s review of a return',
  messages: 'one conversation with the firm, each thread about a thing of the company',
  documents: 'sending receipts and invoices from any device; the files and how each was read',
  connections: 'the banks, card acquirers, shops and wallets the books read from',
  worklog: 'hours worked, one’s own or everyone’s, by week',
  bills: 'purchase bills: the check, the approval, the original and its digest',
  claims: 'a claimant’s own expense claims and their reimbursement',
  payroll: 'employees, tax cards, pay runs, payslips and their approval',
  payments: 'payment batches and their release to the bank by a named person',
  apiKeys: 'keys for the company’s own integrations',
  members: 'who works in the company’s portal, in which roles',
};

function whoReaches(area: Area): string {
  const rule: { roles: readonly string[] | 'any'; staff: boolean; itemRoles?: readonly string[] } = AREAS[area];
  const roles = rule.roles === 'any' ? 'every member' : rule.roles.map((role) => `\`${role}\``).join(', ');
  const items = rule.itemRoles ? `; one item: ${rule.itemRoles.map((role) => `\`${role}\``).join(', ')}` : '';
  return `${roles}${items}${rule.staff ? '; the firm’s staff' : ''}`;
}

/** Each area's folder, from the app's list of entries (src/app/area-entries.ts), read as text. */
function featureFolders(): Map<string, string> {
  const source = read('src/app/area-entries.ts');
  const folderOfEntry = new Map([...source.matchAll(/import \{ (\w+) \} from '\.\.\/features\/([\w-]+)\/index\.ts';/g)].map((match) => [match[1], match[2]]));
  return new Map(
    [...source.matchAll(/\b(\w+): (\w+Area)\b/g)].flatMap((match) => {
      const folder = folderOfEntry.get(match[2] ?? '');
      return folder ? [[match[1] ?? '', folder] as const] : [];
    }),
  );
}

export function portalAreas(): string {
  const folders = featureFolders();
  const nav: Record<string, string> = fi.nav;
  const rows = AREA_NAMES.map((area) => {
    const purpose = AREA_PURPOSE[area];
    const folder = folders.get(area);
    if (!purpose || !folder) throw new Error(`the area ${area} needs its line in scripts/architecture.ts and its entry in src/app/area-entries.ts`);
    const label = nav[AREAS[area].navLabel.slice('nav.'.length)] ?? area;
    return `| ${label} (\`${area}\`) | ${purpose} | \`/<company>/${AREAS[area].segment}\` | ${whoReaches(area)} | \`src/features/${folder}/\` |`;
  });
  return [`The portal's ${AREA_NAMES.length} areas, as the registry (\`src/portal/areas.ts\`) names them:`, '', '| Area | For | URL | Who reaches it | Code |', '|---|---|---|---|---|', ...rows].join('\n');
}

const FloorsExport = z.object({ SANDBOX_FLOORS: z.array(z.object({ floor: z.string(), rooms: z.array(z.string()) })) });

/** The modules of a room (a folder or one file), tests left out. */
function modulesOf(room: string): string[] {
  const at = path.join(ROOT, room);
  if (!statSync(at).isDirectory()) return [path.basename(room, '.ts')];
  const names = readdirSync(at, { recursive: true }) as string[];
  const migrations = names.filter((name) => name.endsWith('.sql')).length;
  if (migrations > 0) return [`${migrations} SQL migrations, applied in the order of their numbers`];
  return names
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.split(path.sep).join('/').replace(/\.ts$/, ''))
    .sort();
}

/** Each operation of the sandbox's route table by the folder of its handler; `null` for those answered 501. */
function operationsByFolder(): Map<string | null, string[]> {
  const source = read('sandbox/api/route-table.ts');
  const folderOfHandler = new Map(
    [...source.matchAll(/import \{([^}]+)\} from '\.\/([\w-]+)\/[\w-]+\.ts';/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => [name.replace(/^\s*type\s+/, '').trim(), match[2] ?? ''] as const),
    ),
  );
  const byFolder = new Map<string | null, string[]>();
  for (const match of source.matchAll(/^\s+(\w+): \{ access: [\w.]+(?:, handler: (\w+))? \},?$/gm)) {
    const folder = match[2] ? (folderOfHandler.get(match[2]) ?? null) : null;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), match[1] ?? '']);
  }
  return byFolder;
}

export async function sandboxRooms(): Promise<string> {
  const { SANDBOX_FLOORS } = FloorsExport.parse(await import(path.join(ROOT, 'eslint.config.js')));
  const operations = operationsByFolder();
  const lines = [
    'The sandbox’s rooms, bottom up, as lint’s fences hold them (`eslint.config.js`): a room imports only the floors',
    'below it, a model only the models before it, an area of the service no other area. Its tests stand on the whole service.',
    '',
    '| Floor | Room | Modules | Serves |',
    '|---|---|---|---|',
  ];
  for (const { floor, rooms } of SANDBOX_FLOORS) {
    for (const room of rooms) {
      const folder = room.startsWith('./sandbox/api/') && !room.endsWith('.ts') ? room.slice('./sandbox/api/'.length) : undefined;
      const serves = folder ? (operations.get(folder) ?? []).join(', ') : '';
      lines.push(`| ${floor} | \`${room.slice(2)}\` | ${modulesOf(room).join(', ')} | ${serves} |`);
    }
  }
  const unbuilt = operations.get(null) ?? [];
  if (unbuilt.length > 0) lines.push('', `Named in the catalogue, answered 501 until built: ${unbuilt.join(', ')}.`);
  return lines.join('\n');
}

/** The page with each generated part put between its markers. */
export async function renderArchitecture(page: string): Promise<string> {
  const parts: Record<string, string> = { 'portal-areas': portalAreas(), 'sandbox-rooms': await sandboxRooms() };
  let out = page;
  for (const [name, text] of Object.entries(parts)) {
    const open = `<!-- generated:${name} (npm run docs) -->`;
    const close = `<!-- /generated:${name} -->`;
    const from = out.indexOf(open);
    const to = out.indexOf(close);
    if (from < 0 || to < from) throw new Error(`docs/architecture.md lacks the markers of ${name}`);
    out = `${out.slice(0, from + open.length)}\n${text}\n${out.slice(to)}`;
  }
  return out;
}

export const ARCHITECTURE_PAGE = path.join(ROOT, 'docs/architecture.md');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ARCHITECTURE_PAGE, await renderArchitecture(readFileSync(ARCHITECTURE_PAGE, 'utf8')));
  console.log(`wrote ${ARCHITECTURE_PAGE}`);
}
