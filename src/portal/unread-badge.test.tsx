// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES_POLL_MS } from '../api/queries/messages.ts';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { companyDom, memberOf, settle, type FakeService } from '../testing/dom-test-kit.tsx';
import UnreadBadge from './unread-badge.tsx';

/**
 * The unread count beside "Viestit" (docs/decisions/0013): the number to the eye and in words to a screen reader, nothing
 * when nothing is unread, asked often only in the messages area (elsewhere it may lag: it tells that something
 * waits).
 */

const dom = companyDom([CONVERSATION_NAMESPACE]);
const kaisa = memberOf('claimant@aurora.example', 'Kaisa Mäkinen', ['claimant']);
let unread: number;

const service: FakeService = (method, path) =>
  method === 'GET' && path === '/messages/unread'
    ? Response.json({ customer_id: 'cus_aurora', unread_messages: unread, unread_threads: unread > 0 ? 1 : 0, latest_seq: 40 + unread })
    : Response.json({ error: 'not_found', detail: 'no' }, { status: 404 });

const reads = () => dom.requests.filter((request) => request.startsWith('GET /messages/unread')).length;

async function waitPoll() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, MESSAGES_POLL_MS + 300));
  });
  await settle();
}

beforeEach(() => {
  unread = 3;
});

describe('the navigation’s unread count', () => {
  it('shows the number, and says it in words to a screen reader', async () => {
    await dom.render(<UnreadBadge customerId="cus_aurora" inMessages={false} />, kaisa, service);
    const badge = dom.container().querySelector('[data-unread-badge]');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(badge?.querySelector('.visually-hidden')?.textContent).toBe(' 3 lukematonta');
    expect(dom.requests).toEqual(['GET /messages/unread?customer_id=cus_aurora']);
  });

  it('says one unread in the singular, and shows nothing when nothing is unread', async () => {
    unread = 1;
    await dom.render(<UnreadBadge customerId="cus_aurora" inMessages={false} />, kaisa, service);
    expect(dom.container().querySelector('.visually-hidden')?.textContent).toBe(' 1 lukematon');
    unread = 0;
    await dom.render(<UnreadBadge customerId="cus_aurora" inMessages={true} />, kaisa, service);
    await waitPoll();
    expect(dom.container().querySelector('[data-unread-badge]')).toBeNull();
  }, 10_000);

  it('is asked every MESSAGES_POLL_MS in the messages area, and not that often elsewhere', async () => {
    await dom.render(<UnreadBadge customerId="cus_aurora" inMessages={false} />, kaisa, service);
    await waitPoll();
    expect(reads()).toBe(1);
    await dom.render(<UnreadBadge customerId="cus_aurora" inMessages={true} />, kaisa, service);
    unread = 4;
    await waitPoll();
    expect(reads()).toBeGreaterThanOrEqual(2);
    expect(dom.container().querySelector('[data-unread-badge]')?.getAttribute('data-unread-badge')).toBe('4');
  }, 10_000);
});
