import { describe, expect, it } from 'vitest';
import { csvCents, csvDocument, csvField, csvText, filenamePart } from './csv.ts';

describe('csvField and csvText', () => {
  it('leaves plain text alone and quotes what needs it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=SUM(A1:A9)', '+358401234567', '-korjaus', '@import', '\tsisennys', '\rpaluu', '＝SUM(A1)', '﹦SUM(A1)', '＋1', '﹢1', '－1', '﹣1', '＠x', '﹫x', '−1'])(
    'keeps %j, the full-width and small forms of the formula signs included, from being run as a formula',
    (text) => {
      const written = csvText(text);
      expect(written.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves text that only holds a formula sign later, or starts with another full-width letter, as it is', () => {
    expect(csvText('Palaveri = 2 h')).toBe('Palaveri = 2 h');
    expect(csvText('Ａsiakas')).toBe('Ａsiakas');
    expect(csvText('')).toBe('');
  });
});

describe('csvCents', () => {
  it('writes cents as a number with a decimal comma, the sign only for a negative figure', () => {
    expect(csvCents(123456)).toBe('1234,56');
    expect(csvCents(-5)).toBe('-0,05');
    expect(csvCents(0)).toBe('0,00');
  });
});

describe('csvDocument', () => {
  it('starts with the byte order mark and ends every row with CRLF, fields joined by semicolons', () => {
    expect(csvDocument([['a', 'b'], ['1', '2']])).toBe('\uFEFFa;b\r\n1;2\r\n');
  });
});

describe('filenamePart', () => {
  it('keeps nothing a file system would refuse', () => {
    expect(filenamePart('a/b:c d')).toBe('a_b_c_d');
  });
});
