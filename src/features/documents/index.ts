import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { DocumentsMessages } from './messages/fi.ts';

/** The documents area's public entry: its page and its texts for the app's routes. */
export const documentsArea: ChunkedArea<DocumentsMessages> = {
  view: () => import('./documents-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
