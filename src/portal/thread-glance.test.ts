import { describe, expect, it } from 'vitest';
import { UnreadableItem, type Read } from '../api/reading.ts';
import type { Message } from '../api/schemas/messages.ts';
import { byOthers, firstWords, lastSeq, messagesNow, newestArrival } from './thread-glance.ts';

const laura = { kind: 'member', name: 'Laura Hämäläinen', email: 'bills@aurora.example' };
const sari = { kind: 'staff', name: 'Sari Laine', email: 'staff@firm.example' };
const agent = { kind: 'agent', name: 'Kirjanpitoagentti', email: null };

const event = (over: Partial<Read<Message>> & Pick<Read<Message>, 'id' | 'seq'>): Read<Message> => ({
  kind: 'message',
  of: null,
  author: laura,
  at: '2026-11-20T10:00:00Z',
  body: '',
  attachments: [],
  ...over,
});

/** docs/decisions/0013: history is append-only, so what a thread says now is folded from its events. */
describe('a thread’s messages as they read now', () => {
  it('shows an edited message with its newest text and a withdrawn one as withdrawn, each once, in the order written', () => {
    const now = messagesNow([
      event({ id: 'm1', seq: 1, body: 'Onko tämä lasku oikein?' }),
      event({ id: 'm2', seq: 2, author: sari, body: 'Tarkistan.' }),
      event({ id: 'e1', seq: 3, kind: 'edit', of: 'm1', body: 'Onko tämän laskun ALV oikein?' }),
      event({ id: 'w1', seq: 4, kind: 'withdrawal', of: 'm2', author: sari }),
    ]);
    expect(now).toEqual([
      expect.objectContaining({ id: 'm1', seq: 1, body: 'Onko tämän laskun ALV oikein?', edited: true, withdrawn: false }),
      // a withdrawn message says nothing any more (its text stays in the thread's history, not at a glance)
      expect.objectContaining({ id: 'm2', seq: 2, body: '', edited: false, withdrawn: true }),
    ]);
  });

  it('keeps an event that could not be read in its place, and an unknown kind naming no message as a message', () => {
    const broken = new UnreadableItem({ id: 'x' }, 'author: Invalid input');
    const now = messagesNow([event({ id: 'm1', seq: 1, body: 'a' }), broken, event({ id: 'n1', seq: 3, kind: 'note', body: 'huom' })]);
    expect(now[1]).toBe(broken);
    expect(now[2]).toEqual(expect.objectContaining({ id: 'n1', body: 'huom' }));
  });

  it('counts the attachments of a message', () => {
    const [message] = messagesNow([
      event({ id: 'm1', seq: 1, attachments: [{ document_id: 'doc_1', filename: 'kuitti.jpg', content_type: 'image/jpeg', size_bytes: 10 }] }),
    ]);
    expect(message).toEqual(expect.objectContaining({ attachments: 1 }));
  });
});

describe('what a new arrival announces', () => {
  const events = [
    event({ id: 'm1', seq: 5, body: 'Kysymys' }),
    event({ id: 'm2', seq: 8, author: sari, body: 'Vastaus' }),
    event({ id: 'm3', seq: 9, author: agent, body: 'Muistutus' }),
    event({ id: 'm4', seq: 11, body: 'Kiitos' }),
  ];
  const reader = { email: 'BILLS@aurora.example' };

  it('is the newest message by someone else after the last one seen, never the reader’s own (their address in any case)', () => {
    expect(newestArrival(messagesNow(events), 5, reader)?.id).toBe('m3');
    expect(newestArrival(messagesNow(events), 9, reader)).toBeUndefined();
  });

  it('counts the agent and keys, which have no address, as someone else', () => {
    expect(byOthers(agent, reader)).toBe(true);
    expect(byOthers(laura, reader)).toBe(false);
  });

  it('knows the last event seen from the events that could be read', () => {
    expect(lastSeq([...events, new UnreadableItem({}, 'seq: Invalid input')])).toBe(11);
    expect(lastSeq([])).toBe(0);
  });
});

describe('the first words of a message', () => {
  it('keeps a short text whole, on one line', () => {
    expect(firstWords('Kuitti puuttuu.\nOta kuva.')).toBe('Kuitti puuttuu. Ota kuva.');
  });

  it('cuts a long text at a word, marked as cut', () => {
    const words = firstWords('Lokakuun kirjanpito on valmis, ja tuloslaskelma sekä tase ovat nähtävissä portaalissa.', 40);
    expect(words).toBe('Lokakuun kirjanpito on valmis, ja…');
    expect(words.length).toBeLessThanOrEqual(41);
  });
});
