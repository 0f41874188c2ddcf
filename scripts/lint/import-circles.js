import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `fences/no-import-circle`: no module of the tree takes part in an import circle, whatever kind of import
 * closes it — a value, a type-only one or a lazy `import()`. import-x/no-cycle (4.18) skips type-only imports
 * and has no option to count them; a type-only circle still ties two modules into one unit that neither can
 * be read, moved or split without the other (docs/decisions/0029: the seed steps' circle passed lint that way).
 *
 * Only the tree's own modules take part (relative specifiers); packages never import the tree back.
 */
const MODULE = /\.(ts|tsx|js|mjs)$/;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.js', '/index.ts'];

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const importsByFile = new Map();

function fileAt(candidate) {
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function resolveRelative(importer, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(importer), specifier);
  for (const suffix of CANDIDATE_SUFFIXES) {
    const found = fileAt(base + suffix);
    if (found !== undefined) return MODULE.test(found) ? found : undefined;
  }
  return undefined;
}

/** The tree's modules a file imports in any way, read again when the file changed since. */
function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = importsByFile.get(file);
  if (known !== undefined && known.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter((found) => found !== undefined))];
  importsByFile.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The modules from `start` back to `home` (both ends included), or undefined when there is no way back.
 * `deadEnds` holds modules already known not to lead back, shared between the imports of one file.
 */
function wayBack(start, home, deadEnds) {
  if (start === home) return [home];
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of importsOf(file)) {
      if (next === home) {
        const way = [home];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next) && !deadEnds.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  for (const file of queue) deadEnds.add(file);
  return undefined;
}

function specifierOf(node) {
  const source = node.type === 'TSImportType' ? (node.argument?.literal ?? node.source) : node.source;
  return source?.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles among the tree’s modules, type-only and lazy imports included.' },
    schema: [],
    messages: { circle: 'Import circle: {{way}} (type-only and lazy imports count too).' },
  },
  create(context) {
    const home = context.physicalFilename;
    if (!path.isAbsolute(home)) return {};
    const deadEnds = new Set();
    const check = (node) => {
      const specifier = specifierOf(node);
      const imported = specifier === undefined ? undefined : resolveRelative(home, specifier);
      if (imported === undefined) return;
      const way = wayBack(imported, home, deadEnds);
      if (way === undefined) return;
      const root = context.cwd;
      context.report({ node, messageId: 'circle', data: { way: [home, ...way].map((file) => path.relative(root, file)).join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export const fences = { rules: { 'no-import-circle': noImportCircle } };
