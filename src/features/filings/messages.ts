import { registerNamespace } from '../../i18n/namespaces.ts';

/**
 * The filings area's texts (namespace `filings`), one file per language in ./messages/, Finnish defining the
 * keys; fetched when the area's view loads, another language when it is chosen.
 */
export const FILINGS_NAMESPACE = 'filings';

registerNamespace(FILINGS_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});
