import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The expense claims area's texts (namespace `claims`), one file per language in ./messages/, Finnish defining
 * the keys; fetched when the area's view loads, another language when it is chosen.
 */
export const CLAIMS_NAMESPACE = 'claims';

registerNamespace(CLAIMS_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
