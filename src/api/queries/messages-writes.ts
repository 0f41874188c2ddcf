import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServiceClient } from '../client.ts';
import { editThreadMessage, markThreadRead, postThreadMessage, startMessageThread, withdrawThreadMessage } from '../operations/messages.ts';
import { uploadDocuments } from '../operations/documents.ts';
import { MESSAGES_DEFAULT_LIMIT, MESSAGES_PAGE_LIMIT, type ThreadCreate } from '../schemas/messages.ts';
import { invalidate } from './invalidate.ts';
import { writeKey } from './keys.ts';
import { messagesInvalidations, threadMessagesQuery } from './messages.ts';
import { uploadFirst, type StoredFile } from './upload-first.ts';
import { useService } from '../service-context.tsx';

/** What a composer sends: the text, a new thread's title (empty when none) and the documents it names. */
export interface Outgoing {
  body: string;
  title: string;
  document_ids: string[];
}

/** A new thread: about a thing (its subject), or a general one (`null`) with the composer's title. */
export interface NewThread extends Outgoing {
  subject: ThreadCreate['subject'];
}

/** Starting a thread (docs/decisions/0013): the list, the thing's lookup and the unread summary are read again. */
export const startMessageThreadMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('messages', customerId, startMessageThread),
    mutationFn: ({ subject, title, body, document_ids }: NewThread) =>
      client.call(startMessageThread, { customerId, body: { subject, ...(subject === null && title !== '' ? { title } : {}), body, document_ids } }),
    onSuccess: () => {
      void invalidate(queryClient, messagesInvalidations.startMessageThread(customerId));
    },
  });

/** A message in a thread: the thread, the list's order and preview, and the newest event are read again. */
export const postThreadMessageMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, threadId: string) =>
  mutationOptions({
    mutationKey: writeKey('messages', customerId, postThreadMessage, threadId),
    mutationFn: ({ body, document_ids }: Outgoing) => client.call(postThreadMessage, { path: { thread_id: threadId }, customerId, body: { body, document_ids } }),
    onSuccess: () => {
      void invalidate(queryClient, messagesInvalidations.postThreadMessage(customerId));
    },
  });

/** Editing one's own message: its new text; the thread and the list are read again. */
export const editThreadMessageMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, threadId: string, messageId: string) =>
  mutationOptions({
    mutationKey: writeKey('messages', customerId, editThreadMessage, threadId, messageId),
    mutationFn: (body: string) => client.call(editThreadMessage, { path: { thread_id: threadId, message_id: messageId }, customerId, body: { body } }),
    onSuccess: () => {
      void invalidate(queryClient, messagesInvalidations.editThreadMessage(customerId));
    },
  });

/** Withdrawing one's own message; the thread and the list are read again. */
export const withdrawThreadMessageMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, threadId: string, messageId: string) =>
  mutationOptions({
    mutationKey: writeKey('messages', customerId, withdrawThreadMessage, threadId, messageId),
    mutationFn: () => client.call(withdrawThreadMessage, { path: { thread_id: threadId, message_id: messageId }, customerId, body: {} }),
    onSuccess: () => {
      void invalidate(queryClient, messagesInvalidations.withdrawThreadMessage(customerId));
    },
  });

/** The read mark moved up to an event shown: the unread counts and the summary are read again, not the events. */
export const markThreadReadMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string, threadId: string) =>
  mutationOptions({
    mutationKey: writeKey('messages', customerId, markThreadRead, threadId),
    mutationFn: (upToSeq: number) => client.call(markThreadRead, { path: { thread_id: threadId }, customerId, body: { up_to_seq: upToSeq } }),
    onSuccess: () => {
      void invalidate(queryClient, messagesInvalidations.markThreadRead(customerId));
    },
  });

/** A message's files, the act that names them, and what to do with the documents they became before it is sent. */
export interface FilesThenSend<Outcome> {
  files: readonly File[];
  /** The documents the files became: kept by the caller at once, so that a retry never sends them again. */
  stored: (documents: StoredFile[]) => void;
  /** The act itself, naming the documents the files became (none when there were no files). */
  send: (documents: StoredFile[]) => Promise<Outcome>;
}

/**
 * A composer's send: the files it holds go to Documents first (upload-first.ts: `UploadFailed` when they do not,
 * and nothing is sent), then the message or thread is sent through its own write.
 */
export const composeMessageMutation = <Outcome>(client: ServiceClient, queryClient: QueryClient, customerId: string, draftKey: string) =>
  mutationOptions({
    mutationKey: writeKey('documents', customerId, uploadDocuments, 'compose', draftKey),
    mutationFn: async ({ files, stored, send }: FilesThenSend<Outcome>): Promise<Outcome> => {
      if (files.length === 0) return send([]);
      const documents = await uploadFirst(client, queryClient, customerId, files);
      stored(documents);
      return send(documents);
    },
  });

/** The pages of a thread's events the thread's window asks for beyond its first: the newer after a seq, the older before one. */
export function useThreadPages(customerId: string, threadId: string) {
  const client = useService();
  const queryClient = useQueryClient();
  const newerThan = useCallback(
    (seq: number) => queryClient.fetchQuery(threadMessagesQuery(client, customerId, threadId, { after: seq }, MESSAGES_PAGE_LIMIT)),
    [client, customerId, queryClient, threadId],
  );
  const olderThan = useCallback(
    (seq: number) => queryClient.fetchQuery(threadMessagesQuery(client, customerId, threadId, { before: seq }, MESSAGES_DEFAULT_LIMIT)),
    [client, customerId, queryClient, threadId],
  );
  return { newerThan, olderThan };
}

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const messagesWrites = {
  startMessageThread: startMessageThreadMutation,
  postThreadMessage: postThreadMessageMutation,
  editThreadMessage: editThreadMessageMutation,
  withdrawThreadMessage: withdrawThreadMessageMutation,
  markThreadRead: markThreadReadMutation,
};
