import { lazy, type ComponentType } from 'react';
import OverviewPage from '../features/company/overview-page.tsx';
import type { Area } from '../portal/areas.ts';
import { AREA_VIEW_LOADERS, loadAreaView, loadedAreaView } from './area-view-loaders.ts';

/**
 * Each area's view, bound to the registry's areas (src/portal/areas.ts): an area of the registry without a
 * view here fails the typecheck. Every area is a chunk of its own (route-level code splitting, loaders in
 * area-view-loaders.ts) but the overview, the first page after sign-in: it comes with the portal's code.
 */
export const AREA_VIEWS: Record<Area, ComponentType> = {
  overview: OverviewPage,
  documents: lazy(AREA_VIEW_LOADERS.documents),
  connections: lazy(AREA_VIEW_LOADERS.connections),
  worklog: lazy(AREA_VIEW_LOADERS.worklog),
  bills: lazy(AREA_VIEW_LOADERS.bills),
  payroll: lazy(AREA_VIEW_LOADERS.payroll),
  payments: lazy(AREA_VIEW_LOADERS.payments),
  apiKeys: lazy(AREA_VIEW_LOADERS.apiKeys),
};

/**
 * The view to render for an area: the module itself once its chunk has arrived (no Suspense fallback, which
 * React would hold on screen for at least 300 ms), the lazy one before.
 */
export function areaView(area: Area): ComponentType {
  return loadedAreaView(area) ?? AREA_VIEWS[area];
}

export { loadAreaView };
