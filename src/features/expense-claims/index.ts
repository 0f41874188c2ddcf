import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { ClaimsMessages } from './messages/fi.ts';

/** The expense claims area's public entry: its page and its texts for the app's routes. */
export const claimsArea: ChunkedArea<ClaimsMessages> = {
  view: () => import('./claims-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
