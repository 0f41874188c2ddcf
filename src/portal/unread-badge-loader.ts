import type { ComponentType } from 'react';
import type { Language } from '../i18n/format.ts';
import { CONVERSATION_LOADERS } from './conversation-loaders.ts';

type UnreadBadgeProps = { customerId: string; inMessages: boolean };

/**
 * The unread count's code (./unread-badge.tsx), apart from the first route, and its texts in the language shown,
 * asked for together: fetched once its code had run, they would be one round of requests more before the page's
 * largest paint (issue 32). A code that cannot be fetched shows no count; texts that cannot be fetched are asked
 * for again as the count registers them.
 */
export function loadUnreadBadge(language: Language): Promise<{ default: ComponentType<UnreadBadgeProps> }> {
  void CONVERSATION_LOADERS[language]().catch(() => undefined);
  return import('./unread-badge.tsx').catch(() => ({ default: () => null }));
}
