import { describe, expect, it } from 'vitest';
import { decimalHours, formatDuration, parseDuration } from './duration.ts';

describe('parseDuration: the forms the issue names', () => {
  it.each([
    ['1:30', 90],
    ['0:45', 45],
    ['10:05', 605],
    ['24:00', 1440],
    ['1,5 h', 90],
    ['1.5 h', 90],
    ['1,5h', 90],
    ['1,25 t', 75],
    ['2 h', 120],
    ['8 tuntia', 480],
    ['0,1 h', 6],
    ['90', 90],
    ['90 min', 90],
    ['90min', 90],
    ['1 h 30 min', 90],
    ['1h30', 90],
    ['2 t 15 min', 135],
    ['  7:30  ', 450],
    ['1,5 H', 90],
  ])('reads %s as %i minutes', (input, minutes) => {
    expect(parseDuration(input)).toEqual({ ok: true, minutes });
  });
});

describe('parseDuration: clear errors instead of guesses', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['puolitoista', 'unrecognised'],
    ['1:3', 'unrecognised'],
    ['-30', 'unrecognised'],
    ['1,5', 'ambiguousDecimal'],
    ['7.30', 'ambiguousDecimal'],
    ['1:75', 'minutesOver59'],
    ['1 h 75 min', 'minutesOver59'],
    ['0,33 h', 'notWholeMinutes'],
    ['0', 'tooShort'],
    ['0:00', 'tooShort'],
    ['0 h', 'tooShort'],
    ['1441', 'tooLong'],
    ['24:01', 'tooLong'],
    ['25 h', 'tooLong'],
  ])('refuses %j: %s', (input, error) => {
    expect(parseDuration(input)).toEqual({ ok: false, error });
  });
});

describe('formatDuration and decimalHours', () => {
  it('shows hours and minutes, leaving out a zero part', () => {
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(480)).toBe('8 h');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(6015)).toBe('100 h 15 min');
  });

  it('gives decimal hours with a comma to two places', () => {
    expect(decimalHours(90)).toBe('1,50');
    expect(decimalHours(20)).toBe('0,33');
    expect(decimalHours(40)).toBe('0,67');
    expect(decimalHours(1440)).toBe('24,00');
    expect(decimalHours(1)).toBe('0,02');
  });

  it('reads back what it shows', () => {
    for (const minutes of [1, 45, 60, 90, 605, 1440]) {
      expect(parseDuration(formatDuration(minutes))).toEqual({ ok: true, minutes });
    }
  });
});
