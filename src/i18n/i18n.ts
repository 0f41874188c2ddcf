import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './format.ts';
import { fi, type Messages } from './messages/fi.ts';

export const LANGUAGES: readonly Language[] = ['fi', 'sv', 'en'];
export const LANGUAGE_NAMES: Record<Language, string> = { fi: 'Suomi', sv: 'Svenska', en: 'English' };
/** The chosen language is remembered here: a preference, never a token. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Finnish is always at hand; Swedish and English are fetched when chosen (they are not the first route's). */
const LOADERS: Record<Exclude<Language, 'fi'>, () => Promise<Messages>> = {
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
};

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

async function messagesOf(language: Language): Promise<Messages> {
  return language === 'fi' ? fi : LOADERS[language]();
}

function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function initI18n(): Promise<typeof i18next> {
  const language = detectLanguage(rememberedLanguage(), navigator.languages);
  const resources: Partial<Record<Language, { translation: Messages }>> = { fi: { translation: fi } };
  if (language !== 'fi') resources[language] = { translation: await messagesOf(language) };
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: 'fi',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const sync = (current: string) => {
    document.documentElement.lang = currentLanguage(current);
  };
  sync(i18next.language);
  i18next.on('languageChanged', sync);
  return i18next;
}

/** Switches the portal's language, fetching its texts first, and remembers the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await messagesOf(language));
  }
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
