import type { ComponentType } from 'react';
import type { Area } from '../portal/areas.ts';

/**
 * How each area's view chunk is fetched (route-level code splitting), apart from the views themselves so that
 * the boot (src/boot.ts) can start the chunk of the page in the URL before the portal's own code has arrived.
 * The overview comes with the portal's code (src/app/area-views.ts).
 */
type ViewModule = { default: ComponentType };

export const AREA_VIEW_LOADERS: Record<Exclude<Area, 'overview'>, () => Promise<ViewModule>> = {
  documents: () => import('../features/documents/documents-page.tsx'),
  connections: () => import('../features/connections/connections-area.tsx'),
  worklog: () => import('../features/worklog/worklog-page.tsx'),
  bills: () => import('../features/bills/bills-area.tsx'),
  payroll: () => import('../features/payroll/payroll-page.tsx'),
  payments: () => import('../features/payments/payments-area.tsx'),
  apiKeys: () => import('../features/api-keys/api-keys-page.tsx'),
};

const loaded = new Map<Area, ComponentType>();

/** Fetches an area's view chunk (once; the browser keeps the module) and notes the view once it is there. */
export function loadAreaView(area: Area): Promise<ComponentType | null> {
  if (area === 'overview') return Promise.resolve(null);
  return AREA_VIEW_LOADERS[area]().then((module) => {
    loaded.set(area, module.default);
    return module.default;
  });
}

/** The view of an area whose chunk has arrived, to render without a Suspense fallback; undefined before. */
export function loadedAreaView(area: Area): ComponentType | undefined {
  return loaded.get(area);
}
