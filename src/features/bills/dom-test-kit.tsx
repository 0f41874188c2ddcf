import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { KnownRole } from '../../api/schemas/roles.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { BILLS_NAMESPACE } from './messages.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A member of Aurora with these roles, as the portal holds them after /me. */
export function memberOf(email: string, name: string, roles: KnownRole[]): CurrentCompany {
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles, unknownRoles: [] };
  return {
    company,
    staff: false,
    me: { principal: { kind: 'interactive', subject: email, email, name, staff: false }, companies: [company], unreadableCompanies: [] },
  };
}

/** What a fake service answers a request: the method, the decoded path under the service and the body sent. */
export type FakeService = (method: string, path: string, url: URL, body: string | undefined) => Response;

/**
 * For the bills area's DOM tests (jsdom): the portal's and the area's texts in Finnish, a fresh root and query
 * client per test, and a view rendered in a company over the real service client and a fake network that
 * keeps every request as `METHOD /path body`.
 */
export function billsDom() {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  let queryClient = new QueryClient();
  const requests: string[] = [];

  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    await startI18n('fi');
    await i18next.loadNamespaces([BILLS_NAMESPACE]);
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

  async function render(node: ReactNode, who: CurrentCompany, service: FakeService) {
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'id-token',
      renewSession: async () => false,
      fetch: async (input, init) => {
        const url = new URL(String(input), 'http://portal.test');
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? init.body : undefined;
        const path = decodeURIComponent(url.pathname.replace(/^\/portal/, ''));
        requests.push(`${method} ${path}${body === undefined ? '' : ` ${body}`}`);
        return service(method, path, url, body);
      },
    });
    await act(async () => {
      root?.render(
        <MemoryRouter initialEntries={['/cus_aurora/bills']}>
          <QueryClientProvider client={queryClient}>
            <ServiceProvider client={client}>
              <CurrentCompanyProvider value={who}>{node}</CurrentCompanyProvider>
            </ServiceProvider>
          </QueryClientProvider>
        </MemoryRouter>,
      );
    });
    await settle();
  }

  return { container: shown, render, requests };
}

export async function settle() {
  for (let round = 0; round < 8; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** What the page shows without opening anything: the technical details left out, spaces as typed. */
export function openText(within: Element): string {
  const copy = within.cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll('details')) details.remove();
  return (copy.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
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
