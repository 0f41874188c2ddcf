import i18next from 'i18next';
import type { Language } from './format.ts';

/**
 * A feature's texts live beside its views, in a namespace of their own, and are registered when its
 * chunk loads (so they are code-split with it). Views read them with `useTranslation('<namespace>')`.
 */
export function registerMessages<T extends object>(namespace: string, messages: Record<Language, T>): void {
  for (const [language, bundle] of Object.entries(messages)) {
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, bundle, true, false);
  }
}
