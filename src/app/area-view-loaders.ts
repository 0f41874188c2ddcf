import type { Language } from '../i18n/format.ts';
import type { Area } from '../portal/areas.ts';
import { AREA_ENTRIES } from './area-entries.ts';

/**
 * How each area's view chunk and its texts are fetched (route-level code splitting), apart from the views so
 * that the boot (src/boot.ts) can start the chunk and the texts of the page in the URL while the portal's own
 * code is on its way: otherwise the texts would be asked for only once the view's chunk had run (after the
 * portal's), one more round trip before the page. Each area's messages.ts registers the same text modules
 * (the browser fetches a module once, whoever imports it first).
 */
type TextLoaders = Record<Language, () => Promise<unknown>>;

/** Each area's texts by language (the namespace its messages.ts registers; the overview's is "needs attention"). */
export const AREA_TEXT_LOADERS: Record<Area, TextLoaders> = AREA_ENTRIES;

/** The shell's texts in the languages not bundled with the portal (src/i18n/i18n.ts). */
export const SHELL_TEXT_LOADERS: Partial<TextLoaders> = {
  sv: () => import('../i18n/messages/sv.ts'),
  en: () => import('../i18n/messages/en.ts'),
};

/** Starts fetching what an area's page needs first in `language`: its chunk and its texts (and the shell's). */
export function fetchAreaChunk(area: Area, language: Language): Promise<unknown> {
  const entry = AREA_ENTRIES[area];
  return Promise.all([
    'view' in entry ? entry.view() : entry.fetchAhead(),
    AREA_TEXT_LOADERS[area][language](),
    SHELL_TEXT_LOADERS[language]?.(),
  ]);
}
