import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { FilingsMessages } from './messages/fi.ts';

/** The filings area's public entry: its pages and its texts for the app's routes. */
export const filingsArea: ChunkedArea<FilingsMessages> = {
  view: () => import('./filings-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
