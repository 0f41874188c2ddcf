import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { ConnectionsMessages } from './messages/fi.ts';

/** The connections area's public entry: its pages and its texts for the app's routes. */
export const connectionsArea: ChunkedArea<ConnectionsMessages> = {
  view: () => import('./connections-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
