import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../portal/areas.ts';

/**
 * Each area's view, as its own chunk (route-level code splitting), bound to the registry's areas
 * (src/portal/areas.ts): an area of the registry without a view here fails the typecheck.
 */
export const AREA_VIEWS: Record<Area, LazyExoticComponent<ComponentType>> = {
  overview: lazy(() => import('../features/company/overview-page.tsx')),
  connections: lazy(() => import('../features/connections/connections-area.tsx')),
  worklog: lazy(() => import('../features/worklog/worklog-page.tsx')),
  bills: lazy(() => import('../features/bills/bills-area.tsx')),
  payroll: lazy(() => import('../features/payroll/payroll-page.tsx')),
  apiKeys: lazy(() => import('../features/api-keys/api-keys-page.tsx')),
};
