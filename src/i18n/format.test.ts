import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatDate, formatMoney, formatPeriod, formatTimestamp, scaledDecimal } from './format.ts';

const NBSP = '\u00a0';

describe('money from integer cents (spec: money is integer cents)', () => {
  it('formats Finnish money with a space group separator and a comma', () => {
    expect(formatMoney(123456)).toBe(`1${NBSP}234,56${NBSP}€`);
  });

  it('keeps every cent exactly, beyond what floats hold', () => {
    expect(scaledDecimal(900719925474099, 2)).toBe('9007199254740.99');
    expect(formatMoney(7)).toBe(`0,07${NBSP}€`);
    expect(formatMoney(-5)).toMatch(/^[-−]0,05\u00a0€$/);
  });

  it('formats other languages with their own conventions', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toMatch(/1,234\.56/);
    expect(formatMoney(123456, 'EUR', 'sv')).toMatch(/1\s234,56/);
  });
});

describe('rates from basis points (10000 = 100 %)', () => {
  it('formats 2550 as 25,5 % in Finnish', () => {
    expect(formatBasisPoints(2550)).toBe(`25,5${NBSP}%`);
  });

  it('formats whole and two-decimal rates exactly', () => {
    expect(formatBasisPoints(2400)).toBe(`24${NBSP}%`);
    expect(formatBasisPoints(1)).toBe(`0,01${NBSP}%`);
    expect(formatBasisPoints(10000)).toBe(`100${NBSP}%`);
  });
});

describe('dates as YYYY-MM-DD text (never through a timezone)', () => {
  it('shows 2026-11-21 as 21.11.2026 in Finnish and leaves out leading zeros', () => {
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
    expect(formatDate('2024-09-01')).toBe('1.9.2024');
  });

  it('shows the same calendar day in every language', () => {
    expect(formatDate('2026-01-01', 'sv')).toBe('2026-01-01');
    expect(formatDate('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('formats periods', () => {
    expect(formatPeriod('2026-03')).toBe('3/2026');
  });

  it('shows instants in Finnish time', () => {
    expect(formatTimestamp('2026-11-20T22:30:00Z')).toContain('21.11.2026');
  });
});

describe('English formats are consistent', () => {
  it('uses a decimal point for money and rates alike', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatBasisPoints(1250, 'en')).toBe('12.5%');
  });
});
