import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../client.ts';
import type { AgentStatus } from '../schemas/company.ts';
import {
  agentStatusQuery,
  agentStatusRefetchInterval,
  ingestStatusQuery,
  isAgentWorking,
  refreshWhileWorking,
  WORKING_REFRESH_MS,
  companyKeys,
  meKeys,
} from './company.ts';

describe('company query keys carry the company (docs/decisions/0021, principle 4)', () => {
  it('puts customer_id in every company key, so two companies never share an entry', () => {
    expect(companyKeys.status('cus_aurora')).toContain('cus_aurora');
    expect(companyKeys.ingestStatus('cus_birch')).toContain('cus_birch');
    expect(companyKeys.status('cus_aurora')).not.toEqual(companyKeys.status('cus_birch'));
  });

  it('nests every company key under the company, so one invalidation reaches all of it', () => {
    const prefix = companyKeys.all('cus_aurora');
    for (const key of [companyKeys.status('cus_aurora'), companyKeys.ingestStatus('cus_aurora')]) {
      expect(key.slice(0, prefix.length)).toEqual([...prefix]);
    }
  });

  it('keys /me by the person, in the company’s place, under one prefix for every person', () => {
    expect(meKeys.me('person_admin')).not.toEqual(meKeys.me('person_staff'));
    expect(meKeys.me('person_admin').slice(0, meKeys.all.length)).toEqual([...meKeys.all]);
  });
});

describe('the overview refreshes while the agent works, and only then (docs/decisions/0025)', () => {
  const client = createServiceClient({ serviceUrl: '/portal', getIdToken: () => null, renewSession: async () => false });
  const status = (state: AgentStatus['state']): AgentStatus => ({
    customer_id: 'cus_aurora',
    state,
    progress_notes: [],
    updated_at: '2026-11-21T08:00:00.000Z',
  });

  it('asks again every few seconds while working, never while idle', () => {
    expect(refreshWhileWorking(true)).toBe(WORKING_REFRESH_MS);
    expect(WORKING_REFRESH_MS).toBe(5_000);
    expect(refreshWhileWorking(false)).toBe(false);
  });

  it('counts only a status that says "working" as working, and a status not yet known as not', () => {
    expect(isAgentWorking(status('working'))).toBe(true);
    expect(isAgentWorking(status('idle'))).toBe(false);
    expect(isAgentWorking(undefined)).toBe(false);
  });

  it('lets the agent status decide its own refresh from its latest answer', () => {
    expect(agentStatusQuery(client, 'cus_aurora').refetchInterval).toBe(agentStatusRefetchInterval);
    expect(agentStatusRefetchInterval({ state: { data: status('working') } })).toBe(WORKING_REFRESH_MS);
    expect(agentStatusRefetchInterval({ state: { data: status('idle') } })).toBe(false);
    expect(agentStatusRefetchInterval({ state: { data: undefined } })).toBe(false);
  });

  it('refreshes the ingest status on the same interval while the agent works, and not while it is idle', () => {
    expect(ingestStatusQuery(client, 'cus_aurora', true).refetchInterval).toBe(WORKING_REFRESH_MS);
    expect(ingestStatusQuery(client, 'cus_aurora', false).refetchInterval).toBe(false);
    // the interval is an option, not part of the key: both share one cache entry
    expect(ingestStatusQuery(client, 'cus_aurora', true).queryKey).toEqual(ingestStatusQuery(client, 'cus_aurora', false).queryKey);
  });
});
