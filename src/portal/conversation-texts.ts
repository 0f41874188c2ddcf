import { registerNamespace } from '../i18n/namespaces.ts';

/**
 * The texts where the rest of the portal meets Messages (./conversation/): registered by the pieces that show
 * them (a thing's thread, the unread count, the reply time), each loaded apart from the first route, so that
 * none of these texts lands in it; the language shown is fetched as soon as one of them loads.
 */
export const CONVERSATION_NAMESPACE = 'conversation';

registerNamespace(CONVERSATION_NAMESPACE, {
  fi: () => import('./conversation/fi.ts').then((module) => module.fi),
  sv: () => import('./conversation/sv.ts').then((module) => module.sv),
  en: () => import('./conversation/en.ts').then((module) => module.en),
});
