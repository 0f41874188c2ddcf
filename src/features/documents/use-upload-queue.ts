import { useCallback, useRef, useState } from 'react';
import { uploadDocumentsMutation } from '../../api/queries/documents-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { isUnreadableAnswer, type Read } from '../../api/reading.ts';
import type { Document } from '../../api/schemas/documents.ts';
import { refusedFileOf, type RefusedFile } from './upload-plan.ts';

/** One request of an upload: its files, how far it has got, and what came of it. */
export interface UploadRequest {
  id: number;
  files: File[];
  state: 'waiting' | 'sending' | 'stored' | 'failed' | 'cancelled';
  /** Bytes of the request body sent so far, of `total` (0 until the browser says). */
  sent: number;
  total: number;
  /** What the service stored, in the order sent; empty when its answer could not be read. */
  documents: Read<Document>[];
  /** The service stored the files (2xx) but its answer could not be read. */
  unreadable: boolean;
  error?: unknown;
  /** The file the service refused by name (415): the request's other files were chosen again. */
  refused?: RefusedFile;
}

/**
 * Sends planned requests one after another, each on its own: a refused or failed request stores nothing
 * (all or nothing, docs/decisions/0019) and the next still goes; a failed or cancelled one can be sent again, and only
 * it — what was stored stays stored and is never sent twice. Cancel stops the request on its way and every
 * one still waiting.
 */
export function useUploadQueue(customerId: string, onStored: (documentIds: string[]) => void, onChooseAgain: (files: File[]) => void) {
  const { mutateAsync: uploadRequest } = useWrite(uploadDocumentsMutation, customerId);
  const [requests, setRequests] = useState<UploadRequest[]>([]);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  const update = useCallback((id: number, change: Partial<UploadRequest>) => {
    setRequests((all) => all.map((request) => (request.id === id ? { ...request, ...change } : request)));
  }, []);

  const run = useCallback(
    async (queue: UploadRequest[]) => {
      setRunning(true);
      const abort = new AbortController();
      controller.current = abort;
      for (const request of queue) {
        if (abort.signal.aborted) break;
        update(request.id, { state: 'sending', sent: 0, total: 0, error: undefined });
        try {
          const answer = await uploadRequest({
            files: request.files,
            signal: abort.signal,
            onProgress: (sent, total) => update(request.id, { sent, total }),
          });
          if (isUnreadableAnswer(answer)) {
            update(request.id, { state: 'stored', unreadable: true });
          } else {
            update(request.id, { state: 'stored', documents: answer.documents });
            onStored(answer.documents.map((document) => document.id));
          }
        } catch (error) {
          if (abort.signal.aborted) {
            update(request.id, { state: 'cancelled' });
            continue;
          }
          // one file refused by name keeps none of the request (all or nothing): its others are chosen again,
          // so that they go once the refused one is put right, and nothing is sent twice
          const refused = refusedFileOf(
            error,
            request.files.map((file) => file.name),
          );
          update(request.id, { state: 'failed', error, ...(refused ? { refused } : {}) });
          if (refused) onChooseAgain(request.files.filter((file) => file.name !== refused.name));
        }
      }
      if (abort.signal.aborted) {
        const left = new Set(queue.map((request) => request.id));
        setRequests((all) => all.map((request) => (left.has(request.id) && request.state === 'waiting' ? { ...request, state: 'cancelled' } : request)));
      }
      controller.current = null;
      setRunning(false);
    },
    [onChooseAgain, onStored, update, uploadRequest],
  );

  /** Sends these requests (the plan's), after any sent before. */
  const send = useCallback(
    (planned: File[][]) => {
      const queue = planned.map<UploadRequest>((files) => ({ id: nextId.current++, files, state: 'waiting', sent: 0, total: 0, documents: [], unreadable: false }));
      setRequests(queue);
      void run(queue);
    },
    [run],
  );

  /** Sends again one request that failed or was cancelled: only its files, which the service did not keep. */
  const retry = useCallback(
    (id: number) => {
      const request = requests.find((candidate) => candidate.id === id);
      if (!request || running) return;
      update(id, { state: 'waiting' });
      void run([{ ...request, state: 'waiting' }]);
    },
    [requests, run, running, update],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setRequests([]), []);

  return { requests, running, send, retry, cancel, clear };
}
