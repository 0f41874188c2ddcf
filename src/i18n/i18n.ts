import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './format.ts';
import { fi } from './messages/fi.ts';
import { LANGUAGE_STORAGE_KEY, browserLanguage, isLanguage } from './language.ts';
import { loadLanguage, messagesBackend, registerNamespace } from './namespaces.ts';

export { detectLanguage, isLanguage } from './language.ts';

export const LANGUAGES: readonly Language[] = ['fi', 'sv', 'en'];
export const LANGUAGE_NAMES: Record<Language, string> = { fi: 'Suomi', sv: 'Svenska', en: 'English' };

/**
 * The shell's texts: Finnish is always at hand (sign-in needs it; it is bundled with the first route);
 * Swedish and English are fetched when shown, like every area's texts (src/i18n/namespaces.ts).
 */
registerNamespace('translation', {
  fi: () => Promise.resolve(fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});

/**
 * i18next with the Finnish shell bundled and every other namespace and language fetched through the
 * registered loaders. No fallback language: every language has every key (the typecheck and the tests see
 * to it), so showing Swedish never fetches Finnish too.
 */
export async function startI18n(language: Language): Promise<void> {
  await i18next
    .use(messagesBackend)
    .use(initReactI18next)
    .init({
      resources: { fi: { translation: fi } },
      partialBundledLanguages: true,
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

export async function initI18n(): Promise<typeof i18next> {
  const language = browserLanguage();
  await startI18n(language);
  // the texts of a remembered language that cannot be fetched now: Finnish, which is always at hand
  if (!i18next.hasResourceBundle(language, 'translation')) await i18next.changeLanguage('fi');
  const sync = (current: string) => {
    document.documentElement.lang = currentLanguage(current);
  };
  sync(i18next.language);
  i18next.on('languageChanged', sync);
  return i18next;
}

/**
 * Switches the portal's language, fetching first the texts of every namespace in use (the shell's and the
 * loaded areas'), so that no text shows as its key on the way, and remembers the choice. When some cannot
 * be fetched, the language stays as it was.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
  await i18next.changeLanguage(language);
}

export function currentLanguage(language: string | undefined = i18next.language): Language {
  const short = (language ?? 'fi').slice(0, 2);
  return isLanguage(short) ? short : 'fi';
}
