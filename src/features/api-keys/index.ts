import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { ApiKeysMessages } from './messages/fi.ts';

/** The API keys area's public entry: its page and its texts for the app's routes. */
export const apiKeysArea: ChunkedArea<ApiKeysMessages> = {
  view: () => import('./api-keys-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
