import { describe, expect, it } from 'vitest';
import { isUnreadable, UnreadableItem } from '../../api/reading.ts';
import { lagOf, providerFacts, readPaywalletGrants, worstFirst, type PaywalletGrant } from './paywallet.ts';

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
    const [first] = reading.readable ? reading.grants : [];
    expect(first !== undefined && !isUnreadable(first) && first.feed.state).toBe('paused');
  });

  it('says when the provider’s answer has no list of grants it can read, instead of guessing', () => {
    expect(readPaywalletGrants({ customer_id: 'c' })).toEqual({ readable: false });
    expect(readPaywalletGrants({ customer_id: 'c', grants: 'none' })).toEqual({ readable: false });
  });

  it('reads grant by grant: a grant it cannot read stands in its own place, with why, and its siblings are read as usual', () => {
    const reading = readPaywalletGrants({ customer_id: 'c', grants: [grant('a', 'healthy'), { ...grant('b', 'healthy'), scopes: 7 }, grant('c', 'failing')] });
    if (!reading.readable) throw new Error('the list was readable');
    const [a, b, c] = reading.grants;
    expect(a).toMatchObject({ grant_id: 'a' });
    expect(b).toBeInstanceOf(UnreadableItem);
    expect(isUnreadable(b) && b.problem).toMatch(/scopes/);
    expect(c).toMatchObject({ grant_id: 'c' });
  });

  const idOf = (g: PaywalletGrant | UnreadableItem) => (isUnreadable(g) ? 'unreadable' : g.grant_id);

  it('lists failing feeds first, then delayed ones', () => {
    expect(worstFirst([grant('a', 'healthy'), grant('b', 'failing'), grant('c', 'delayed')]).map(idOf)).toEqual(['b', 'c', 'a']);
  });

  it('never lists a grant it could not read, or a feed state it does not know, among the healthy ones: they are not known to be well', () => {
    const broken = new UnreadableItem({ grant_id: 'x' }, 'feed: required');
    expect(worstFirst([grant('a', 'healthy'), broken, grant('b', 'paused'), grant('c', 'failing')]).map(idOf)).toEqual(['c', 'unreadable', 'b', 'a']);
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

describe('a provider object without a list of grants is an answer the spec allows, shown as it came', () => {
  it('gives its fields as they came, the company left out and long values cut', () => {
    expect(providerFacts({ customer_id: 'c', provider: 'paywallet', merchants: [{ id: 'M-1' }], note: 'x'.repeat(400) })).toEqual([
      'provider: "paywallet"',
      'merchants: [{"id":"M-1"}]',
      `note: "${'x'.repeat(299)}…`,
    ]);
    expect(providerFacts({ customer_id: 'c' })).toEqual([]);
  });
});
