import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The messages area's texts (namespace `messages`), one file per language in ./messages/, Finnish defining the
 * keys; fetched when the area's view loads, another language when it is chosen.
 */
export const MESSAGES_NAMESPACE = 'messages';

registerNamespace(MESSAGES_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
