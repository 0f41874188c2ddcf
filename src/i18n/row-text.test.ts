import { describe, expect, it, vi } from 'vitest';
import { textForRows } from './row-text.ts';

type Values = Record<'date' | 'duration' | 'note', string>;
// what t does with the work log's void label in Finnish and, with the values in another order, a made-up language
const finnish = (values: Values) => `Mitätöi kirjaus ${values.date}, ${values.duration}: ${values.note}`;
const reversed = (values: Values) => `${values.note} – ${values.duration} (${values.date})`;
const rows: Values[] = [
  { date: '2.11.2026', duration: '1 h 30 min', note: 'Kirjanpito' },
  { date: '3.11.2026', duration: '15 min', note: 'Palaveri' },
];

describe('one text with values for many rows', () => {
  it.each([finnish, reversed])('is for each row what the text says with its values, resolved once', (text) => {
    const resolve = vi.fn(text);
    const label = textForRows(resolve, ['date', 'duration', 'note']);
    expect(rows.map(label)).toEqual(rows.map(text));
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('puts each value where the text puts it, whatever order the names are given in', () => {
    expect(textForRows(finnish, ['note', 'duration', 'date'])(rows[0]!)).toBe('Mitätöi kirjaus 2.11.2026, 1 h 30 min: Kirjanpito');
  });

  it('takes a value as it is: no pattern or marker in it is read as one', () => {
    const label = textForRows(finnish, ['date', 'duration', 'note']);
    expect(label({ date: '$&', duration: '{{date}}', note: '\uE0000\uE000 $1' })).toBe('Mitätöi kirjaus $&, {{date}}: \uE0000\uE000 $1');
  });
});
