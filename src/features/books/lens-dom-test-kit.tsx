import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { KnownRole } from '../../api/schemas/roles.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import BooksArea from './books-area.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A member of Aurora with these roles, or the firm's staff, as the portal holds them after /me. */
export function personOf(email: string, name: string, roles: KnownRole[], staff = false): CurrentCompany {
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles, unknownRoles: [] };
  return {
    company,
    staff,
    me: { principal: { kind: 'interactive', subject: email, email, name, staff }, companies: [company], unreadableCompanies: [] },
  };
}

export const anna = personOf('admin@aurora.example', 'Anna Virtanen', ['admin']);
export const sari = personOf('staff@firm.example', 'Sari Laine', [], true);

/** What a fake service answers a request: the method, the decoded path under the service, the URL and the body sent. */
export type FakeService = (method: string, path: string, url: URL, body: string | undefined) => Response;

/**
 * For the books area's DOM tests (jsdom): the portal's and the area's texts in Finnish, a fresh root and query
 * client per test, the area rendered at an address over the real service client and a fake network that keeps
 * every request as `METHOD /path?query body` (without the company's `customer_id`); the address the page is at, as `location()`.
 */
export function lensDom() {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  let queryClient = new QueryClient();
  const requests: string[] = [];
  let at = '';

  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await startI18n('fi');
    await i18next.loadNamespaces([BOOKS_NAMESPACE]);
  });

  beforeEach(() => {
    requests.length = 0;
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    queryClient.clear();
  });

  const shown = () => {
    if (!container) throw new Error('no container outside a test');
    return container;
  };

  function Address() {
    const location = useLocation();
    at = `${location.pathname}${location.search}`;
    return null;
  }

  async function render(address: string, who: CurrentCompany, service: FakeService) {
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'id-token',
      renewSession: async () => false,
      fetch: async (input, init) => {
        const url = new URL(String(input), 'http://portal.test');
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? init.body : undefined;
        const path = decodeURIComponent(url.pathname.replace(/^\/portal/, ''));
        // the company every request names is left out of what is kept: the tests read the filters
        const query = new URLSearchParams(url.search);
        query.delete('customer_id');
        const search = query.size === 0 ? '' : `?${query}`;
        requests.push(`${method} ${path}${search}${body === undefined ? '' : ` ${body}`}`);
        return service(method, path, url, body);
      },
    });
    await act(async () => {
      root?.render(
        <MemoryRouter initialEntries={[address]}>
          <QueryClientProvider client={queryClient}>
            <ServiceProvider client={client}>
              <CurrentCompanyProvider value={who}>
                <Address />
                <Routes>
                  <Route path="/cus_aurora/books/*" element={<BooksArea />} />
                </Routes>
              </CurrentCompanyProvider>
            </ServiceProvider>
          </QueryClientProvider>
        </MemoryRouter>,
      );
    });
    await settle();
  }

  return { container: shown, render, requests, location: () => at };
}

export async function settle() {
  for (let round = 0; round < 10; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function click(element: Element | undefined | null) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Types into a text field or picks in a select as a person would: the value, then the event React listens to. */
export async function enter(element: Element | undefined | null, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : element instanceof HTMLInputElement
          ? HTMLInputElement.prototype
          : undefined;
  if (!prototype || !(element instanceof HTMLElement)) throw new Error('no field');
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export const buttonNamed = (within: Element, name: string) =>
  [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

/** The page's text with its spaces as typed (the formatters' narrow no-break spaces as plain ones). */
export const textOf = (within: Element) => (within.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
