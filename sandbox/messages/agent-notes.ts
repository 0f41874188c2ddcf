import { postAboutSubject, startThread, type AuthorRef, type Posted, type SubjectRef } from './post-message.ts';
import type { Queryable } from '../db/database.ts';

/** The accounting agent as the author of its automatic notes: no person, no e-mail, one name. */
export const AGENT_AUTHOR: AuthorRef = { kind: 'agent', ref: 'agent', name: 'Kirjanpitoagentti', email: null };

/**
 * One of the agent's automatic notes (a missing receipt, a question on a row, a month closed): into the thread
 * of what it is about, started when it has none; with no subject, a general thread of its own (seen by the
 * company's admins and the firm's staff). The seed back-dates its notes (`at`) and fixes the IDs of the threads
 * they start (`threadId`).
 */
export function agentNote(
  db: Queryable,
  customerId: string,
  subject: SubjectRef | null,
  body: string,
  seeded: { at?: string; threadId?: string } = {},
): Promise<Posted> {
  const note = { author: AGENT_AUTHOR, body, at: seeded.at };
  return subject === null
    ? startThread(db, customerId, { subject: null, id: seeded.threadId }, note)
    : postAboutSubject(db, customerId, subject, note, seeded.threadId);
}
