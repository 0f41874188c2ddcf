import type { MessageLoaders } from '../i18n/namespaces.ts';

/**
 * Where each language's texts of the conversation namespace are fetched from (./conversation-texts.ts registers
 * them). Apart from the registration, so that the shell can ask for the language shown together with the unread
 * count's code (src/app/signed-in-layout.tsx) rather than after it: each file is a chunk of its own either way.
 */
export const CONVERSATION_LOADERS: MessageLoaders = {
  fi: () => import('./conversation/fi.ts').then((module) => module.fi),
  sv: () => import('./conversation/sv.ts').then((module) => module.sv),
  en: () => import('./conversation/en.ts').then((module) => module.en),
};
