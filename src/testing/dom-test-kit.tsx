import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { createServiceClient } from '../api/client.ts';
import type { KnownRole } from '../api/schemas/roles.ts';
import { ServiceProvider } from '../api/service-context.tsx';
import { startI18n } from '../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../portal/current-company.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A member of Aurora with these roles, as the portal holds them after /me. */
export function memberOf(email: string, name: string, roles: KnownRole[], subject = email): CurrentCompany {
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles, unknownRoles: [] };
  return {
    company,
    staff: false,
    me: { principal: { kind: 'interactive', subject, email, name, staff: false }, companies: [company], unreadableCompanies: [] },
  };
}

/** What a fake service answers a request: the method, the decoded path under the service, the URL and the body sent. */
export type FakeService = (method: string, path: string, url: URL, body: string | undefined) => Response | Promise<Response>;

/** How the fake service answers one file sent to Documents (uploads go by XMLHttpRequest, not fetch). */
export type FakeUpload = (file: File) => { status: number; body: unknown };

/** Where the view is rendered: the URL it is opened at and, for a view that reads its route, the route's pattern. */
export interface RenderAt {
  at?: string;
  route?: string;
}

/**
 * For the features' DOM tests (jsdom): the portal's texts and the named namespaces in Finnish, a fresh root and
 * query client per test, dialogs that open in jsdom, and a view rendered in a company over the real service client
 * and a fake network that keeps every request as `METHOD /path body` (the path decoded, its query kept) and every
 * file uploaded by its name. Call once at the top of a test file.
 */
export function companyDom(namespaces: readonly string[] = []) {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  let queryClient = new QueryClient();
  const requests: string[] = [];
  const uploaded: string[] = [];
  let uploadAnswer: FakeUpload = () => ({ status: 500, body: {} });

  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    await startI18n('fi');
    await i18next.loadNamespaces([...namespaces]);
  });

  beforeEach(() => {
    requests.length = 0;
    uploaded.length = 0;
    uploadAnswer = () => ({ status: 500, body: {} });
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

  /** A stand-in for the browser's XMLHttpRequest: each file of an upload answered as the test says, its progress reported. */
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      const files = body.getAll('files').filter((part): part is File => part instanceof File);
      const first = files[0];
      if (!first) throw new Error('no file sent');
      uploaded.push(...files.map((file) => file.name));
      const answer = uploadAnswer(first);
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 1000, total: 1000 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }

  async function render(node: ReactNode, who: CurrentCompany, service: FakeService, { at = '/cus_aurora', route }: RenderAt = {}) {
    const client = createServiceClient({
      serviceUrl: '/portal',
      getIdToken: () => 'id-token',
      renewSession: async () => false,
      createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
      fetch: async (input, init) => {
        const url = new URL(String(input), 'http://portal.test');
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? init.body : undefined;
        const path = decodeURIComponent(url.pathname.replace(/^\/portal/, ''));
        requests.push(`${method} ${path}${url.search}${body === undefined ? '' : ` ${body}`}`);
        return service(method, path, url, body);
      },
    });
    await act(async () => {
      root?.render(
        <MemoryRouter initialEntries={[at]}>
          <QueryClientProvider client={queryClient}>
            <ServiceProvider client={client}>
              <CurrentCompanyProvider value={who}>
                {route === undefined ? (
                  node
                ) : (
                  <Routes>
                    <Route path={route} element={node} />
                  </Routes>
                )}
              </CurrentCompanyProvider>
            </ServiceProvider>
          </QueryClientProvider>
        </MemoryRouter>,
      );
    });
    await settle();
  }

  return {
    container: shown,
    render,
    requests,
    uploaded,
    queryClient: () => queryClient,
    /** How the fake service answers the uploads of this test. */
    answerUploads: (answer: FakeUpload) => {
      uploadAnswer = answer;
    },
  };
}

/** Lets the fake network's answers and React's updates run to rest. */
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

/** Chooses files in a file input as a person would: the input's files, then its change event. */
export async function choose(input: Element | undefined | null, ...files: File[]) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await act(async () => {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}
