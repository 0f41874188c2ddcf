import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../features/worklog/messages/en.ts';
import { fi } from '../features/worklog/messages/fi.ts';
import { textForRows } from './row-text.ts';

describe('one text with values for many rows', () => {
  const texts = i18next.createInstance();
  void texts.init({ lng: 'fi', resources: { fi: { worklog: fi }, en: { worklog: en } }, interpolation: { escapeValue: false }, initAsync: false });
  const rows = [
    { date: '2.11.2026', duration: '1 h 30 min', note: 'Kirjanpito' },
    { date: '3.11.2026', duration: '15 min', note: 'Palaveri' },
  ];

  it.each(['fi', 'en'] as const)('is in %s what t says for each row, resolved by i18next once', (language) => {
    const t = texts.getFixedT(language, 'worklog');
    const resolve = vi.fn((values: Record<'date' | 'duration' | 'note', string>) => t('list.voidLabel', values));
    const label = textForRows(resolve, ['date', 'duration', 'note']);
    expect(rows.map(label)).toEqual(rows.map((values) => t('list.voidLabel', values)));
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('puts each value where the text puts it, whatever the order the names are given in', () => {
    const t = texts.getFixedT('fi', 'worklog');
    const label = textForRows((values) => t('list.voidLabel', values), ['note', 'duration', 'date']);
    expect(label(rows[0]!)).toBe('Mitätöi kirjaus 2.11.2026, 1 h 30 min: Kirjanpito');
  });

  it('takes a value as it is: no pattern in it is read as one', () => {
    const t = texts.getFixedT('fi', 'worklog');
    const label = textForRows((values) => t('list.voidLabel', values), ['date', 'duration', 'note']);
    expect(label({ date: '$&', duration: '{{date}}', note: '\u00000\u0000 $1' })).toBe('Mitätöi kirjaus $&, {{date}}: \u00000\u0000 $1');
  });
});
