import { describe, expect, it } from 'vitest';
import { paydayFormSchema } from './tax-card-form.ts';

describe('the payday of a tax-card fetch', () => {
  const schema = paydayFormSchema('2026-11-22');

  it('accepts today and any later real date', () => {
    expect(schema.parse({ payment_date: '2026-11-22' })).toEqual({ payment_date: '2026-11-22' });
    expect(schema.safeParse({ payment_date: '2027-01-31' }).success).toBe(true);
  });

  it('refuses a payday before today in Finland, as the service would', () => {
    const result = schema.safeParse({ payment_date: '2026-11-21' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['taxCard.errors.past']);
  });

  it('refuses an empty or unreal date with the contract’s own check', () => {
    expect(schema.safeParse({ payment_date: '' }).success).toBe(false);
    expect(schema.safeParse({ payment_date: '2027-02-29' }).success).toBe(false);
  });
});
