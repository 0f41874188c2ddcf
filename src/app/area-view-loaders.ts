import type { ComponentType } from 'react';
import type { Language } from '../i18n/format.ts';
import type { Area } from '../portal/areas.ts';

/**
 * How each area's view chunk and its texts are fetched (route-level code splitting), apart from the views so
 * that the boot (src/boot.ts) can start the chunk and the texts of the page in the URL while the portal's own
 * code is on its way: otherwise the texts would be asked for only once the view's chunk had run (after the
 * portal's), one more round trip before the page. The overview comes with the portal's code; its "needs
 * attention" section is a chunk of its own. Each area's messages.ts registers the same text modules
 * (the browser fetches a module once, whoever imports it first).
 */
type ViewModule = { default: ComponentType };
type TextLoaders = Record<Language, () => Promise<unknown>>;

export const AREA_VIEW_LOADERS: Record<Exclude<Area, 'overview'>, () => Promise<ViewModule>> = {
  documents: () => import('../features/documents/documents-page.tsx'),
  connections: () => import('../features/connections/connections-area.tsx'),
  worklog: () => import('../features/worklog/worklog-page.tsx'),
  bills: () => import('../features/bills/bills-area.tsx'),
  payroll: () => import('../features/payroll/payroll-page.tsx'),
  payments: () => import('../features/payments/payments-area.tsx'),
  apiKeys: () => import('../features/api-keys/api-keys-page.tsx'),
  members: () => import('../features/members/members-page.tsx'),
};

/** Each area's texts by language (the namespace its messages.ts registers; the overview's is "needs attention"). */
export const AREA_TEXT_LOADERS: Record<Area, TextLoaders> = {
  overview: { fi: () => import('../features/company/messages/fi.ts'), sv: () => import('../features/company/messages/sv.ts'), en: () => import('../features/company/messages/en.ts') },
  documents: { fi: () => import('../features/documents/messages/fi.ts'), sv: () => import('../features/documents/messages/sv.ts'), en: () => import('../features/documents/messages/en.ts') },
  connections: { fi: () => import('../features/connections/messages/fi.ts'), sv: () => import('../features/connections/messages/sv.ts'), en: () => import('../features/connections/messages/en.ts') },
  worklog: { fi: () => import('../features/worklog/messages/fi.ts'), sv: () => import('../features/worklog/messages/sv.ts'), en: () => import('../features/worklog/messages/en.ts') },
  bills: { fi: () => import('../features/bills/messages/fi.ts'), sv: () => import('../features/bills/messages/sv.ts'), en: () => import('../features/bills/messages/en.ts') },
  payroll: { fi: () => import('../features/payroll/messages/fi.ts'), sv: () => import('../features/payroll/messages/sv.ts'), en: () => import('../features/payroll/messages/en.ts') },
  payments: { fi: () => import('../features/payments/messages/fi.ts'), sv: () => import('../features/payments/messages/sv.ts'), en: () => import('../features/payments/messages/en.ts') },
  apiKeys: { fi: () => import('../features/api-keys/messages/fi.ts'), sv: () => import('../features/api-keys/messages/sv.ts'), en: () => import('../features/api-keys/messages/en.ts') },
  members: { fi: () => import('../features/members/messages/fi.ts'), sv: () => import('../features/members/messages/sv.ts'), en: () => import('../features/members/messages/en.ts') },
};

/** The shell's texts in the languages not bundled with the portal (src/i18n/i18n.ts). */
export const SHELL_TEXT_LOADERS: Partial<TextLoaders> = {
  sv: () => import('../i18n/messages/sv.ts'),
  en: () => import('../i18n/messages/en.ts'),
};

/** Starts fetching what an area's page needs first in `language`: its chunk and its texts (and the shell's). */
export function fetchAreaChunk(area: Area, language: Language): Promise<unknown> {
  return Promise.all([
    area === 'overview' ? import('../features/company/needs-attention.tsx') : AREA_VIEW_LOADERS[area](),
    AREA_TEXT_LOADERS[area][language](),
    SHELL_TEXT_LOADERS[language]?.(),
  ]);
}
