import { gzipSync } from 'node:zlib';

/**
 * What each area of the portal adds to the first route (docs/decisions/0035): the code of its modules
 * (`src/features/<folder>/…`) that the first route's chunks carry. An area's share is what the first route's code
 * compresses to with the area's modules less without them, as a fraction of the whole, times the first route's
 * gzip size: the modules' code as the bundler rendered it is not minified, so the fraction is taken there and
 * applied to the real bytes. An area whose nav entry and guard live in a shared table and whose code all loads with
 * its own chunk adds nothing.
 */

/** A module of a first-route chunk as the bundler rendered it. */
export interface RenderedCode {
  id: string;
  code: string;
}

/** `…/src/features/payroll/index.ts` → `payroll`; a module of no feature → undefined. */
export function featureOf(moduleId: string): string | undefined {
  return /\/src\/features\/([\w-]+)\//.exec(moduleId.split('\\').join('/'))?.[1];
}

const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Each owner (by `ownerOf`; modules it names none of are left out) with code in the first route, and what it adds
 * there in gzip bytes, largest first.
 */
export function sharesBy(modules: readonly RenderedCode[], ownerOf: (moduleId: string) => string | undefined, firstRouteGzipBytes: number): { owner: string; bytes: number }[] {
  const all = gzipped(modules.map((module) => module.code).join('\n'));
  if (all === 0) return [];
  const owners = [...new Set(modules.map((module) => ownerOf(module.id)).filter((owner) => owner !== undefined))];
  return owners
    .map((owner) => {
      const without = gzipped(modules.filter((module) => ownerOf(module.id) !== owner).map((module) => module.code).join('\n'));
      return { owner, bytes: Math.max(0, Math.round(((all - without) / all) * firstRouteGzipBytes)) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Each feature folder with code in the first route, and what it adds there in gzip bytes, largest first. */
export function areaShares(modules: readonly RenderedCode[], firstRouteGzipBytes: number): { feature: string; bytes: number }[] {
  return sharesBy(modules, featureOf, firstRouteGzipBytes).map(({ owner, bytes }) => ({ feature: owner, bytes }));
}

/**
 * Who a module of the first route belongs to, for the breakdown `npm run size` prints: its npm package, or its
 * room of src (`src/api/queries`, `src/features/company`, `src/app`, …).
 */
export function ownerOf(moduleId: string): string {
  const id = moduleId.split('\\').join('/');
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (inPackage?.[1]) return inPackage[1];
  const inSrc = /\/src\/((?:api|features)\/[^/]+|[^/]+)/.exec(id);
  return inSrc?.[1] ? `src/${inSrc[1].replace(/\.tsx?$/, '')}` : id.replace(/^.*\//, '');
}
