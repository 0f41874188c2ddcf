import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { BillsMessages } from './messages/fi.ts';

/** The purchase bills area's public entry: its pages and its texts for the app's routes. */
export const billsArea: ChunkedArea<BillsMessages> = {
  view: () => import('./bills-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
