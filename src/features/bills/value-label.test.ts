import { describe, expect, it } from 'vitest';
import { formatBasisPoints } from '../../i18n/format.ts';
import { describeDimensions, valueKey } from './value-label.ts';

describe('labels of values the spec leaves open', () => {
  it('looks an operation ID with dots up as one key, not as a nested path', () => {
    expect(valueKey('operation', 'purchase_bill.journal.post')).toBe('values.operation.purchase_bill_journal_post');
    expect(valueKey('reviewState', 'needs_clarification')).toBe('values.reviewState.needs_clarification');
  });
});

describe('dimensions, whose fields the spec does not show (§2.13)', () => {
  const share = (basisPoints: number) => formatBasisPoints(basisPoints, 'fi');

  it('keeps the key as the service wrote it beside a plain value', () => {
    expect(describeDimensions({ cost_centre: 'HEL', project: 42 }, share)).toEqual([
      { key: 'cost_centre', value: 'HEL' },
      { key: 'project', value: '42' },
    ]);
  });

  it('shows an allocation list as shares in per cent', () => {
    const allocation = { cost_centre: [{ value: 'HEL', basis_points: 6000 }, { value: 'TRE', basis_points: 4000 }] };
    expect(describeDimensions(allocation, share)).toEqual([{ key: 'cost_centre', value: `HEL ${share(6000)}, TRE ${share(4000)}` }]);
  });

  it('shows anything else as its JSON rather than hiding it', () => {
    expect(describeDimensions({ odd: { nested: [1, 2] } }, share)).toEqual([{ key: 'odd', value: '{"nested":[1,2]}' }]);
    expect(describeDimensions({}, share)).toEqual([]);
  });
});
