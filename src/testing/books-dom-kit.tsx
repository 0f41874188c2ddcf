import { useLocation } from 'react-router';
import { afterAll, beforeAll, vi } from 'vitest';
import type { KnownRole } from '../api/schemas/roles.ts';
import type { CurrentCompany } from '../portal/current-company.tsx';
import { companyDom, memberOf, type FakeService } from './dom-test-kit.tsx';
import BooksArea from '../features/books/books-area.tsx';
import { BOOKS_NAMESPACE } from '../features/books/messages.ts';

export { choose, click, enter, settle, type FakeService } from './dom-test-kit.tsx';

/** A member of Aurora with these roles, or the firm's staff, as the portal holds them after /me. */
export function personOf(email: string, name: string, roles: KnownRole[], staff = false): CurrentCompany {
  const member = memberOf(email, name, roles);
  return staff ? { ...member, staff, me: { ...member.me, principal: { ...member.me.principal, staff } } } : member;
}

export const anna = personOf('admin@aurora.example', 'Anna Virtanen', ['admin']);
export const sari = personOf('staff@firm.example', 'Sari Laine', [], true);

/** A fake service that answers reads only: the answer's JSON, or 501 where it has none. */
export type FakeBooks = (path: string, url: URL) => unknown;

export const answering =
  (fake: FakeBooks): FakeService =>
  (_method, path, url) => {
    const answer = fake(path, url);
    return answer === undefined ? Response.json({ error: 'not_implemented', detail: path }, { status: 501 }) : Response.json(answer);
  };

/** A request as kept by the kit, without the company's `customer_id` every request names: the tests read the rest. */
const withoutCompany = (request: string) => request.replace(/([?&])customer_id=[^&\s]*&?/, '$1').replace(/[?&](?=\s|$)/, '');

/**
 * For the books area's DOM tests (jsdom): the area's routes at an address, in Finnish, over the real service
 * client and a fake network (src/portal/dom-test-kit.tsx), optionally on a fixed `today` (the clock's date only;
 * timers stay real); the requests and the address shown are kept.
 */
export function booksDom({ today }: { today?: string } = {}) {
  if (today !== undefined) {
    beforeAll(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${today}T10:00:00Z`));
    });
    afterAll(() => {
      vi.useRealTimers();
    });
  }
  const dom = companyDom([BOOKS_NAMESPACE]);
  let at = '';

  function Where() {
    const location = useLocation();
    at = `${location.pathname}${location.search}`;
    return null;
  }

  return {
    container: dom.container,
    render: (address: string, who: CurrentCompany, service: FakeService) =>
      dom.render(
        <>
          <Where />
          <BooksArea />
        </>,
        who,
        service,
        { at: address, route: '/cus_aurora/books/*' },
      ),
    /** Every request so far as `METHOD /path?query body`. */
    get requests() {
      return dom.requests.map(withoutCompany);
    },
    location: () => at,
    /** The files uploaded so far, by name, and how the fake service answers an upload. */
    uploaded: dom.uploaded,
    answerUploads: dom.answerUploads,
  };
}

export const buttonNamed = (within: Element, name: string) =>
  [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

/** The page's text with its spaces as typed (the formatters' narrow no-break spaces as plain ones). */
export const textOf = (within: Element) => (within.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The text a person reads: what the technical details fold away left out, narrow spaces as plain ones. */
export function readText(within: Element): string {
  const copy = within.cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll('details > :not(summary)')) details.remove();
  return textOf(copy);
}

/**
 * A figure cell's text as a screen reader reads it in the table: without the column's name it shows beside the
 * figure where the rows stack on a phone (hidden from assistive technology, which has the column headings).
 */
export function figureText(cell: Element): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return readText(copy);
}
