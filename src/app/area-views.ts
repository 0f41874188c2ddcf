import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../portal/areas.ts';

/**
 * Each area's view, as its own chunk (route-level code splitting). An area appears in the
 * navigation and the routes once its view exists here.
 */
export const AREA_VIEWS: Partial<Record<Area, LazyExoticComponent<ComponentType>>> = {
  overview: lazy(() => import('../features/company/overview-page.tsx')),
  payroll: lazy(() => import('../features/payroll/payroll-page.tsx')),
  connections: lazy(() => import('../features/connections/connections-area.tsx')),
  bills: lazy(() => import('../features/bills/bills-area.tsx')),
  worklog: lazy(() => import('../features/worklog/worklog-page.tsx')),
  apiKeys: lazy(() => import('../features/api-keys/api-keys-page.tsx')),
};
