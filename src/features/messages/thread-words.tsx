import { useTranslation } from 'react-i18next';
import type { Author } from '../../api/schemas/messages.ts';
import { OpenValueText, useKnownLabel } from '../../ui/open-value.tsx';

const KNOWN_AUTHORS = ['member', 'staff', 'agent', 'api_key'] as const;
const isKnownAuthor = (kind: string): kind is (typeof KNOWN_AUTHORS)[number] => (KNOWN_AUTHORS as readonly string[]).includes(kind);

/** Who wrote, in words: a member by name, the firm's staff, the accounting agent, an API key; an unknown kind by name. */
export function useAuthorText(): (author: Pick<Author, 'kind' | 'name'>) => string {
  const { t } = useTranslation('messages');
  return (author) => (isKnownAuthor(author.kind) ? t(`authors.${author.kind}`, { name: author.name }) : author.name);
}

/** The author's words, and an unknown kind as it came beside the name. */
export function AuthorName({ author }: { author: Pick<Author, 'kind' | 'name'> }) {
  const text = useAuthorText();
  if (isKnownAuthor(author.kind)) return <>{text(author)}</>;
  return (
    <>
      {author.name} (<OpenValueText value={author.kind} label={undefined} />)
    </>
  );
}

/** What a thread is about in a word ("Ostolasku", "Kulukorvaus"…); an unknown kind as it came. */
export function SubjectKind({ kind }: { kind: string }) {
  const label = useKnownLabel('messages');
  return <OpenValueText value={kind} label={label('subjectKinds', kind)} />;
}

/** The first words of a text, for an announcement: at most `limit` characters, cut at a word. */
export function firstWords(text: string, limit = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${space > limit / 2 ? cut.slice(0, space) : cut}…`;
}

/** Whether the signed-in person wrote it: a person's author is known by e-mail (the agent and keys have none). */
export function isOwn(author: Pick<Author, 'kind' | 'email'>, email: string | null | undefined): boolean {
  return (author.kind === 'member' || author.kind === 'staff') && author.email !== null && typeof email === 'string' && author.email.toLowerCase() === email.toLowerCase();
}
