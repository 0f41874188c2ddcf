import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './format.ts';
import {
  formatBasisPointsForInput,
  formatCentsForInput,
  formatHoursForInput,
  parseEuros,
  parseHours,
  parsePercent,
} from './parse-amounts.ts';

const languages: Language[] = ['fi', 'sv', 'en'];
const language = fc.constantFrom(...languages);
const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((digits) => digits.join(''));
/** Whole euros up to 10^12 as text without leading zeros, and its exact value as a BigInt. */
const wholePart = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((value) => ({ text: value.toString(), value }));
const separator = fc.constantFrom(',', '.');

/** The expected cents of `whole` + `fraction` computed in integers, never through a float. */
function exactHundredths(whole: bigint, fraction: string): number {
  return Number(whole * 100n + BigInt(fraction.padEnd(2, '0') || '0'));
}

describe('money typed in euros → integer cents (no float rounding)', () => {
  it.each([
    ['0,07', 7],
    ['0.07', 7],
    ['3 200,50', 320_050],
    ['3200.50', 320_050],
    ['3 200,5', 320_050],
    ['3200', 320_000],
    ['3\u00a0200,50 €', 320_050],
    ['1 234 567,89', 123_456_789],
    ['0,1', 10],
    ['19,99', 1_999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuros(text)).toEqual({ ok: true, value: cents });
  });

  it('reads any whole amount with up to two decimals, with a comma or a point, exactly', () => {
    fc.assert(
      fc.property(wholePart, separator, digitString(1, 2), (whole, mark, fraction) => {
        expect(parseEuros(`${whole.text}${mark}${fraction}`)).toEqual({ ok: true, value: exactHundredths(whole.value, fraction) });
      }),
    );
  });

  it('reads digits grouped by spaces in threes as the same amount as ungrouped', () => {
    fc.assert(
      fc.property(wholePart, digitString(2, 2), (whole, fraction) => {
        const grouped = whole.text.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        expect(parseEuros(`${grouped},${fraction}`)).toEqual(parseEuros(`${whole.text},${fraction}`));
      }),
    );
  });

  it('gives back every amount it formatted for typing, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), language, (cents, lang) => {
        const typed = formatCentsForInput(cents, lang);
        const parsed = parseEuros(typed);
        if (typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').length > 15) expect(parsed).toEqual({ ok: false, reason: 'too_large' });
        else expect(parsed).toEqual({ ok: true, value: cents });
      }),
    );
  });

  it('refuses more than two decimals rather than rounding them away', () => {
    fc.assert(
      fc.property(wholePart, separator, digitString(3, 8), (whole, mark, fraction) => {
        expect(parseEuros(`${whole.text}${mark}${fraction}`)).toEqual({ ok: false, reason: 'too_many_decimals' });
      }),
    );
  });

  it.each(['', '   ', '€'])('says %j is empty', (text) => {
    expect(parseEuros(text)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['-5', '+5', '3,200.50', '3.200,50', '32 00', '3 20,5', '1,2,3', 'abc', '12e3', '0x10', '1_000', ',50', '5,', 'NaN', 'Infinity'])(
    'refuses %j as not an amount',
    (text) => {
      expect(parseEuros(text)).toMatchObject({ ok: false, reason: 'format' });
    },
  );

  it('refuses any text holding a character that is no digit, separator, space or unit', () => {
    const foreign = fc.string({ minLength: 1, maxLength: 3 }).filter((text) => /[^0-9 .,€%h\u00a0\u202f]/i.test(text.replace(/eur/gi, '')));
    fc.assert(
      fc.property(digitString(1, 6), foreign, digitString(0, 3), (before, garbage, after) => {
        expect(parseEuros(`${before}${garbage}${after}`).ok).toBe(false);
      }),
    );
  });

  it('refuses amounts beyond what a double holds exactly', () => {
    expect(parseEuros('100000000000000,00')).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('rates typed in percent → integer basis points', () => {
  it.each([
    ['25,5', 2550],
    ['25.5', 2550],
    ['25', 2500],
    ['25,55 %', 2555],
    ['0,01', 1],
    ['100', 10_000],
    ['7,15', 715],
  ])('reads %j as %i basis points', (text, basisPoints) => {
    expect(parsePercent(text)).toEqual({ ok: true, value: basisPoints });
  });

  it('gives back every rate of 0–100 % it formatted for typing, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), language, (basisPoints, lang) => {
        expect(parsePercent(formatBasisPointsForInput(basisPoints, lang))).toEqual({ ok: true, value: basisPoints });
      }),
    );
  });

  it('reads any percentage with up to two decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), separator, digitString(1, 2), (whole, mark, fraction) => {
        expect(parsePercent(`${whole}${mark}${fraction}`)).toEqual({ ok: true, value: exactHundredths(BigInt(whole), fraction) });
      }),
    );
  });

  it('refuses more than two decimals and more than 100 %', () => {
    expect(parsePercent('25,555')).toEqual({ ok: false, reason: 'too_many_decimals' });
    fc.assert(
      fc.property(fc.integer({ min: 10_001, max: 10_000_000 }), (basisPoints) => {
        expect(parsePercent(formatBasisPointsForInput(basisPoints, 'fi'))).toEqual({ ok: false, reason: 'out_of_range' });
      }),
    );
  });

  it('formats 2550 as 25,5 in Finnish and 25.5 in English, without trailing zeros', () => {
    expect(formatBasisPointsForInput(2550, 'fi')).toBe('25,5');
    expect(formatBasisPointsForInput(2550, 'en')).toBe('25.5');
    expect(formatBasisPointsForInput(2400, 'sv')).toBe('24');
    expect(formatBasisPointsForInput(1, 'fi')).toBe('0,01');
  });
});

describe('weekly hours', () => {
  it('reads 37,5 as 37.5 hours and refuses a week longer than 168 hours', () => {
    expect(parseHours('37,5')).toEqual({ ok: true, value: 37.5 });
    expect(parseHours('168')).toEqual({ ok: true, value: 168 });
    expect(parseHours('168,01')).toEqual({ ok: false, reason: 'out_of_range' });
  });

  it('gives back the hours it formatted for typing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16_800 }), language, (hundredths, lang) => {
        const hours = hundredths / 100;
        const parsed = parseHours(formatHoursForInput(hours, lang));
        expect(parsed.ok && Math.round(parsed.value * 100)).toBe(hundredths);
      }),
    );
  });
});

describe('formatting cents for typing', () => {
  it('groups Finnish and Swedish amounts by spaces with a decimal comma, English ungrouped with a point', () => {
    expect(formatCentsForInput(320_050, 'fi')).toBe('3 200,50');
    expect(formatCentsForInput(320_050, 'sv')).toBe('3 200,50');
    expect(formatCentsForInput(320_050, 'en')).toBe('3200.50');
    expect(formatCentsForInput(7, 'fi')).toBe('0,07');
  });
});
