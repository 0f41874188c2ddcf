import { describe, expect, it } from 'vitest';
import { CreateWorklogEntryRequest, WorklogList, WorklogQuery } from './worklog.ts';

const entry = { entry_date: '2026-11-20', minutes: 90, note: 'Close of October' };

describe('CreateWorklogEntryRequest', () => {
  it('accepts minutes from 1 to 1440 and trims the note', () => {
    expect(CreateWorklogEntryRequest.parse({ ...entry, minutes: 1, note: '  x  ' }).note).toBe('x');
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, minutes: 1440 }).success).toBe(true);
  });

  it.each([0, 1441, 30.5, -5])('refuses %d minutes', (minutes) => {
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, minutes }).success).toBe(false);
  });

  it('refuses a blank note and a note over 2000 characters', () => {
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, note: '   ' }).success).toBe(false);
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, note: 'n'.repeat(2000) }).success).toBe(true);
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, note: 'n'.repeat(2001) }).success).toBe(false);
  });

  it.each([
    ['a NUL', 'Inventaario\u0000'],
    ['an escape sequence', '\u001B[2JInventaario'],
    ['a vertical tab inside', 'Inven\u000Btaario'],
  ])('refuses a note with %s, naming the note', (_case, note) => {
    const result = CreateWorklogEntryRequest.safeParse({ ...entry, note });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['note']);
  });

  it('keeps tabs and line breaks in a note', () => {
    expect(CreateWorklogEntryRequest.parse({ ...entry, note: 'Rivi 1\r\nRivi 2\tx' }).note).toBe('Rivi 1\r\nRivi 2\tx');
  });

  it('refuses an entry date in year 0000, which does not exist', () => {
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, entry_date: '0000-06-01' }).success).toBe(false);
  });

  it('refuses kilometres: they are not logged here', () => {
    expect(CreateWorklogEntryRequest.safeParse({ ...entry, kilometres: 12 }).success).toBe(false);
  });
});

describe('WorklogQuery', () => {
  it('takes from and to as real dates and refuses other parameters', () => {
    expect(WorklogQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(WorklogQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(WorklogQuery.safeParse({ since: '2026-01-01' }).success).toBe(false);
    expect(WorklogQuery.safeParse({ from: '0000-01-01', to: '0000-12-31' }).success).toBe(false);
  });
});

describe('WorklogList', () => {
  const list = (count: number) => ({
    customer_id: 'c_1',
    viewer_role: 'admin',
    viewer_email: 'anna@example.test',
    entries: Array.from({ length: count }, (_, index) => ({
      id: `w_${index}`,
      author_email: 'anna@example.test',
      author_name: 'Anna',
      entry_date: '2026-11-20',
      minutes: 60,
      note: 'n',
      created_at: '2026-11-20T10:00:00+02:00',
    })),
    truncated: count === 1000,
  });

  it('holds at most 1000 entries', () => {
    expect(WorklogList.safeParse(list(1000)).success).toBe(true);
    expect(WorklogList.safeParse(list(1001)).success).toBe(false);
  });
});

describe('what the forms tell apart in a refused note (docs/decisions/0028: a lone surrogate is its own message, not "required")', () => {
  it('a blank note and one with a control character or half a surrogate pair are both invalid_format; only the text tells them apart', async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const note = CreateWorklogEntryRequest.pick({ note: true });
    const resolve = zodResolver(note);
    for (const [text, blank] of [['   ', true], ['ok\u0001', false], ['ok\ud800', false]] as const) {
      const result = await resolve({ note: text }, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(result.errors.note?.type, JSON.stringify(text)).toBe('invalid_format');
      expect(text.trim() === '').toBe(blank);
    }
  });
});
