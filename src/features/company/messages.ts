import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The texts of the overview's "Needs attention" and of the cards below it (namespace `attention`), one file per
 * language in ./messages/: they come with that section's chunk, not with the first page (its budget), the
 * language shown fetched then, another when it is chosen.
 */
export const ATTENTION_NAMESPACE = 'attention';

registerNamespace(ATTENTION_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
