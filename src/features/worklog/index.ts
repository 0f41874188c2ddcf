import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { WorklogMessages } from './messages/fi.ts';

/**
 * The work log's public entry: its page and its texts for the app's routes, and its date ranges (the URL's
 * `from`, `to` and preset), which the boot's first reads and the journeys use.
 */
export const worklogArea: ChunkedArea<WorklogMessages> = {
  view: () => import('./worklog-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};

export { isoWeekRange, previousMonthRange, resolveRange, selectionFromSearch, todayInFinland, type DateRange } from './ranges.ts';
