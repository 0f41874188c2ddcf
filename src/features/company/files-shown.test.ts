import { describe, expect, it } from 'vitest';
import { isUnreadable, UnreadableItem } from '../../api/reading.ts';
import { filesShown } from './files-shown.ts';

/** The overview is the company's home, not its archive: the newest uploads and every one that needs the person. */

const file = (id: string, minutesAgo: number, state = 'booked') => ({ id, filename: `${id}.pdf`, uploaded_at: new Date(Date.UTC(2026, 10, 21, 12, 0) - minutesAgo * 60_000).toISOString(), state });

describe('the files the overview lists', () => {
  it('takes the five newest by their upload time, whatever the order they were listed in, and keeps that order', () => {
    const files = [file('old', 90), file('a', 1), file('b', 2), file('older', 80), file('c', 3), file('d', 4), file('e', 5)];
    expect(filesShown(files)).toEqual({ shown: [file('a', 1), file('b', 2), file('c', 3), file('d', 4), file('e', 5)], total: 7 });
  });

  it('keeps every failed file, one in a state the portal does not know and one that could not be read', () => {
    const unreadable = new UnreadableItem({ id: 'x' }, 'filename: expected string');
    const files = [...['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => file(id, index)), file('failed', 100, 'failed'), file('odd', 200, 'quarantined'), unreadable];
    expect(filesShown(files).shown.map((shown) => (isUnreadable(shown) ? 'unreadable' : shown.id))).toEqual(['a', 'b', 'c', 'd', 'e', 'failed', 'odd', 'unreadable']);
  });
});
