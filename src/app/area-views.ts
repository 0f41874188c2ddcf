import type { ComponentType } from 'react';
import OverviewPage, { preloadOverview } from '../features/company/overview-page.tsx';
import type { Area } from '../portal/areas.ts';
import { preloadable } from '../ui/preloadable.ts';
import { CHUNKED_AREAS, mapAreas } from './area-entries.ts';

/**
 * Each area's view (./area-entries.ts binds them to the registry). Every area is a chunk of its own
 * (route-level code splitting) but the overview, the first page after sign-in: it comes with the portal's
 * code, the one page the app imports from inside a feature (lint's fences allow it by name).
 */
const CHUNKED_VIEWS = mapAreas(CHUNKED_AREAS, (entry) => preloadable(entry.view));

export const AREA_VIEWS: Record<Area, ComponentType> = { overview: OverviewPage, ...CHUNKED_VIEWS };

/** Resolves when an area's page can render without a Suspense fallback (its chunk is there); never fails. */
export function preloadAreaView(area: Area): Promise<void> {
  const preload = area === 'overview' ? preloadOverview() : CHUNKED_VIEWS[area].preload();
  return preload.then(
    () => undefined,
    () => undefined,
  );
}
