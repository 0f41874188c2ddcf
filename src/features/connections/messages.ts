import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The connections area's texts (namespace `connections`), one file per language in ./messages/,
 * Finnish defining the keys. They are registered as soon as the area's views load: the language shown is
 * fetched then, another when it is chosen; the area's own chunk carries none of them.
 */
export const CONNECTIONS_NAMESPACE = 'connections';

registerNamespace(CONNECTIONS_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
