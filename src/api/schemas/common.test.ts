import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, isRealDate } from './calendar.ts';
import { BasisPoints, Cents, CustomerId, IsoDate, Period, Timestamp, characterCount, freeText } from './common.ts';

describe('IsoDate', () => {
  it('accepts 29 February in a leap year (2024-02-29)', () => {
    expect(IsoDate.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDate.safeParse('2000-02-29').success).toBe(true);
  });

  it('refuses 29 February outside a leap year (2026-02-29, 1900-02-29)', () => {
    expect(IsoDate.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDate.safeParse('1900-02-29').success).toBe(false);
  });

  it.each(['2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '20260101'])(
    'refuses %s, which is not a real YYYY-MM-DD date',
    (value) => {
      expect(IsoDate.safeParse(value).success).toBe(false);
    },
  );

  it.each(['0000-01-01', '0000-06-01', '0000-12-31', '0000-02-29'])(
    'refuses %s: there is no year 0000 (1 BC is followed by AD 1) and PostgreSQL refuses it',
    (value) => {
      expect(IsoDate.safeParse(value).success).toBe(false);
    },
  );

  it('accepts the first and the last day it can hold, 0001-01-01 and 9999-12-31', () => {
    expect(IsoDate.safeParse('0001-01-01').success).toBe(true);
    expect(IsoDate.safeParse('9999-12-31').success).toBe(true);
  });

  it('returns the string unchanged, never a Date moved by a timezone', () => {
    expect(IsoDate.parse('2026-11-21')).toBe('2026-11-21');
  });

  it('agrees with the UTC calendar on every day from year 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          // The oracle only: Date.UTC is used here as an independent calendar, never in the contract.
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          const real = utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
          return isIsoDate(value) === real;
        },
      ),
    );
  });
});

describe('calendar: isRealDate', () => {
  it('knows no year 0 and nothing after 9999: years 1–9999 only', () => {
    expect(isRealDate(0, 1, 1)).toBe(false);
    expect(isRealDate(0, 6, 1)).toBe(false);
    expect(isRealDate(-1, 1, 1)).toBe(false);
    expect(isRealDate(1, 1, 1)).toBe(true);
    expect(isRealDate(9999, 12, 31)).toBe(true);
    expect(isRealDate(10000, 1, 1)).toBe(false);
  });

  it('refuses a year 0000 date string, which PostgreSQL cannot store', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
  });
});

describe('Period', () => {
  it.each(['2026-01', '2026-12', '0001-01'])('accepts the month %s', (value) => {
    expect(Period.safeParse(value).success).toBe(true);
  });

  it.each(['2026-00', '2026-13', '2026-1', '2026-01-01', '202601', '0000-01'])('refuses %s: a period is YYYY-MM of the years 0001–9999 with month 01–12', (value) => {
    expect(Period.safeParse(value).success).toBe(false);
  });
});

describe('Timestamp', () => {
  it.each(['2026-10-06T12:00:00Z', '2026-10-06T12:00:00.123+03:00'])('accepts the date-time with offset %s', (value) => {
    expect(Timestamp.safeParse(value).success).toBe(true);
  });

  it.each(['2026-10-06T12:00:00', '2026-10-06', 'yesterday'])('refuses %s: a timestamp carries its offset', (value) => {
    expect(Timestamp.safeParse(value).success).toBe(false);
  });
});

describe('money and rates', () => {
  it('Cents accepts safe integers only, never fractions or unsafe integers', () => {
    expect(Cents.safeParse(-12345).success).toBe(true);
    expect(Cents.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(Cents.safeParse(12.5).success).toBe(false);
    expect(Cents.safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    expect(Cents.safeParse('100').success).toBe(false);
  });

  it('BasisPoints is an integer from 0 to 10000 (10000 = 100 %)', () => {
    expect(BasisPoints.safeParse(0).success).toBe(true);
    expect(BasisPoints.safeParse(2550).success).toBe(true);
    expect(BasisPoints.safeParse(10000).success).toBe(true);
    expect(BasisPoints.safeParse(10001).success).toBe(false);
    expect(BasisPoints.safeParse(-1).success).toBe(false);
    expect(BasisPoints.safeParse(25.5).success).toBe(false);
  });
});

describe('CustomerId', () => {
  it('refuses an empty customer_id', () => {
    expect(CustomerId.safeParse('').success).toBe(false);
    expect(CustomerId.safeParse('c_1').success).toBe(true);
  });
});

describe('freeText: the one rule for free text in requests', () => {
  const note = freeText({ min: 1, prose: true });

  it.each([
    ['U+0000 (NUL), which PostgreSQL text cannot hold', 'A\u0000B'],
    ['U+0001', 'A\u0001B'],
    ['U+0008 (backspace)', 'A\u0008B'],
    ['U+000B (vertical tab) inside the text', 'A\u000BB'],
    ['U+000C (form feed) inside the text', 'A\u000CB'],
    ['U+001B (escape)', 'A\u001B[31mB'],
    ['U+001F', 'A\u001FB'],
  ])('refuses %s with a message saying why', (_case, value) => {
    const result = note.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/control characters/);
  });

  it('accepts tab, line feed and carriage return, and every character from U+0020 on', () => {
    expect(note.safeParse('Rivi 1\r\nRivi 2\tsarake').success).toBe(true);
    expect(note.safeParse('Ääkköset, € ja 🙂 \u007F \u0085').success).toBe(true);
  });

  it('agrees with a character-by-character reading of the rule for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 20 }), (value) => {
        const refused = [...value].some((character) => {
          const code = character.codePointAt(0) ?? 0;
          return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
        });
        return freeText().safeParse(value).success === !refused;
      }),
    );
  });

  it('is part of customer_id: a NUL there is refused before it reaches the database', () => {
    expect(CustomerId.safeParse('cus_aurora\u0000').success).toBe(false);
    expect(CustomerId.safeParse('cus_aurora').success).toBe(true);
  });

  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'Inventaario \ud83d'],
    ['a low surrogate at the start', '\ude42 Inventaario'],
    ['a pair in the wrong order', '\ude42\ud83d'],
  ])('refuses %s, saying why (it would be stored as U+FFFD)', (_case, value) => {
    for (const schema of [freeText(), note, CustomerId]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/lone UTF-16 surrogate/);
    }
  });

  it('accepts a whole surrogate pair, an astral character such as 🙂 or 𝄞', () => {
    expect(note.safeParse('\ud83d\ude42 ja \ud834\udd1e').success).toBe(true);
  });

  it('counts characters as JSON Schema does (code points) on the text as sent, and trims a name or note only after the checks', () => {
    const upTo = freeText({ min: 2, max: 3, prose: true });
    expect(characterCount('🙂🙂🙂')).toBe(3);
    expect(upTo.safeParse('🙂🙂🙂').success).toBe(true); // 6 UTF-16 code units, 3 characters
    expect(upTo.safeParse('🙂🙂🙂🙂').error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
    expect(upTo.safeParse('🙂').error?.issues.map((issue) => issue.code)).toEqual(['too_small']);
    expect(upTo.safeParse(' a ').data).toBe('a');
    expect(upTo.safeParse('  ab').success).toBe(false); // 4 characters as sent
    expect(upTo.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual(['must not be blank']);
    expect(upTo.safeParse('\t\n').success).toBe(false);
    expect(freeText({ min: 1 }).safeParse(' ').data).toBe(' '); // an identifier keeps its spaces: only prose is trimmed
  });
});
