import type { BundledArea } from '../../portal/area-entry.ts';
import type { AttentionMessages } from './messages/fi.ts';

/**
 * The overview's public entry. Its page comes with the portal's code (src/app/area-views.ts imports it: the
 * one page the app takes from inside a feature, lint's fences name it); ahead of it the boot fetches the
 * "needs attention" section, a chunk of its own, and its texts.
 */
export const overviewArea: BundledArea<AttentionMessages> = {
  fetchAhead: () => import('./needs-attention.tsx'),
  fi: () => import('./messages/fi.ts'),
  sv: () => import('./messages/sv.ts'),
  en: () => import('./messages/en.ts'),
};

/** Which sources "needs attention" reads for a person: the boot sends the same early (src/app/first-reads.ts). */
export { attentionSourcesOf, type AttentionSource } from './attention-sources.ts';
