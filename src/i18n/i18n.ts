import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import type { Language } from './format.ts';

export const LANGUAGES: readonly Language[] = ['fi', 'sv', 'en'];
export const LANGUAGE_NAMES: Record<Language, string> = { fi: 'Suomi', sv: 'Svenska', en: 'English' };
/** The chosen language is remembered here: a preference, never a token. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/**
 * Finnish for Finnish browsers (and whenever nothing else fits), Swedish and English when the
 * browser prefers them; a choice made in the portal is remembered and wins.
 */
export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { fi: { translation: fi }, sv: { translation: sv }, en: { translation: en } },
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'fi',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      returnNull: false,
    });
  const sync = (language: string) => {
    document.documentElement.lang = currentLanguage(language);
  };
  sync(i18next.language);
  i18next.on('languageChanged', sync);
  return i18next;
}

export function currentLanguage(language: string | undefined = i18next.language): Language {
  const short = (language ?? 'fi').slice(0, 2);
  return short === 'sv' || short === 'en' ? short : 'fi';
}
