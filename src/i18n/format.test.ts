import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatDate, formatMoney, formatPercentChange, formatPeriod, formatTimestamp, scaledDecimal, type Language } from './format.ts';

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

describe('a change as a whole percentage with its sign (the books home: "+12 % vuoden takaisesta")', () => {
  it('writes a rise with a plus, a fall with the minus sign, and no change without a sign', () => {
    expect(formatPercentChange(12)).toBe(`+12${NBSP}%`);
    expect(formatPercentChange(-25)).toBe(`\u221225${NBSP}%`);
    expect(formatPercentChange(0)).toBe(`0${NBSP}%`);
    expect(formatPercentChange(250, 'en')).toBe('+250%');
  });
});

describe('dates as YYYY-MM-DD text (never through a timezone)', () => {
  it('shows 2026-11-21 as 21.11.2026 in Finnish and leaves out leading zeros', () => {
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
    expect(formatDate('2024-09-01')).toBe('1.9.2024');
  });

  it('shows the same calendar day in every language', () => {
    expect(formatDate('2026-01-01', 'sv')).toBe('1.1.2026');
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

/**
 * One format per language everywhere (docs/decisions/0021): a date, the date of a timestamp and a percentage are written
 * the same way wherever they appear. Finnish and Swedish (sv-FI) write dates d.M.yyyy and percentages with a
 * no-break space, "25,5 %"; English (en-IE) writes dd/MM/yyyy and "25.5%".
 */
describe('one format per language', () => {
  const cases: [Language, { date: string; timestamp: string; percent: string; period: string }][] = [
    ['fi', { date: '20.11.2026', timestamp: '20.11.2026 klo 9.14', percent: `25,5${NBSP}%`, period: '11/2026' }],
    ['sv', { date: '20.11.2026', timestamp: '20.11.2026 9.14', percent: `25,5${NBSP}%`, period: '11/2026' }],
    ['en', { date: '20/11/2026', timestamp: '20/11/2026, 09:14', percent: '25.5%', period: '11/2026' }],
  ];

  it.each(cases)('writes %s dates, timestamps, percentages and periods one way', (language, expected) => {
    expect(formatDate('2026-11-20', language)).toBe(expected.date);
    // 07:14 UTC is 9.14 in Helsinki (EET, +2)
    expect(formatTimestamp('2026-11-20T07:14:00Z', language)).toBe(expected.timestamp);
    expect(formatBasisPoints(2550, language)).toBe(expected.percent);
    expect(formatPeriod('2026-11')).toBe(expected.period);
  });

  it.each(['fi', 'sv', 'en'] as const)('writes the date of a %s timestamp exactly as a date, in summer time and across midnight', (language) => {
    for (const [timestamp, day] of [
      ['2026-07-01T20:59:00Z', '2026-07-01'],
      ['2026-07-01T21:00:00Z', '2026-07-02'],
      ['2026-12-31T22:30:00Z', '2027-01-01'],
      ['2026-03-05T06:05:00+02:00', '2026-03-05'],
    ] as const) {
      expect(formatTimestamp(timestamp, language).startsWith(formatDate(day, language)), `${language} ${timestamp}`).toBe(true);
    }
  });

  it('writes the hour of Finnish and Swedish timestamps without a leading zero, and of English ones with it', () => {
    expect(formatTimestamp('2026-11-20T22:05:00Z', 'fi')).toBe('21.11.2026 klo 0.05');
    expect(formatTimestamp('2026-11-20T22:05:00Z', 'sv')).toBe('21.11.2026 0.05');
    expect(formatTimestamp('2026-11-20T22:05:00Z', 'en')).toBe('21/11/2026, 00:05');
  });

  it('writes a percentage the same way for whole and fractional rates', () => {
    for (const language of ['fi', 'sv'] as const) {
      expect(formatBasisPoints(6000, language)).toBe(`60${NBSP}%`);
      expect(formatBasisPoints(3333, language)).toBe(`33,33${NBSP}%`);
    }
    expect(formatBasisPoints(6000, 'en')).toBe('60%');
    expect(formatBasisPoints(3333, 'en')).toBe('33.33%');
  });

  const SRC = join(import.meta.dirname, '..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('formats dates, times, numbers and percentages only through src/i18n: no view formats by hand', () => {
    // Intl's date and number formats, the locale methods and toFixed write a value in some format: only the
    // formatters of src/i18n may. calendar.ts reads the wall-clock parts of an instant in Finland (numbers
    // for arithmetic and for format.ts, never shown as they are).
    const allowed = new Set(['api/schemas/calendar.ts']);
    const byHand = /\bIntl\.(?:NumberFormat|DateTimeFormat)\b|\.toLocale(?:Date|Time)?String\(|\.toFixed\(/;
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith('i18n/') && !allowed.has(path))
      .filter((path) => byHand.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('writes the percentages in the texts as the formatter does: fi and sv "60 %" with a no-break space, en "60%"', () => {
    const messageFiles = sourceFiles(SRC).filter((path) => /\/(messages|done-but-unreadable)\/(fi|sv|en)\.ts$/.test(path));
    expect(messageFiles.length).toBeGreaterThan(10);
    const wrong = messageFiles.flatMap((path) => {
      const language = /(fi|sv|en)\.ts$/.exec(path)?.[1];
      // a figure, then whatever stands between it and the percent sign
      const found = [...readFileSync(path, 'utf8').matchAll(/\d([ \t\u00a0\u202f]*)%/g)].map((match) => match[1]);
      const right = language === 'en' ? '' : NBSP;
      return found.filter((gap) => gap !== right).map((gap) => `${relative(SRC, path)}: ${JSON.stringify(gap)} before %`);
    });
    expect(wrong).toEqual([]);
  });
});
