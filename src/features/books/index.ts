import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { BooksMessages } from './messages/fi.ts';

/** The books area's public entry: its pages and its texts for the app's routes. */
export const booksArea: ChunkedArea<BooksMessages> = {
  view: () => import('./books-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
