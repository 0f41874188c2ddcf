import { describe, expect, it } from 'vitest';
import { differences } from '../../testing/same-shape.ts';
import { parseDuration, type DurationError } from './duration.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

const worklogMessages = { fi, sv, en };

describe('the work log speaks Finnish, Swedish and English alike', () => {
  it.each([
    ['sv', worklogMessages.sv],
    ['en', worklogMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(worklogMessages.fi, messages)).toEqual([]);
  });

  it('explains every way a duration can be refused', () => {
    const refusals: DurationError[] = ['empty', 'unrecognised', 'ambiguousDecimal', 'minutesOver59', 'notWholeMinutes', 'tooShort', 'tooLong'];
    const produced = new Set(['', 'x', '1,5', '1:75', '0,33 h', '0', '1441'].map((input) => {
      const result = parseDuration(input);
      return result.ok ? 'ok' : result.error;
    }));
    expect([...produced].sort()).toEqual([...refusals].sort());
    expect(Object.keys(worklogMessages.fi.durationError).sort()).toEqual([...refusals].sort());
  });

  it('says in every language that the list is cut at 1000', () => {
    for (const messages of Object.values(worklogMessages)) expect(messages.truncated.title).toContain('1000');
  });
});
