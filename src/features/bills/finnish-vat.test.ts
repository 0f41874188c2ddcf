import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVatRate, vatRatesInForce } from './finnish-vat.ts';

describe('Finnish VAT rates in force by date', () => {
  it('has the general rate 24 % up to 31.8.2024 and 25.5 % from 1.9.2024', () => {
    expect(checkVatRate(2400, '2024-08-31').kind).toBe('in_force');
    expect(checkVatRate(2550, '2024-08-31').kind).toBe('not_in_force');
    expect(checkVatRate(2550, '2024-09-01').kind).toBe('in_force');
    expect(checkVatRate(2400, '2024-09-01').kind).toBe('not_in_force');
  });

  it('has the reduced rate 14 % before and during 2025 and 13.5 % from 1.1.2026', () => {
    expect(checkVatRate(1400, '2024-03-15').kind).toBe('in_force');
    expect(checkVatRate(1400, '2025-12-31').kind).toBe('in_force');
    expect(checkVatRate(1350, '2025-12-31').kind).toBe('not_in_force');
    expect(checkVatRate(1350, '2026-01-01').kind).toBe('in_force');
    expect(checkVatRate(1400, '2026-01-01').kind).toBe('not_in_force');
  });

  it('keeps 10 % and 0 % allowed throughout', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2010-07-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }), (day) => {
        const date = day.toISOString().slice(0, 10);
        const tenPercent = date >= '2013-01-01' ? 1000 : 900;
        expect(checkVatRate(tenPercent, date).kind).toBe('in_force');
        expect(checkVatRate(0, date).kind).toBe('in_force');
      }),
    );
  });

  it('flags a seeded kind of mistake: 14 % on a bill of 12.2.2026, saying which rates were in force', () => {
    expect(checkVatRate(1400, '2026-02-12')).toEqual({ kind: 'not_in_force', date: '2026-02-12', rate: 1400, inForce: [2550, 1350, 1000, 0] });
  });

  it('accepts the seeded lines: 24 % on 15.8.2024, 13.5 % and 10 % on 22.9.2026, 14 % on 21.5.2025', () => {
    expect(checkVatRate(2400, '2024-08-15').kind).toBe('in_force');
    expect(checkVatRate(1350, '2026-09-22').kind).toBe('in_force');
    expect(checkVatRate(1000, '2026-09-22').kind).toBe('in_force');
    expect(checkVatRate(1400, '2025-05-21').kind).toBe('in_force');
  });

  it('flags a rate that was never a Finnish rate, on any date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10000 }).filter((rate) => ![0, 900, 1000, 1300, 1350, 1400, 2300, 2400, 2550].includes(rate)),
        fc.constantFrom('2012-05-01', '2020-01-01', '2024-10-01', '2026-06-30'),
        (rate, date) => {
          expect(checkVatRate(rate, date).kind).toBe('not_in_force');
        },
      ),
    );
  });

  it('uses the rates of 2010–2012 (23 %, 13 %, 9 %) for those dates instead of judging them by today’s rates', () => {
    expect(vatRatesInForce('2012-12-31')).toEqual([2300, 1300, 900, 0]);
    expect(checkVatRate(2400, '2012-12-31').kind).toBe('not_in_force');
    expect(vatRatesInForce('2013-01-01')).toEqual([2400, 1400, 1000, 0]);
  });

  it('does not judge a date before its table or a value that is not a date', () => {
    expect(checkVatRate(2200, '2010-06-30').kind).toBe('not_judged');
    expect(checkVatRate(2550, 'soon').kind).toBe('not_judged');
  });
});
