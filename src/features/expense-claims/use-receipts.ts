import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { DOCUMENT_ENDINGS, fileEnding } from '../../api/document-names.ts';
import { uploadDocumentsMutation } from '../../api/queries/documents-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { MAX_UPLOAD_BYTES } from '../../api/schemas/documents.ts';

/** Why a receipt is not among the claim's: refused before sending, refused by the service, or not sent. */
export type ReceiptProblem = 'type' | 'too_large' | 'empty' | 'mismatch' | 'failed';

/** One receipt picked or photographed: how far its upload has got and what came of it. */
export interface Receipt {
  key: number;
  file: File;
  state: 'sending' | 'stored' | 'refused';
  /** Bytes sent of `total` while it is on its way (0 until the browser says). */
  sent: number;
  total: number;
  documentId: string | null;
  problem: ReceiptProblem | null;
  error?: unknown;
}

/** The receipt kinds a claim takes: a photo or a PDF (the service decides by the content; this refuses only the sure misses). */
const RECEIPT_ENDINGS: ReadonlySet<string> = new Set([
  ...DOCUMENT_ENDINGS['application/pdf'],
  ...DOCUMENT_ENDINGS['image/jpeg'],
  ...DOCUMENT_ENDINGS['image/png'],
  ...DOCUMENT_ENDINGS['image/heic'],
  ...DOCUMENT_ENDINGS['image/heif'],
]);

/** Why a picked file is not sent at all, or null: said next to it before anything goes out. */
export function refusedBeforeSending(file: Pick<File, 'name' | 'size' | 'type'>): ReceiptProblem | null {
  if (file.size === 0) return 'empty';
  const ending = fileEnding(file.name);
  const looksLikeReceipt = file.type.startsWith('image/') || file.type === 'application/pdf' || (ending !== undefined && RECEIPT_ENDINGS.has(ending));
  if (!looksLikeReceipt) return 'type';
  // the multipart framing is well under a kilobyte: a file this close to the limit is refused by the service
  if (file.size > MAX_UPLOAD_BYTES - 4096) return 'too_large';
  return null;
}

/** What the service's refusal of an upload means for the receipt (docs/decisions/0019). */
export function problemOfRefusal(error: unknown): ReceiptProblem {
  if (!(error instanceof ApiError) || error.kind !== 'http') return 'failed';
  if (error.status === 413) return 'too_large';
  if (error.status === 415 && error.error === 'name_does_not_match_content') return 'mismatch';
  if (error.status === 415) return 'type';
  return 'failed';
}

/**
 * The claim's receipts: each file goes to Documents on its own request (uploadDocuments), so that one refused
 * receipt never keeps the others out and each shows its own progress; a failed one can be sent again, and a
 * stored one taken off the claim (it stays in Documents).
 */
export function useReceipts(customerId: string) {
  const { mutateAsync: upload } = useWrite(uploadDocumentsMutation, customerId);
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const nextKey = useRef(1);

  const update = useCallback((key: number, change: Partial<Receipt>) => {
    setReceipts((all) => all.map((receipt) => (receipt.key === key ? { ...receipt, ...change } : receipt)));
  }, []);

  const send = useCallback(
    async (key: number, file: File) => {
      update(key, { state: 'sending', sent: 0, total: 0, problem: null, error: undefined });
      try {
        const answer = await upload({ files: [file], onProgress: (sent, total) => update(key, { sent, total }) });
        const stored = isUnreadableAnswer(answer) ? undefined : answer.documents[0];
        // stored but its id unreadable: the claim cannot name it, so it is said as not sent
        if (stored === undefined || isUnreadableAnswer(stored)) update(key, { state: 'refused', problem: 'failed' });
        else update(key, { state: 'stored', documentId: stored.id });
      } catch (error) {
        update(key, { state: 'refused', problem: problemOfRefusal(error), error });
      }
    },
    [update, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map<Receipt>((file) => {
        const problem = refusedBeforeSending(file);
        return { key: nextKey.current++, file, state: problem ? 'refused' : 'sending', sent: 0, total: 0, documentId: null, problem };
      });
      setReceipts((all) => [...all, ...added]);
      for (const receipt of added) if (receipt.problem === null) void send(receipt.key, receipt.file);
    },
    [send],
  );

  const retry = useCallback(
    (key: number) => {
      const receipt = receipts.find((candidate) => candidate.key === key);
      if (receipt && receipt.problem === 'failed') void send(key, receipt.file);
    },
    [receipts, send],
  );

  const remove = useCallback((key: number) => setReceipts((all) => all.filter((receipt) => receipt.key !== key)), []);
  const clear = useCallback(() => setReceipts([]), []);

  return { receipts, add, retry, remove, clear };
}
