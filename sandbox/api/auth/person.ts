import { forbidden } from '../errors.ts';
import type { HandlerContext } from '../handler.ts';

/** Who acts, as the areas record it: a named person (approvals, releases, holds, decisions) or an API key. */

export interface Person {
  name: string;
  email: string;
}

/** The person acting, by their session: only people approve and release, never keys. */
export function personOf(ctx: HandlerContext): Person {
  if (ctx.principal.kind !== 'interactive') throw forbidden('interactive_session_required', 'Only a named person can do this.');
  return { name: ctx.principal.name, email: ctx.principal.email };
}

/**
 * An API key has no email: where the work log names a key (as an entry's author or as the viewer)
 * it uses `api-key:<key id>` as the email and the key's name as the name. The form cannot be
 * mistaken for a person's address (no `@`), and it is stable when the person who created the key
 * leaves: the key is the author, not its creator (spec §2.2). The contract marks this as an assumption
 * (WorklogEntry.author_email in src/api/schemas/worklog.ts).
 */
export const apiKeyEmailOf = (keyId: string) => `api-key:${keyId}`;
