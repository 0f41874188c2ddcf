import { ApiError } from '../../api/api-error.ts';
import { UploadFailed } from '../../api/queries/upload-first.ts';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import { characterCount } from '../../api/schemas/common.ts';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, MAX_THREAD_TITLE_LENGTH } from '../../api/schemas/messages.ts';
import type { Translate } from '../../i18n/text-keys.ts';
import type { Draft } from './draft.ts';

/** What the composer checks of a draft before sending it, and what it says at each field of a refusal. */

/** The refusals the composer says at a field in its own words (the operations' assumptions name them). */
const BODY_REFUSALS = ['message_empty'] as const;
const ATTACHMENT_REFUSALS = ['document_not_found', 'duplicate_document'] as const;
const UPLOAD_REFUSALS = ['upload_too_large', 'unsupported_media_type', 'name_does_not_match_content', 'too_many_files'] as const;

const codeOf = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.error : undefined);
const known = <const K extends string>(list: readonly K[], code: string | undefined): K | undefined => list.find((item) => item === code);

/** Whether a failed send is about the attachments (an upload refused, a document not found or named twice). */
export function refusesAttachments(error: unknown): boolean {
  return error instanceof UploadFailed || known(ATTACHMENT_REFUSALS, codeOf(error)) !== undefined;
}

/**
 * The draft's own limits (the text's and the title's length, the number of attachments) and, after a failed
 * send, what is said at the body, the attachments and the title: the limit first, then the refusal the service
 * named, then what it said of the field.
 */
export function composerChecks({
  draft,
  fileCount,
  error,
  tooLongSaid,
  t,
}: {
  draft: Pick<Draft, 'body' | 'title' | 'documents'>;
  fileCount: number;
  error: unknown;
  /** whether the person has tried to send a draft over a length limit (said from then on) */
  tooLongSaid: boolean;
  t: Translate<'messages'>;
}) {
  const count = characterCount(draft.body);
  const tooLong = count > MAX_MESSAGE_LENGTH;
  const titleTooLong = characterCount(draft.title.trim()) > MAX_THREAD_TITLE_LENGTH;
  const tooManyAttachments = draft.documents.length + fileCount > MAX_MESSAGE_ATTACHMENTS;
  const code = codeOf(error);
  const fieldSaid = fieldErrorsOf(error, ['body', 'title', 'document_ids']);
  const bodyRefusal = known(BODY_REFUSALS, code);
  const attachmentRefusal = known(ATTACHMENT_REFUSALS, code);
  const uploadRefusal = error instanceof UploadFailed ? (known(UPLOAD_REFUSALS, codeOf(error.error)) ?? 'uploadFailed') : undefined;
  const bodyError =
    tooLongSaid && tooLong
      ? t('composer.tooLong', { max: MAX_MESSAGE_LENGTH, over: count - MAX_MESSAGE_LENGTH })
      : bodyRefusal
        ? t(`composer.refused.${bodyRefusal}`)
        : fieldSaid.body;
  const attachmentsError = tooManyAttachments
    ? t('composer.tooManyAttachments', { max: MAX_MESSAGE_ATTACHMENTS })
    : uploadRefusal
      ? t(`composer.refused.${uploadRefusal}`)
      : attachmentRefusal
        ? t(`composer.refused.${attachmentRefusal}`)
        : fieldSaid.document_ids;
  const titleError = titleTooLong && tooLongSaid ? t('composer.titleTooLong', { max: MAX_THREAD_TITLE_LENGTH }) : fieldSaid.title;
  return { count, tooLong, titleTooLong, tooManyAttachments, bodyError, attachmentsError, titleError };
}
