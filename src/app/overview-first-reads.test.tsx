// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient } from '../api/client.ts';
import { requestUrl, searchOf } from '../api/request-url.ts';
import { todayInFinland } from '../api/schemas/calendar.ts';
import { KNOWN_ROLES, type KnownRole } from '../api/schemas/roles.ts';
import { ServiceProvider } from '../api/service-context.tsx';
import OverviewPage, { preloadOverview } from '../features/company/overview-page.tsx';
import { fi as attentionFi } from '../features/company/messages/fi.ts';
import { fi } from '../i18n/messages/fi.ts';
import { CurrentCompanyProvider } from '../portal/current-company.tsx';
import type { Membership } from '../portal/areas.ts';
import { firstReadsOf } from './first-reads.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const OVERVIEW = new URL('https://portal.example/cus_aurora/overview');

/** The URLs the overview asks for as it opens for a person of these roles (the service answers nothing readable). */
async function overviewAsks({ roles, staff }: Membership): Promise<string[]> {
  const urls = new Set<string>();
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (input) => {
      urls.add(String(input));
      return Response.json({ error: 'not_found' }, { status: 404 });
    },
  });
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: [...roles], unknownRoles: [] };
  const me = {
    principal: { kind: 'interactive' as const, subject: 'person_x', email: 'x@aurora.example', name: 'Anna Virtanen', staff },
    companies: [company],
    unreadableCompanies: [],
  };
  const container = document.createElement('div');
  const root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[OVERVIEW.pathname]}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <CurrentCompanyProvider value={{ company, staff, me }}>
              <OverviewPage />
            </CurrentCompanyProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  act(() => root.unmount());
  queryClient.clear();
  return [...urls].sort();
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', resources: { fi: { translation: fi, attention: attentionFi } }, interpolation: { escapeValue: false } });
  // the sections' chunks are there as the boot fetches them with the portal (docs/decisions/0022)
  await preloadOverview();
});

/**
 * docs/decisions/0022: the boot sends the overview's reads with /me (src/boot.ts, ./first-reads.ts) and the view takes their
 * answers. A read the view makes that the boot did not send goes out only after the portal's code (the payments an
 * admin may release did: the page's largest paint, 2–3 s after /me on a slow phone); one the boot sends that the
 * view does not make is wasted. For every role, the two are the same.
 */
describe('the overview’s first reads', () => {
  const people: [string, Membership][] = [
    ...KNOWN_ROLES.map((role): [string, Membership] => [role, { roles: [role], staff: false }]),
    ['admin and claimant', { roles: ['admin', 'claimant'] satisfies KnownRole[], staff: false }],
    ['the firm’s staff', { roles: [], staff: true }],
  ];
  for (const [who, membership] of people) {
    it(`are exactly what the view asks for, for ${who}`, async () => {
      const early = firstReadsOf(OVERVIEW, todayInFinland(), () => membership);
      const sent = (early?.reads ?? []).map((read) => requestUrl('/portal', read.path, {}, searchOf(read.query, 'cus_aurora'))).sort();
      expect(await overviewAsks(membership)).toEqual(sent);
    });
  }
});
