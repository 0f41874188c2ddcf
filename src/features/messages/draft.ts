import { z } from '../../api/zod.ts';

/**
 * What a person has written and not yet sent (docs/decisions/0013: "a composer that keeps what was typed across a failed
 * send and a reload"): the text, a new thread's title and the documents already attached, kept in this
 * browser per person, company and place (a thread, a thing's thread, a new thread; draft-keys.ts) until the
 * message is sent or the person signs out. Nothing secret goes here: the words the person typed for the firm
 * and the ids of the company's documents.
 * Files not yet uploaded are not kept (a browser cannot keep a picked file over a reload); once uploaded they
 * are documents, and their ids are.
 */
export interface Draft {
  body: string;
  title: string;
  documents: { document_id: string; filename: string }[];
}

export const EMPTY_DRAFT: Draft = { body: '', title: '', documents: [] };

const KeptDraft = z.object({
  body: z.string().catch(''),
  title: z.string().catch(''),
  documents: z.array(z.object({ document_id: z.string(), filename: z.string() })).catch([]),
});

const isEmpty = (draft: Draft) => draft.body === '' && draft.title === '' && draft.documents.length === 0;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // storage switched off (a private window, a policy): the draft lives only while the page does
    return undefined;
  }
}

export function readDraft(key: string): Draft {
  const kept = storage()?.getItem(key);
  if (kept == null) return EMPTY_DRAFT;
  try {
    const read = KeptDraft.safeParse(JSON.parse(kept));
    return read.success ? read.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft, or forgets it when nothing is left in it. */
export function keepDraft(key: string, draft: Draft): void {
  try {
    if (isEmpty(draft)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // a full storage keeps nothing more; what is typed stays on the page
  }
}
