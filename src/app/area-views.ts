import type { ComponentType } from 'react';
import OverviewPage, { preloadOverview } from '../features/company/overview-page.tsx';
import type { ChunkedArea } from '../portal/area-entry.ts';
import type { Area } from '../portal/areas.ts';
import { preloadable, type Preloadable } from '../ui/preloadable.ts';
import { CHUNKED_AREAS } from './area-entries.ts';

/**
 * Each area's view (./area-entries.ts binds them to the registry). Every area is a chunk of its own
 * (route-level code splitting) but the overview, the first page after sign-in: it comes with the portal's
 * code, the one page the app imports from inside a feature (lint's fences allow it by name).
 */
const CHUNKED_VIEWS = viewsOf(CHUNKED_AREAS);

export const AREA_VIEWS: Record<Area, ComponentType> = { overview: OverviewPage, ...CHUNKED_VIEWS };

/** Resolves when an area's page can render without a Suspense fallback (its chunk is there); never fails. */
export function preloadAreaView(area: Area): Promise<void> {
  const preload = area === 'overview' ? preloadOverview() : CHUNKED_VIEWS[area].preload();
  return preload.then(
    () => undefined,
    () => undefined,
  );
}

/** Each chunked area's view, under the area's name. */
function viewsOf<A extends string>(areas: Record<A, ChunkedArea>): Record<A, Preloadable<object>> {
  const names = Object.keys(areas).filter((name): name is A => name in areas);
  const views: Partial<Record<A, Preloadable<object>>> = {};
  for (const name of names) views[name] = preloadable(areas[name].view);
  if (!hasEvery(views, names)) throw new Error('an area has no view');
  return views;
}

function hasEvery<A extends string, V>(record: Partial<Record<A, V>>, names: readonly A[]): record is Record<A, V> {
  return names.every((name) => name in record);
}
