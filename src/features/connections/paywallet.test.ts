import { describe, expect, it } from 'vitest';
import { lagOf, readPaywalletGrants, worstFirst } from './paywallet.ts';

const grant = (id: string, state: string) => ({
  grant_id: id,
  merchant_id: `M-${id}`,
  display_name: id,
  mode: 'partner_consent',
  scopes: ['transactions:read'],
  granted_at: '2026-03-10T07:00:00.000Z',
  feed: { state, last_event_at: null, checked_at: '2026-11-21T21:55:00.000Z', lag_minutes: null },
});

describe('reading the payment wallet’s own object (spec §4.6: returned as is)', () => {
  it('reads the grants and their feed health', () => {
    const reading = readPaywalletGrants({ customer_id: 'cus_aurora', provider: 'paywallet', grants: [grant('a', 'healthy')] });
    expect(reading).toMatchObject({ readable: true, grants: [{ grant_id: 'a', feed: { state: 'healthy' } }] });
  });

  it('keeps a feed state it does not know, rather than refusing the answer', () => {
    const reading = readPaywalletGrants({ customer_id: 'c', grants: [grant('a', 'paused')] });
    expect(reading.readable && reading.grants[0]?.feed.state).toBe('paused');
  });

  it('says when the provider’s answer is not one it can read, instead of guessing', () => {
    expect(readPaywalletGrants({ customer_id: 'c' })).toEqual({ readable: false });
    expect(readPaywalletGrants({ customer_id: 'c', grants: [{ id: 1 }] })).toEqual({ readable: false });
  });

  it('lists failing feeds first, then delayed ones', () => {
    expect(worstFirst([grant('a', 'healthy'), grant('b', 'failing'), grant('c', 'delayed')]).map((g) => g.grant_id)).toEqual(['b', 'c', 'a']);
  });
});

describe('a feed’s delay', () => {
  it('is said in days and hours, hours and minutes, or minutes', () => {
    expect(lagOf(11_635)).toEqual({ unit: 'days', days: 8, hours: 1 });
    expect(lagOf(590)).toEqual({ unit: 'hours', hours: 9, minutes: 50 });
    expect(lagOf(15)).toEqual({ unit: 'minutes', minutes: 15 });
    expect(lagOf(0)).toEqual({ unit: 'minutes', minutes: 0 });
  });
});
