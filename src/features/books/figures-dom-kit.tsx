import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { mountEachTest, settle } from '../../ui/dom-test-root.tsx';
import BooksArea from './books-area.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';

const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin' as const], unknownRoles: [] };
const admin: CurrentCompany = {
  company,
  staff: false,
  me: {
    principal: { kind: 'interactive', subject: 'person_a', email: 'admin@aurora.example', name: 'Anna Virtanen', staff: false },
    companies: [company],
    unreadableCompanies: [],
  },
};

/** What the fake service answers a GET: the path under the service and the URL with its query; undefined for 501. */
export type FakeBooks = (path: string, url: URL) => unknown;

/**
 * For the books home's and statements' DOM tests (jsdom): the area's routes at a URL, in Finnish, on `today`
 * (the clock's date only; timers stay real), over the real service client (so answers are read with the
 * contract) and a fake network; the requests and the address shown are kept.
 */
export function booksDom(today: string) {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T10:00:00Z`));
    await startI18n('fi');
    await i18next.loadNamespaces([BOOKS_NAMESPACE]);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const mounted = mountEachTest();
  let queryClient = new QueryClient();
  const shownAt = { path: '' };
  const requests: string[] = [];

  beforeEach(() => {
    requests.length = 0;
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    queryClient.clear();
  });

  function Where() {
    const location = useLocation();
    shownAt.path = `${location.pathname}${location.search}`;
    return null;
  }

  async function render(at: string, service: FakeBooks) {
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'id-token',
      renewSession: async () => false,
      fetch: async (input) => {
        const url = new URL(String(input), 'http://portal.test');
        const path = url.pathname.replace(/^\/portal/, '');
        requests.push(`${path}${url.search}`);
        const answer = service(path, url);
        return answer === undefined ? Response.json({ error: 'not_implemented', detail: path }, { status: 501 }) : Response.json(answer);
      },
    });
    await mounted.render(
      <MemoryRouter initialEntries={[at]}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <CurrentCompanyProvider value={admin}>
              <Where />
              <Routes>
                <Route path="/cus_aurora/books/*" element={<BooksArea />} />
              </Routes>
            </CurrentCompanyProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await settle();
  }

  return { container: mounted.container, render, requests, location: () => shownAt.path };
}

export async function click(element: Element | undefined | null) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Picks an option of a select as a person would: the value, then the change React listens to. */
export async function choose(select: Element | null, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** The text a person reads: what the technical details fold away left out, narrow spaces as plain ones. */
export function readText(within: Element): string {
  const copy = within.cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll('details > :not(summary)')) details.remove();
  return (copy.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
