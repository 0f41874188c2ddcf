import { describe, expect, it } from 'vitest';
import { companyKeys } from './queries.ts';

describe('company query keys carry the company (DESIGN.md principle 4)', () => {
  it('puts customer_id in every company key, so two companies never share an entry', () => {
    expect(companyKeys.status('cus_aurora')).toContain('cus_aurora');
    expect(companyKeys.ingestStatus('cus_birch')).toContain('cus_birch');
    expect(companyKeys.status('cus_aurora')).not.toEqual(companyKeys.status('cus_birch'));
  });

  it('nests every company key under the company, so one invalidation reaches all of it', () => {
    const prefix = companyKeys.company('cus_aurora');
    for (const key of [companyKeys.status('cus_aurora'), companyKeys.ingestStatus('cus_aurora')]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    }
  });

  it('keys the person by who they are', () => {
    expect(companyKeys.me('person_admin')).not.toEqual(companyKeys.me('person_staff'));
  });
});
