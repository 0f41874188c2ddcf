import type { Language } from './format.ts';

/**
 * Which language the person reads, decided without i18next: the boot uses it for the identity provider's
 * `ui_locales` before any of the portal's texts are loaded (src/boot.ts).
 */

/** The chosen language is remembered here: a preference, never a token. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'sv' || value === 'en';
}

/**
 * A choice made in the portal wins; otherwise the browser's first preference the portal speaks
 * (`sv-FI` → Swedish, `en-GB` → English); otherwise Finnish, the firm's language.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isLanguage(language)) return language;
  }
  return 'fi';
}

export function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of this browser for the portal: the remembered choice or the browser's preference. */
export function browserLanguage(): Language {
  return detectLanguage(rememberedLanguage(), navigator.languages);
}
