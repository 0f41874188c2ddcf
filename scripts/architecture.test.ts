import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_PAGE, renderArchitecture } from './architecture.ts';

/** docs/decisions/0033: what the tree knows of itself, docs/architecture.md says as the tree is. */
describe('docs/architecture.md', () => {
  it('lists the portal’s areas and the sandbox’s rooms as they are (run `npm run docs` after changing them)', async () => {
    const page = readFileSync(ARCHITECTURE_PAGE, 'utf8');
    expect(page).toBe(await renderArchitecture(page));
  });

  it('names every area of the registry and every room of the sandbox', async () => {
    const page = await renderArchitecture(readFileSync(ARCHITECTURE_PAGE, 'utf8'));
    expect(page).toContain('| Palkat (`payroll`) |');
    expect(page).toContain('| areas | `sandbox/api/payroll` |');
    expect(page).toContain('| models | `sandbox/payments` |');
    expect(page).toMatch(/\| areas \| `sandbox\/api\/payments` \| [^|]+ \| [^|]*releasePaymentBatch/);
  });
});
