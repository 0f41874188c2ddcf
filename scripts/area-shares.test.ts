import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areaShares, featureOf, ownerOf } from './area-shares.ts';

/** docs/decisions/0035: `npm run size` says what each area adds to the first route. */
describe('what an area adds to the first route', () => {
  it('belongs to the feature folder a module lies in, and to none for the shared layers', () => {
    expect(featureOf('/work/portal/src/features/payroll/index.ts')).toBe('payroll');
    expect(featureOf('/work/portal/src/features/api-keys/messages/fi.ts')).toBe('api-keys');
    expect(featureOf('/work/portal/src/portal/areas.ts')).toBeUndefined();
    expect(featureOf('/work/portal/node_modules/react/index.js')).toBeUndefined();
  });

  it('is what the first route compresses to with the area’s code less without it, in the first route’s real bytes', () => {
    // code that does not compress away: digests, each different
    const filler = (seed: number, length: number) => Array.from({ length }, (_, at) => createHash('sha256').update(`${seed}:${at}`).digest('hex')).join(' ');
    const modules = [
      { id: '/p/src/app/router.tsx', code: filler(1, 600) },
      { id: '/p/src/features/messages/index.ts', code: filler(2, 300) },
      { id: '/p/src/features/payroll/index.ts', code: 'export const period = (url) => url.searchParams.get("period");' },
    ];
    const shares = areaShares(modules, 100_000);
    expect(shares.map((share) => share.feature)).toEqual(['messages', 'payroll']);
    const [messages, payroll] = shares;
    expect(messages?.bytes).toBeGreaterThan(25_000);
    expect(payroll?.bytes).toBeLessThan(1_000);
    expect((messages?.bytes ?? 0) + (payroll?.bytes ?? 0)).toBeLessThanOrEqual(100_000);
  });

  it('is nothing for an area with no code in the first route', () => {
    expect(areaShares([{ id: '/p/src/app/router.tsx', code: 'export {}' }], 1000)).toEqual([]);
  });
});

describe('the first route’s breakdown', () => {
  it('names each module’s npm package or room of src', () => {
    expect(ownerOf('/p/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(ownerOf('/p/node_modules/react-router/dist/index.mjs')).toBe('react-router');
    expect(ownerOf('/p/src/api/queries/company.ts')).toBe('src/api/queries');
    expect(ownerOf('/p/src/features/company/overview-page.tsx')).toBe('src/features/company');
    expect(ownerOf('/p/src/app/router.tsx')).toBe('src/app');
    expect(ownerOf('/p/src/main.tsx')).toBe('src/main');
  });
});
