import type { JWTPayload } from 'jose';
import type { Database } from '../../db/database.ts';
import { unauthorized } from '../errors.ts';

/**
 * The identity-provider sessions that have ended (docs/decisions/0020), told to the service by OpenID
 * Back-Channel Logout. Kept in the database, so a sign-out still holds after the sandbox restarts.
 */

export interface EndedSession {
  sid: string;
  subject: string | undefined;
  endedAt: Date;
  /** After this no token of the session would be accepted anyway (its `exp` and the leeway have passed). */
  tokensExpireBy: Date;
}

export async function recordEndedSession(db: Database, ended: EndedSession): Promise<void> {
  await db.query(
    `insert into ended_sessions (sid, subject, ended_at, tokens_expire_by) values ($1, $2, $3, $4)
     on conflict (sid) do update set tokens_expire_by = greatest(ended_sessions.tokens_expire_by, excluded.tokens_expire_by)`,
    [ended.sid, ended.subject ?? null, ended.endedAt, ended.tokensExpireBy],
  );
}

/** Forgets the sessions none of whose tokens could be accepted any more; returns how many. */
export async function pruneEndedSessions(db: Database, now: Date): Promise<number> {
  const result = await db.query('delete from ended_sessions where tokens_expire_by <= $1', [now]);
  return result.affectedRows ?? 0;
}

export async function isSessionEnded(db: Database, sid: string): Promise<boolean> {
  const result = await db.query('select 1 from ended_sessions where sid = $1', [sid]);
  return result.rows.length > 0;
}

/**
 * Refuses (401) an ID token whose session has ended, and a logout token presented as a bearer (it names a
 * session but is no ID token: OpenID Back-Channel Logout 1.0 §2.4, its `events` claim).
 */
export async function refuseEndedSession(db: Database, payload: JWTPayload): Promise<void> {
  if (payload.events !== undefined) {
    throw unauthorized('invalid_token', 'The token is a logout token, not an ID token.');
  }
  if (typeof payload.sid === 'string' && (await isSessionEnded(db, payload.sid))) {
    throw unauthorized('invalid_token', 'The ID token was refused: its sign-in session has ended (signed out).');
  }
}
