import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The checkout explains itself (docs/decisions/README.md): whoever clones it has every reason the code cites, and
 * the README starts with the two commands that try and test it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** The tracked files, as a fresh clone has them. */
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && file !== 'package-lock.json');

function textOf(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

const TEXT = /\.(ts|tsx|js|mjs|cjs|css|sql|md|json|html|conf|sh|yml|yaml)$|^\.ci\//;

/** Where a tracked file points outside the checkout, line by line. */
function outsideReferences(file: string): string[] {
  // spelled in parts, so that this file does not name what it looks for
  const patterns = [new RegExp(`\\b${'iss'}ues? #?\\d+`, 'i'), new RegExp(`${'DES'}IGN(\\.md| principle)`), new RegExp(`\\.\\./${'sha'}red/`)];
  return textOf(file)
    .split('\n')
    .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('the reasons live inside the checkout', () => {
  it('no tracked file cites an issue number, the design document or anything else beside the checkout', () => {
    expect(TRACKED.filter((file) => TEXT.test(file)).flatMap(outsideReferences)).toEqual([]);
  });

  const records = readdirSync(path.join(ROOT, 'docs/decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const numbers = new Set(records.map((name) => name.slice(0, 4)));

  it('every decision record a file cites exists', () => {
    const cited = TRACKED.filter((file) => TEXT.test(file)).flatMap((file) =>
      [...textOf(file).matchAll(/decisions\/(\d{4})\b/g)].map((match) => ({ file, record: match[1] ?? '' })),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ record }) => !numbers.has(record))).toEqual([]);
  });

  it('every record is numbered in order, has its context, decision and consequences, and is listed in the index', () => {
    const index = textOf('docs/decisions/README.md');
    records.forEach((name, at) => {
      expect(name.slice(0, 4)).toBe(String(at + 1).padStart(4, '0'));
      const record = textOf(`docs/decisions/${name}`);
      expect(record).toMatch(new RegExp(`^# ${name.slice(0, 4)} `));
      expect(record).toContain('\n## Context\n');
      expect(record).toContain('\n## Decision\n');
      expect(record).toContain('\n## Consequences\n');
      expect(index).toContain(`](${name})`);
    });
  });
});

/** Rooms of a size to read: no code file over 300 lines (the texts per language excepted, and tests, which read as lists of cases). */
const MAX_LINES = 300;

describe('rooms of a size to read', () => {
  const code = TRACKED.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !/\/messages\/(fi|sv|en)\.ts$/.test(file));
  const lines = (file: string) => textOf(file).split('\n').length - 1;

  it(`no code file is over ${MAX_LINES} lines: a longer one is split by what each part is for`, () => {
    expect(code.length).toBeGreaterThan(300);
    expect(code.filter((file) => lines(file) > MAX_LINES)).toEqual([]);
  });
});

describe('the README is for its readers', () => {
  it('holds the quick start’s two commands within its first 20 lines', () => {
    const head = textOf('README.md').split('\n').slice(0, 20).join('\n');
    expect(head).toMatch(/\bnpm start\b/);
    expect(head).toMatch(/^\s*npm test\b/m);
  });
});
