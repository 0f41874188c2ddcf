import type { ComponentType } from 'react';
import type { Area } from '../portal/areas.ts';

/**
 * How each area's view chunk is fetched (route-level code splitting), apart from the views themselves so that
 * the boot (src/boot.ts) can start the chunk of the page in the URL while the portal's own code is on its way.
 * The overview comes with the portal's code; its "needs attention" section is a chunk of its own.
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

/** Starts fetching the chunk an area's page needs first (the browser keeps the module for whoever imports it). */
export function fetchAreaChunk(area: Area): Promise<unknown> {
  return area === 'overview' ? import('../features/company/needs-attention.tsx') : AREA_VIEW_LOADERS[area]();
}
