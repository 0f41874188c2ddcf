import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { PaymentsMessages } from './messages/fi.ts';

/** The payments area's public entry: its pages and its texts for the app's routes. */
export const paymentsArea: ChunkedArea<PaymentsMessages> = {
  view: () => import('./payments-area.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};
