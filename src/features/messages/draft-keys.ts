/**
 * Where an unsent message is kept in this browser (draft.ts): per person, per company and per place, so that
 * another person signing in on the same browser never meets it; and forgotten, every one, when the person
 * signs out (src/main.tsx). Light by design (no schema, no React): the sign-out's code carries it.
 */
const DRAFT_KEY_PREFIX = 'portal.messages.draft:';

/** Where a draft is kept: a thread about a thing by its subject (so the thing's page and the thread share it), else by the thread. */
export type DraftPlace = { subject: { kind: string; id: string } } | { thread: string } | 'new';

/** `person` is who is signed in: /me's `principal.subject`. */
export function draftKey(person: string, customerId: string, place: DraftPlace): string {
  const where = place === 'new' ? 'new' : 'subject' in place ? `about:${place.subject.kind}:${place.subject.id}` : `thread:${place.thread}`;
  return `${DRAFT_KEY_PREFIX}${encodeURIComponent(person)}:${customerId}:${where}`;
}

/** Forgets every unsent draft kept in this browser, whoever wrote it. */
export function forgetDrafts(): void {
  try {
    const storage = window.localStorage;
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // storage switched off: nothing was kept
  }
}
