import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './icalendar.ts';

/** The calendar export's file (RFC 5545): what a calendar application reads back exactly as it was meant. */

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the text of an event', () => {
  it('escapes backslash, semicolon and comma, and writes a line break as \\n (§3.3.11)', () => {
    expect(escapeText('ALV; 10/2026, huom\\ tämä\nrivi')).toBe('ALV\\; 10/2026\\, huom\\\\ tämä\\nrivi');
  });
});

describe('folding', () => {
  it('keeps a short line as it is', () => {
    expect(foldLine('SUMMARY:Arvonlisäveroilmoitus')).toBe('SUMMARY:Arvonlisäveroilmoitus');
  });

  it('folds at 75 octets of UTF-8, the continuation begun with a space, and never splits a character', () => {
    const line = `SUMMARY:${'ä'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // unfolding (a CRLF and one space removed) gives the line back, every ä whole
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('the file', () => {
  const file = calendarFile({
    name: 'Aurora Oy: verot ja ilmoitukset',
    now: new Date('2026-11-27T10:15:30.123Z'),
    events: [
      { uid: 'vat_return.2026-10@cus_aurora', date: '2026-12-14', summary: 'Arvonlisäveroilmoitus, lokakuu 2026', description: 'Määräpäivä 14.12.2026', url: 'https://portal.example/cus_aurora/filings/vat_return.2026-10' },
      { uid: 'vat_return.2026-12@cus_aurora', date: '2026-12-31', summary: 'Veroilmoitus' },
    ],
  });
  const lines = file.split('\r\n');

  it('ends every line with CRLF and holds no bare line feed', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('makes one all-day event per deadline: the due date as a DATE, ending the next day (the year’s last day into the next year)', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261214');
    expect(lines).toContain('DTEND;VALUE=DATE:20261215');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('gives each event its stable UID and the time the file was made as DTSTAMP in UTC', () => {
    expect(lines).toContain('UID:vat_return.2026-10@cus_aurora');
    expect(lines.filter((line) => line === 'DTSTAMP:20261127T101530Z')).toHaveLength(2);
  });

  it('escapes the summary and the calendar’s name, and folds every long line', () => {
    expect(lines).toContain('SUMMARY:Arvonlisäveroilmoitus\\, lokakuu 2026');
    expect(lines).toContain('X-WR-CALNAME:Aurora Oy: verot ja ilmoitukset');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('URL:https://portal.example/cus_aurora/filings/vat_return.2026-10\r\n');
  });
});
