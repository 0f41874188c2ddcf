import { registerNamespace } from '../../i18n/namespaces.ts';
import type { TextKey } from '../../i18n/text-keys.ts';
import type { PayrollMessages } from './messages/fi.ts';

/**
 * Payroll's texts (namespace `payroll`), one file per language in ./messages/,
 * Finnish defining the keys. They are registered as soon as the area's views load: the language shown is
 * fetched then, another when it is chosen; the area's own chunk carries none of them.
 */
export const PAYROLL_NAMESPACE = 'payroll';

registerNamespace(PAYROLL_NAMESPACE, {
  fi: () => import('./messages/fi.ts').then((module) => module.fi),
  sv: () => import('./messages/sv.ts').then((module) => module.sv),
  en: () => import('./messages/en.ts').then((module) => module.en),
});

/** The key of a payroll text, for a text chosen before it is shown (a form's problem): misspelt, it fails the typecheck. */
export type PayrollTextKey = TextKey<PayrollMessages>;
