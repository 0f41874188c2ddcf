import type { ChunkedArea } from '../../portal/area-entry.ts';
import type { PayrollMessages } from './messages/fi.ts';

/**
 * The payroll area's public entry: its pages and its texts for the app's routes, and the pay period in the URL,
 * which the boot's first reads use.
 */
export const payrollArea: ChunkedArea<PayrollMessages> = {
  view: () => import('./payroll-page.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};

export { periodFromSearch, periodOf } from './period-in-url.ts';
