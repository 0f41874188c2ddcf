import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadFailure } from './namespaces.ts';

/**
 * For the view at the root of an area (or a piece with texts of its own): suspends it until its texts in the
 * language shown are there (react-i18next fetches them through src/i18n/namespaces.ts), and throws to the
 * route's error boundary, which offers to load the page again, when they could not be fetched: a text never
 * shows as its key.
 */
export function useMessagesOf(namespace: FlatNamespace): void {
  const { i18n } = useTranslation(namespace);
  if (!i18n.hasResourceBundle(i18n.language, namespace)) {
    throw loadFailure(i18n.language, namespace) ?? new Error(`the texts of ${namespace} (${i18n.language}) could not be loaded`);
  }
}
