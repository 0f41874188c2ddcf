import type { z } from '../api/zod.ts';
import type { Author, Message, Thread } from '../api/schemas/messages.ts';
import type { KnownRole } from '../api/schemas/roles.ts';
import type { CurrentCompany } from '../portal/current-company.tsx';
import { act } from 'react';
import { companyDom, memberOf, settle, type FakeService } from './dom-test-kit.tsx';
import { invalidate } from '../api/queries/invalidate.ts';
import { messagesInvalidations } from '../api/queries/messages.ts';
import { listDocuments } from '../api/operations/documents.ts';
import { getMessagesUnread, listMessageThreads } from '../api/operations/messages.ts';
import MessagesArea from '../features/messages/messages-area.tsx';
import { MESSAGES_NAMESPACE } from '../features/messages/messages.ts';

export { choose, click, enter, openText, settle } from './dom-test-kit.tsx';

type ThreadJson = z.input<typeof Thread>;
type MessageJson = z.input<typeof Message>;

/** A member of Aurora with these roles, or the firm's staff, as the portal holds them after /me. */
export function personOf(email: string, name: string, roles: KnownRole[], staff = false): CurrentCompany {
  const member = memberOf(email, name, roles);
  return staff ? { ...member, staff, me: { ...member.me, principal: { ...member.me.principal, staff } } } : member;
}

export const kaisa = personOf('claimant@aurora.example', 'Kaisa Mäkinen', ['claimant']);
export const anna = personOf('admin@aurora.example', 'Anna Virtanen', ['admin']);
export const sari = personOf('staff@firm.example', 'Sari Laine', [], true);

export const agent: Author = { kind: 'agent', name: 'Kirjanpitoagentti', email: null };
export const kaisaAuthor: Author = { kind: 'member', name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' };
export const sariAuthor: Author = { kind: 'staff', name: 'Sari Laine', email: 'staff@firm.example' };

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refusal = (status: number, error: string, detail = error) => json({ error, detail }, status);

/**
 * A messages service that keeps its threads and their events as the contract says (docs/decisions/0013): one
 * company-wide `seq`, events appended (an edit or a withdrawal is a new event naming its message), pages by
 * keyset (`before`, `after`, `limit`), the newest 50 in a thread's detail, at most one thread per subject
 * (409 `thread_exists`), read marks and the unread summary; the company's documents listed. `refuseNext`
 * answers the next write with a refusal instead.
 */
export class FakeMessages {
  threads: ThreadJson[] = [];
  events = new Map<string, MessageJson[]>();
  documents: { id: string; filename: string }[] = [];
  seq = 0;
  /** the next POST answered with this instead */
  refuseNext: Response | undefined;
  reader = 'claimant@aurora.example';

  thread(id: string, init: Partial<ThreadJson> = {}): ThreadJson {
    const thread: ThreadJson = {
      id,
      subject: null,
      title: id,
      started_by: agent,
      started_at: '2026-11-01T08:00:00Z',
      last_message_at: '2026-11-01T08:00:00Z',
      last_message: null,
      message_count: 0,
      unread_count: 0,
      read_up_to_seq: 0,
      ...init,
    };
    this.threads.push(thread);
    this.events.set(id, []);
    return thread;
  }

  /** Appends an event to a thread, as the service's one way of posting does. */
  append(threadId: string, author: Author, body: string, change: { kind?: 'message' | 'edit' | 'withdrawal'; of?: string; attachments?: MessageJson['attachments'] } = {}): MessageJson {
    this.seq += 1;
    const kind = change.kind ?? 'message';
    const event: MessageJson = {
      id: `m${this.seq}`,
      seq: this.seq,
      kind,
      of: change.of ?? null,
      author,
      at: `2026-11-${String(1 + (this.seq % 27)).padStart(2, '0')}T09:${String(this.seq % 60).padStart(2, '0')}:00Z`,
      body,
      attachments: change.attachments ?? [],
    };
    this.events.get(threadId)?.push(event);
    const thread = this.threads.find((candidate) => candidate.id === threadId);
    if (thread) {
      thread.last_message_at = event.at;
      if (kind === 'message') thread.last_message = { author, preview: body.slice(0, 140), withdrawn: false };
      if (kind === 'message') thread.message_count += 1;
      // the list's preview is of the last message as it reads now: its edit, or nothing and marked once withdrawn
      const lastMessage = this.eventsOf(threadId).filter((candidate) => candidate.kind === 'message').at(-1);
      if (kind !== 'message' && thread.last_message && lastMessage?.id === change.of) {
        thread.last_message = kind === 'withdrawal' ? { ...thread.last_message, preview: '', withdrawn: true } : { ...thread.last_message, preview: body.slice(0, 140) };
      }
    }
    return event;
  }

  private eventsOf(threadId: string): MessageJson[] {
    return this.events.get(threadId) ?? [];
  }

  readonly service: FakeService = (method, path, url, body) => {
    const sent = body === undefined ? {} : (JSON.parse(body) as Record<string, unknown>);
    if (method === 'POST' && this.refuseNext) {
      const answer = this.refuseNext;
      this.refuseNext = undefined;
      return answer;
    }
    if (method === 'GET' && path === listDocuments.path) {
      return json({
        customer_id: 'cus_aurora',
        documents: this.documents.map((document) => ({
          ...document,
          content_type: 'image/jpeg',
          size_bytes: 1000,
          sha256: 'a'.repeat(64),
          uploaded_at: '2026-11-20T08:00:00Z',
          state: 'booked',
          duplicate_of: null,
          belongs_to: { kind: 'other' },
        })),
      });
    }
    if (method === 'GET' && path === getMessagesUnread.path) {
      return json({ customer_id: 'cus_aurora', unread_messages: 0, unread_threads: 0, latest_seq: this.seq });
    }
    if (path === listMessageThreads.path) {
      if (method === 'GET') {
        const kind = url.searchParams.get('subject_kind');
        const id = url.searchParams.get('subject_id');
        const unread = url.searchParams.get('unread') === 'true';
        const threads = this.threads.filter(
          (thread) => (kind === null || (thread.subject?.kind === kind && thread.subject.id === id)) && (!unread || thread.unread_count > 0),
        );
        return json({ customer_id: 'cus_aurora', threads });
      }
      const subject = sent.subject as { kind: string; id: string } | null;
      const existing = subject && this.threads.find((thread) => thread.subject?.kind === subject.kind && thread.subject.id === subject.id);
      if (existing) return refusal(409, 'thread_exists', `subject: the thing has its thread ${existing.id}`);
      const thread = this.thread(`t${this.threads.length + 1}`, {
        subject: subject && { kind: subject.kind, id: subject.id, label: `${subject.kind} ${subject.id}` },
        title: typeof sent.title === 'string' ? sent.title : String(sent.body).slice(0, 40),
      });
      const message = this.append(thread.id, kaisaAuthor, String(sent.body), { attachments: this.attached(sent.document_ids) });
      return json({ customer_id: 'cus_aurora', thread, message }, 201);
    }
    const threadPath = /^\/messages\/threads\/([^/]+)(\/.*)?$/.exec(path);
    const threadId = threadPath?.[1] ?? '';
    const rest = threadPath?.[2] ?? '';
    const thread = this.threads.find((candidate) => candidate.id === threadId);
    if (!thread) return refusal(404, 'thread_not_found');
    const events = this.eventsOf(threadId);
    if (method === 'GET' && rest === '') {
      return json({ customer_id: 'cus_aurora', thread, messages: events.slice(-50), has_older: events.length > 50 });
    }
    if (method === 'GET' && rest === '/messages') {
      const limit = Number(url.searchParams.get('limit') ?? '50');
      const before = url.searchParams.get('before');
      const after = url.searchParams.get('after');
      if (before !== null) {
        const earlier = events.filter((event) => event.seq < Number(before));
        const page = earlier.slice(-limit);
        return json({ customer_id: 'cus_aurora', thread_id: threadId, messages: page, has_older: earlier.length > page.length, has_newer: true });
      }
      const later = events.filter((event) => event.seq > Number(after ?? '0'));
      const page = later.slice(0, limit);
      return json({ customer_id: 'cus_aurora', thread_id: threadId, messages: page, has_older: true, has_newer: later.length > page.length });
    }
    if (method === 'POST' && rest === '/messages') {
      if (String(sent.body).trim() === '' && (sent.document_ids as unknown[]).length === 0) return refusal(422, 'message_empty');
      const message = this.append(threadId, kaisaAuthor, String(sent.body), { attachments: this.attached(sent.document_ids) });
      return json({ customer_id: 'cus_aurora', thread, message }, 201);
    }
    const changed = /^\/messages\/([^/]+)\/(edit|withdraw)$/.exec(rest);
    if (method === 'POST' && changed) {
      const kind = changed[2] === 'edit' ? 'edit' : 'withdrawal';
      const message = this.append(threadId, kaisaAuthor, kind === 'edit' ? String(sent.body) : '', { kind, of: changed[1] });
      return json({ customer_id: 'cus_aurora', thread, message }, 201);
    }
    if (method === 'POST' && rest === '/read') {
      thread.read_up_to_seq = Math.max(thread.read_up_to_seq, Number(sent.up_to_seq));
      thread.unread_count = 0;
      return json({ customer_id: 'cus_aurora', thread });
    }
    return refusal(404, 'not_found', path);
  };

  private attached(ids: unknown): MessageJson['attachments'] {
    const list = Array.isArray(ids) ? ids.map(String) : [];
    return list.map((id) => ({ document_id: id, filename: this.documents.find((document) => document.id === id)?.filename ?? `${id}.jpg`, content_type: 'image/jpeg', size_bytes: 1000 }));
  }
}

/** A request as kept by the kit, without the company's `customer_id` every request names. */
const withoutCompany = (request: string) => request.replace(/([?&])customer_id=[^&\s]*&?/, '$1').replace(/[?&](?=\s|$)/, '').replace(/,"customer_id":"cus_aurora"/, '');

/**
 * For the messages area's DOM tests (jsdom): the area's routes at an address, in Finnish, over the real service
 * client and a fake network (src/portal/dom-test-kit.tsx); the requests kept, the files uploaded answered as
 * Documents would, and a poll of what is new made at once rather than after MESSAGES_POLL_MS.
 */
export function messagesDom() {
  const dom = companyDom([MESSAGES_NAMESPACE]);
  return {
    container: dom.container,
    render: (address: string, who: CurrentCompany, service: FakeService) =>
      dom.render(<MessagesArea />, who, service, { at: address, route: '/cus_aurora/messages/*' }),
    /** The area unmounted and rendered again at an address with the query cache emptied, as a reload does (localStorage kept). */
    reload: async (address: string, who: CurrentCompany, service: FakeService) => {
      dom.queryClient().clear();
      await dom.render(<></>, who, service);
      await dom.render(<MessagesArea />, who, service, { at: address, route: '/cus_aurora/messages/*' });
    },
    get requests() {
      return dom.requests.map(withoutCompany);
    },
    uploaded: dom.uploaded,
    answerUploads: dom.answerUploads,
    /** What the poll of the unread summary does every MESSAGES_POLL_MS, done now. */
    poll: async () => {
      // what a read mark makes stale includes the unread summary: read again, as the poll's next tick would
      await act(() => invalidate(dom.queryClient(), messagesInvalidations.markThreadRead('cus_aurora')));
      await settle();
    },
  };
}

export const buttonNamed = (within: Element, name: string) => [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

export const labelled = (within: Element, label: string) => {
  const found = [...within.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim().startsWith(label));
  if (!found) return null;
  const target = found.htmlFor ? within.ownerDocument.getElementById(found.htmlFor) : found.querySelector('input, textarea, select');
  return target;
};

/** The page's text with its spaces as typed (the formatters' narrow no-break spaces as plain ones). */
export const textOf = (within: Element) => (within.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
