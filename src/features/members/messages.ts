import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The members area's texts (namespace `members`), one file per language in ./messages/, Finnish defining the
 * keys. Registered as soon as the area's views load; the area's own chunk carries none of them.
 */
export const MEMBERS_NAMESPACE = 'members';

registerNamespace(MEMBERS_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
