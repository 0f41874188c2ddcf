import type { ComponentType } from 'react';
import OverviewPage, { preloadOverview } from '../features/company/overview-page.tsx';
import type { Area } from '../portal/areas.ts';
import { preloadable, type Preloadable } from '../ui/preloadable.ts';
import { AREA_VIEW_LOADERS } from './area-view-loaders.ts';

/**
 * Each area's view, bound to the registry's areas (src/portal/areas.ts): an area of the registry without a
 * view here fails the typecheck. Every area is a chunk of its own (route-level code splitting, loaders in
 * area-view-loaders.ts) but the overview, the first page after sign-in: it comes with the portal's code.
 */
const CHUNKED_VIEWS: Record<Exclude<Area, 'overview'>, Preloadable<object>> = {
  documents: preloadable(AREA_VIEW_LOADERS.documents),
  connections: preloadable(AREA_VIEW_LOADERS.connections),
  worklog: preloadable(AREA_VIEW_LOADERS.worklog),
  bills: preloadable(AREA_VIEW_LOADERS.bills),
  payroll: preloadable(AREA_VIEW_LOADERS.payroll),
  payments: preloadable(AREA_VIEW_LOADERS.payments),
  apiKeys: preloadable(AREA_VIEW_LOADERS.apiKeys),
  members: preloadable(AREA_VIEW_LOADERS.members),
};

export const AREA_VIEWS: Record<Area, ComponentType> = { overview: OverviewPage, ...CHUNKED_VIEWS };

/** Resolves when an area's page can render without a Suspense fallback (its chunk is there); never fails. */
export function preloadAreaView(area: Area): Promise<void> {
  const preload = area === 'overview' ? preloadOverview() : CHUNKED_VIEWS[area].preload();
  return preload.then(
    () => undefined,
    () => undefined,
  );
}
