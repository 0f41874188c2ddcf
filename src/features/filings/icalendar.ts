/**
 * The company's coming deadlines as an iCalendar file (RFC 5545), for a person's own calendar: one all-day
 * event per deadline on its due date. Written here rather than with a library: the file needs four of the
 * standard's rules (text escaping, line folding at 75 octets, CRLF, all-day dates), each a few lines and
 * unit-tested, where the libraries bring time zones, recurrence and parsing this file never uses.
 */

/** One deadline as an event: its stable id, its due date, and what the person's calendar says of it. */
export interface CalendarEvent {
  /** Stable across downloads, so that importing the file again updates the event instead of adding another. */
  uid: string;
  /** `YYYY-MM-DD`: the event takes that whole day. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
}

export interface CalendarFile {
  /** The calendar's name, shown by calendars that name imported ones. */
  name: string;
  events: readonly CalendarEvent[];
  /** When the file was made: every event's DTSTAMP. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, a line break as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, each continuation begun with a
 * space; a character is never split between lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      // the continuation's leading space is one of its 75 octets
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `2026-12-14` → `20261214` (a DATE value). */
const dateValue = (isoDate: string) => isoDate.replace(/-/g, '');

/** The day after a date, for an all-day event's exclusive end (UTC arithmetic on a date without a time). */
function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** An instant in UTC as a DATE-TIME value: `20261127T101500Z`. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The whole file: CRLF line ends, every line folded, the text values escaped. */
export function calendarFile({ name, events, now }: CalendarFile): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Customer portal//Filings deadlines//FI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
      ...(event.url === undefined ? [] : [`URL:${event.url}`]),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
