import { lazy, type ComponentType } from 'react';
import OverviewPage from '../features/company/overview-page.tsx';
import type { Area } from '../portal/areas.ts';

/**
 * Each area's view, bound to the registry's areas (src/portal/areas.ts): an area of the registry without a
 * view here fails the typecheck. Every area is a chunk of its own (route-level code splitting) but the
 * overview, the first page after sign-in: it comes with the entry, so that its data is asked for as soon
 * as /me answers and the first route is one file fewer (its budget, README "Budgets").
 */
export const AREA_VIEWS: Record<Area, ComponentType> = {
  overview: OverviewPage,
  documents: lazy(() => import('../features/documents/documents-page.tsx')),
  connections: lazy(() => import('../features/connections/connections-area.tsx')),
  worklog: lazy(() => import('../features/worklog/worklog-page.tsx')),
  bills: lazy(() => import('../features/bills/bills-area.tsx')),
  payroll: lazy(() => import('../features/payroll/payroll-page.tsx')),
  payments: lazy(() => import('../features/payments/payments-area.tsx')),
  apiKeys: lazy(() => import('../features/api-keys/api-keys-page.tsx')),
};
