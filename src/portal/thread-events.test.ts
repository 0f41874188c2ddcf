import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../api/reading.ts';
import { foldEvents, mergeEvents, seqBounds, type ThreadEvent } from './thread-events.ts';

/** The history is append-only (docs/decisions/0013): the view folds edits and withdrawals into the message they change. */

const author = { kind: 'member', name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' };
const event = (seq: number, kind: string, body: string, of: string | null = null): ThreadEvent => ({
  id: `m${seq}`,
  seq,
  kind,
  of,
  author,
  at: `2026-11-2${seq}T10:00:00Z`,
  body,
  attachments: [],
});

describe('folding a thread’s events', () => {
  it('gives a message its latest text and keeps every earlier one, oldest first', () => {
    const [folded] = foldEvents([event(1, 'message', 'eka'), event(2, 'edit', 'toka', 'm1'), event(3, 'edit', 'kolmas', 'm1')]);
    expect(folded).toMatchObject({ shown: 'message', text: 'kolmas', editedAt: '2026-11-23T10:00:00Z', withdrawnAt: null });
    expect(folded?.shown === 'message' ? folded.earlier.map((earlier) => earlier.body) : []).toEqual(['eka', 'toka']);
  });

  it('withdraws a message: no text left, what it said kept as earlier text', () => {
    const [folded] = foldEvents([event(1, 'message', 'väärä'), event(2, 'withdrawal', '', 'm1')]);
    expect(folded).toMatchObject({ shown: 'message', text: '', withdrawnAt: '2026-11-22T10:00:00Z' });
    expect(folded?.shown === 'message' ? folded.earlier.map((earlier) => earlier.body) : []).toEqual(['väärä']);
  });

  it('shows a change of a message not loaded, an unknown kind and an unreadable item each in its place', () => {
    const unreadable = new UnreadableItem({ id: 'm9' }, 'seq: required');
    const shown = foldEvents([event(2, 'edit', 'uusi', 'm1'), event(3, 'reaction', '👍'), unreadable]);
    expect(shown.map((item) => item.shown)).toEqual(['change', 'other', 'unreadable']);
  });
});

describe('the window of events', () => {
  it('merges a page before or after what is shown, each event once', () => {
    const shown = [event(3, 'message', 'c'), event(4, 'message', 'd')];
    expect(mergeEvents(shown, [event(1, 'message', 'a'), event(2, 'message', 'b')], 'before').map((item) => (item instanceof UnreadableItem ? '' : item.seq))).toEqual([1, 2, 3, 4]);
    expect(mergeEvents(shown, [event(4, 'message', 'd'), event(5, 'message', 'e')], 'after').map((item) => (item instanceof UnreadableItem ? '' : item.seq))).toEqual([3, 4, 5]);
  });

  it('knows the first and last seq shown, the keyset of the pages', () => {
    expect(seqBounds([event(7, 'message', 'a'), new UnreadableItem({}, 'x'), event(9, 'message', 'b')])).toEqual({ first: 7, last: 9 });
    expect(seqBounds([])).toBeNull();
  });
});
