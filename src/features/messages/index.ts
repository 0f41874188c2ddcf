import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { MessagesMessages } from './messages/fi.ts';

/** The messages area's public entry: its pages and its texts for the app's routes. */
export const messagesArea: ChunkedArea<MessagesMessages> = {
  view: () => import('./messages-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};

/** Unsent drafts are the person's until they sign out (draft-keys.ts): the sign-out forgets them. */
export { forgetDrafts } from './draft-keys.ts';
