// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import type { Session } from '../../auth/session.ts';
import { SessionProvider } from '../../auth/session-context.tsx';
import type { Language } from '../../i18n/format.ts';
import { startI18n } from '../../i18n/i18n.ts';
import { registeredNamespacesLoaded } from '../../i18n/namespaces.ts';
import { ACCESS_HINT_KEY } from '../../portal/access-hint.ts';
import type { Membership } from '../../portal/areas.ts';
import { AREA_TEXT_LOADERS } from '../area-view-loaders.ts';
import { CompanyLayout } from '../company-layout.tsx';
import { SignedInLayout } from '../signed-in-layout.tsx';
import { drawFirstScreen, firstScreenOf, overviewFirstScreenOf } from './draw-first-screen.ts';
import { firstScreenTopOf, overviewTopOf, topWordsOf } from './first-screen-top.ts';

/**
 * The first screen the boot draws before React (docs/decisions/0022) is exactly what the portal draws first while /me is on
 * its way: the same elements, attributes and words, page by page and language by language. Otherwise the page
 * would blink, or move, when React takes it over.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** The DOM as a canonical string: attributes sorted, adjacent texts joined (React may split a text in two). */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort();
  const inner = [...node.childNodes].map(canonical).join('');
  return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${inner}</${node.localName}>`;
}

const signedIn = { status: 'signed_in', subject: 'person_x', idToken: 'id-token' };
/** Only what the layouts read of the session: its state, which stays signed in. */
const session = { subscribe: () => () => undefined, getState: () => signedIn } as unknown as Session;

const containers: HTMLElement[] = [];
const container = () => {
  const element = document.createElement('div');
  document.body.append(element);
  containers.push(element);
  return element;
};

/** What React draws first at `path`: the signed-in layout and the company's, with /me never answering. */
async function reactFirstScreen(path: string): Promise<HTMLElement> {
  const element = container();
  const root = createRoot(element);
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: () => new Promise<Response>(() => undefined),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<SignedInLayout />}>
                  <Route path=":customerId" element={<CompanyLayout />}>
                    <Route path="*" element={<p>the page, after /me</p>} />
                  </Route>
                </Route>
              </Routes>
            </MemoryRouter>
          </ServiceProvider>
        </QueryClientProvider>
      </SessionProvider>,
    );
  });
  return element;
}

/** What the boot draws at `path`, as src/boot.ts does (the page's top from its texts' module), or null: nothing. */
async function bootFirstScreen(path: string, language: Language, membershipIn?: (customerId: string) => Membership | null): Promise<HTMLElement | null> {
  const overview = overviewTopOf(path);
  if (overview) {
    const element = container();
    drawFirstScreen(element, overviewFirstScreenOf(language, overview.companyName));
    return element;
  }
  const found = firstScreenTopOf(path, membershipIn);
  const top = found ? topWordsOf(await AREA_TEXT_LOADERS[found.area][language](), found.top, language) : null;
  if (!top) return null;
  const element = container();
  drawFirstScreen(element, firstScreenOf(language, top));
  return element;
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await startI18n('fi');
  // every area's texts registered, as their chunks do when the boot fetches them
  await Promise.all([
    import('../../features/documents/messages.ts'),
    import('../../features/worklog/messages.ts'),
    import('../../features/bills/messages.ts'),
    import('../../features/payroll/messages.ts'),
  ]);
});

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
  sessionStorage.clear();
});

describe('the first screen', () => {
  const withTop = ['documents', 'worklog'];
  const cases: [Language, string][] = [];
  for (const language of ['fi', 'sv', 'en'] as const) for (const segment of withTop) cases.push([language, `/cus_aurora/${segment}`]);

  it.each(cases)('in %s at %s is what the portal draws first', async (language, path) => {
    await act(async () => {
      await i18next.changeLanguage(language);
      await registeredNamespacesLoaded();
    });
    const boot = await bootFirstScreen(path, language);
    const react = await reactFirstScreen(path);
    expect(boot).not.toBeNull();
    expect(canonical(boot ?? document.createElement('div'))).toBe(canonical(react));
    expect(boot?.querySelector('[data-loading]')).not.toBeNull();
    expect(boot?.firstElementChild?.getAttribute('href')).toBe('#main');
  });

  // docs/decisions/0022: the overview's heading names the company; the name this tab last read from /me stands in for it
  it.each(['fi', 'sv', 'en'] as const)('of the overview in %s names the company as the portal draws it, with no room taken by words it lacks', async (language) => {
    sessionStorage.setItem(ACCESS_HINT_KEY, JSON.stringify({ subject: 'person_x', companies: { cus_aurora: { roles: ['claimant'], staff: false, name: 'Aurora Oy' } } }));
    await act(async () => {
      await i18next.changeLanguage(language);
      await registeredNamespacesLoaded();
    });
    const boot = await bootFirstScreen('/cus_aurora/overview', language);
    expect(canonical(boot ?? document.createElement('div'))).toBe(canonical(await reactFirstScreen('/cus_aurora/overview')));
    expect(boot?.querySelector('h1')?.textContent).toBe(`${i18next.t('overview.title')}: Aurora Oy`);
    expect(boot?.querySelector('main')?.children.length).toBe(2);
    expect(boot?.querySelector('main [data-loading]')).not.toBeNull();
  });

  it('is drawn with the roles of the hint too, the same as the portal draws', async () => {
    sessionStorage.setItem(ACCESS_HINT_KEY, JSON.stringify({ subject: 'person_x', companies: { cus_aurora: { roles: ['approver', 'purchase_invoices'], staff: false } } }));
    await act(async () => {
      await i18next.changeLanguage('fi');
      await registeredNamespacesLoaded();
    });
    for (const path of ['/cus_aurora/payroll', '/cus_aurora/bills']) {
      const boot = await bootFirstScreen(path, 'fi');
      expect(canonical(boot ?? document.createElement('div'))).toBe(canonical(await reactFirstScreen(path)));
    }
  });

  it("is drawn only where the page's top needs nothing from the service and the person may open the page", async () => {
    const worklog = await bootFirstScreen('/cus_aurora/worklog', 'fi');
    expect(worklog?.querySelector('h1')?.textContent).toBe('Työaikakirjaus');
    expect(worklog?.querySelector('main p')?.textContent).toMatch(/^Työtunnit kirjataan/);
    expect(document.title).toBe('Työaikakirjaus – Asiakasportaali');
    expect(document.documentElement.lang).toBe('fi');
    await bootFirstScreen('/cus_aurora/documents', 'en');
    expect(document.title).toBe('Documents – Customer portal');
    expect(document.documentElement.lang).toBe('en');
    // the overview's heading names the company, which only /me tells: nothing before this tab has read it;
    // connections start from the service's catalogue
    expect(await bootFirstScreen('/cus_aurora/overview', 'fi')).toBeNull();
    expect(await bootFirstScreen('/cus_aurora/connections', 'fi')).toBeNull();
    // a page inside an area starts with its own heading, not the area's
    expect(await bootFirstScreen('/cus_aurora/worklog/entries/x', 'fi')).toBeNull();
    expect(await bootFirstScreen('/', 'fi')).toBeNull();
    // payroll is for admins and approvers: without their roles in this tab's hint, nothing is said of it
    expect(await bootFirstScreen('/cus_aurora/payroll', 'fi')).toBeNull();
    const approver = await bootFirstScreen('/cus_aurora/payroll', 'fi', () => ({ roles: ['approver'], staff: false }));
    expect(approver?.querySelector('h1')?.textContent).toBe('Palkat');
    expect(await bootFirstScreen('/cus_aurora/payroll', 'fi', () => ({ roles: ['claimant'], staff: false }))).toBeNull();
  });
});
