import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from './areas.ts';

/**
 * Each area's view, as its own chunk (route-level code splitting). An area appears in the
 * navigation and the routes once its view exists here.
 */
export const AREA_VIEWS: Partial<Record<Area, LazyExoticComponent<ComponentType>>> = {
  overview: lazy(() => import('../features/company/overview-page.tsx')),
};
