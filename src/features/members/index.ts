import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { MembersMessages } from './messages/fi.ts';

/** The members area's public entry: its page and its texts for the app's routes. */
export const membersArea: ChunkedArea<MembersMessages> = {
  view: () => import('./members-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
