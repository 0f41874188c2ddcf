import type { Messages } from '../i18n/messages/fi.ts';
import type { AreaTexts } from '../portal/area-entry.ts';
import type { ConversationMessages } from '../portal/conversation/fi.ts';
import type { DoneButUnreadableMessages } from '../ui/done-but-unreadable/fi.ts';
import type { AREA_ENTRIES, CHUNKED_AREAS } from './area-entries.ts';

type TextsOf<Entry> = Entry extends AreaTexts<infer Texts> ? Texts : never;
/**
 * The type of each area's texts, from the areas' public entries: a chunked area's namespace is its name in the
 * registry; the overview's texts are those of its "needs attention" section.
 */
type AreaResources = { [A in keyof typeof CHUNKED_AREAS]: TextsOf<(typeof CHUNKED_AREAS)[A]> } & {
  attention: TextsOf<typeof AREA_ENTRIES.overview>;
};

/**
 * The keys of every namespace, typed (i18next's CustomTypeOptions): a `t('…')` with a key its namespace does
 * not have, misspelt or gone, fails the typecheck. Declared here, in the app, because it names every area's
 * texts: the shared layers (src/i18n among them) never import a feature, not even a type.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: AreaResources & {
      translation: Messages;
      doneButUnreadable: DoneButUnreadableMessages;
      conversation: ConversationMessages;
    };
  }
}
