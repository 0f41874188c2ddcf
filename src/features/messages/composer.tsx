import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { documentsQuery } from '../../api/queries/documents.ts';
import { UploadFailed, uploadFirst } from '../../api/queries/upload-first.ts';
import { readableItems } from '../../api/reading.ts';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import { characterCount } from '../../api/schemas/common.ts';
import { messagesKeys } from '../../api/queries/messages.ts';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH, MAX_THREAD_TITLE_LENGTH } from '../../api/schemas/messages.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { FirmReplyTime } from '../../portal/firm-reply-time.tsx';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, Loading, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { keepDraft, readDraft, EMPTY_DRAFT, type Draft } from './draft.ts';
import { draftKey as draftKeyOf, type DraftPlace } from './draft-keys.ts';
import styles from './messages.module.css';

/** What the composer sends: the text, a new thread's title (empty when none) and the documents it names. */
export interface Outgoing {
  body: string;
  title: string;
  document_ids: string[];
}

/** The refusals the composer says at a field in its own words (the operations' assumptions name them). */
const BODY_REFUSALS = ['message_empty'] as const;
const ATTACHMENT_REFUSALS = ['document_not_found', 'duplicate_document'] as const;
const UPLOAD_REFUSALS = ['upload_too_large', 'unsupported_media_type', 'name_does_not_match_content', 'too_many_files'] as const;

/** A file that is neither a picture nor a PDF is not what a message takes (the service decides by content; this stops the sure misses). */
const isImageOrPdf = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf' || /\.(pdf|jpe?g|png|heic|heif)$/i.test(file.name);

const codeOf = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.error : undefined);
const known = <const K extends string>(list: readonly K[], code: string | undefined): K | undefined => list.find((item) => item === code);

/**
 * The composer (docs/decisions/0013): the text with its count near the limit, attachments picked, photographed or chosen
 * among the company's documents, and "Lähetä". New files go to Documents first (uploadDocuments) and the message
 * then names their ids. What is typed and attached is kept in this browser (draft.ts) until the message is sent:
 * through a refused or failed send and a reload. A refusal is said at the field it is about.
 */
export function Composer<Outcome>({
  place,
  heading,
  withTitle = false,
  notice,
  send,
  onSent,
  explain,
}: {
  /** where what is typed is kept until sent (draft-keys.ts) */
  place: DraftPlace;
  heading: string;
  withTitle?: boolean;
  /** said above the fields (a thing's thread found to exist already, say) */
  notice?: ReactNode;
  /** posts the message; a refusal is thrown as the service's ApiError */
  send: (message: Outgoing) => Promise<Outcome>;
  onSent: (outcome: Outcome) => void;
  /** a refusal of the act the caller knows by name, in its words (said in a banner above the button) */
  explain?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation('messages');
  const { t: tPortal } = useTranslation();
  const client = useService();
  const queryClient = useQueryClient();
  const { company, staff, me } = useCurrentCompany();
  const customerId = company.customer_id;
  const draftKey = draftKeyOf(me.principal.subject, customerId, place);
  const id = useId();
  // the firm's staff read the company's documents but do not upload to them (uploadDocuments): they attach what is there
  const mayUpload = !staff;
  const [draft, setDraft] = useState<Draft>(() => readDraft(draftKey));
  const [files, setFiles] = useState<{ key: number; file: File }[]>([]);
  const [notTaken, setNotTaken] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const [tooLongSaid, setTooLongSaid] = useState(false);
  const [sentSaid, setSentSaid] = useState(false);
  const nextKey = useRef(1);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const attachmentsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // every change kept as it is made: a reload or a failed send finds it
    keepDraft(draftKey, draft);
  }, [draftKey, draft]);

  const sending = useMutation({
    mutationKey: [...messagesKeys.all(customerId), 'compose', draftKey],
    mutationFn: async () => {
      let documents = draft.documents;
      if (files.length > 0) {
        // a refusal of the upload (UploadFailed) is said at the attachments, nothing posted
        const stored = await uploadFirst(client, queryClient, customerId, files.map((item) => item.file));
        // uploaded once: from here on they are documents of the draft, never sent again by a retry (kept at
        // once: a thread found to exist meanwhile replaces this composer with its own, which reads the draft)
        documents = [...documents, ...stored];
        keepDraft(draftKey, { ...draft, documents });
        setDraft((was) => ({ ...was, documents }));
        setFiles([]);
      }
      return send({ body: draft.body, title: draft.title.trim(), document_ids: documents.map((document) => document.document_id) });
    },
    onSuccess: (outcome) => {
      setDraft(EMPTY_DRAFT);
      setTooLongSaid(false);
      setSentSaid(true);
      onSent(outcome);
    },
    onError: (error) => {
      if (error instanceof UploadFailed || known(ATTACHMENT_REFUSALS, codeOf(error))) attachmentsRef.current?.focus();
      else bodyRef.current?.focus();
    },
  });

  const count = characterCount(draft.body);
  const tooLong = count > MAX_MESSAGE_LENGTH;
  const titleTooLong = characterCount(draft.title.trim()) > MAX_THREAD_TITLE_LENGTH;
  const attachmentCount = draft.documents.length + files.length;
  const tooManyAttachments = attachmentCount > MAX_MESSAGE_ATTACHMENTS;
  const error = sending.error;
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
  // a failure that no field explains is said above the button; what is typed stays either way
  const unexplained = sending.isError && bodyError === undefined && attachmentsError === undefined && titleError === undefined;
  const explained = unexplained ? explain?.(error) : undefined;

  const addFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const taken = picked.filter(isImageOrPdf);
    setNotTaken(picked.filter((file) => !isImageOrPdf(file)).map((file) => file.name));
    setFiles((was) => [...was, ...taken.map((file) => ({ key: nextKey.current++, file }))]);
    setSentSaid(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    setSentSaid(false);
    if (tooLong || titleTooLong) {
      setTooLongSaid(true);
      bodyRef.current?.focus();
      return;
    }
    if (tooManyAttachments) {
      attachmentsRef.current?.focus();
      return;
    }
    sending.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className={styles.composer} aria-labelledby={`${id}-heading`} data-composer="">
      <h2 id={`${id}-heading`} className={styles.composerHeading}>
        {heading}
      </h2>
      {/* the firm's stated reply time, for the company's people: the firm's own staff are the ones replying */}
      {staff ? null : <FirmReplyTime />}
      {notice}
      {withTitle ? (
        <Field id={`${id}-title`} label={t('composer.threadTitle')} hint={t('composer.threadTitleHint')} error={titleError}>
          {(control) => (
            <input {...control} type="text" value={draft.title} autoComplete="off" onChange={(event) => {
              const title = event.currentTarget.value;
              setDraft((was) => ({ ...was, title }));
            }} />
          )}
        </Field>
      ) : null}
      <Field
        id={`${id}-body`}
        label={t('composer.body')}
        count={count >= MAX_MESSAGE_LENGTH - 500 ? t('composer.count', { count, max: MAX_MESSAGE_LENGTH }) : undefined}
        error={bodyError}
      >
        {(control) => (
          <textarea
            {...control}
            ref={bodyRef}
            rows={3}
            value={draft.body}
            className={styles.body}
            onChange={(event) => {
              const body = event.currentTarget.value;
              setSentSaid(false);
              setDraft((was) => ({ ...was, body }));
            }}
          />
        )}
      </Field>
      <div className={styles.attachments}>
        <h3 ref={attachmentsRef} tabIndex={-1} id={`${id}-attachments`} className={styles.attachmentsHeading}>
          {t('composer.attachmentsTitle')}
        </h3>
        <div className={styles.attachButtons}>
          {mayUpload ? (
            <>
              <label className={styles.fileButton}>
                <input
                  type="file"
                  className="visually-hidden"
                  accept="image/*,application/pdf"
                  multiple
                  aria-describedby={`${id}-attachments-hint`}
                  onChange={(event) => {
                    addFiles(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                />
                {t('composer.addFile')}
              </label>
              <label className={styles.fileButton}>
                <input
                  type="file"
                  className="visually-hidden"
                  accept="image/*"
                  capture="environment"
                  onChange={(event) => {
                    addFiles(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                />
                {t('composer.takePhoto')}
              </label>
            </>
          ) : null}
          <button type="button" className="secondary" aria-expanded={picking} aria-controls={picking ? `${id}-pick` : undefined} onClick={() => setPicking((was) => !was)}>
            {t('composer.pick')}
          </button>
        </div>
        <Hint id={`${id}-attachments-hint`}>
          {mayUpload ? t('composer.attachmentsHint', { max: MAX_MESSAGE_ATTACHMENTS }) : t('composer.attachmentsHintStaff', { max: MAX_MESSAGE_ATTACHMENTS })}
        </Hint>
        {notTaken.map((name) => (
          <FieldError key={name} role="alert">
            {t('composer.refused.notImage', { name })}
          </FieldError>
        ))}
        {picking ? (
          <DocumentPicker
            id={`${id}-pick`}
            chosen={draft.documents.map((document) => document.document_id)}
            onToggle={(document, on) =>
              setDraft((was) => ({
                ...was,
                documents: on ? [...was.documents, document] : was.documents.filter((kept) => kept.document_id !== document.document_id),
              }))
            }
            onDone={() => setPicking(false)}
          />
        ) : null}
        {attachmentCount > 0 ? (
          <ul className={styles.attachedList} aria-labelledby={`${id}-attachments`}>
            {draft.documents.map((document) => (
              <li key={document.document_id}>
                <span className={styles.filename}>{document.filename}</span> <span className={styles.muted}>({t('composer.stored')})</span>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setDraft((was) => ({ ...was, documents: was.documents.filter((kept) => kept.document_id !== document.document_id) }))}
                >
                  {t('composer.remove', { name: document.filename })}
                </button>
              </li>
            ))}
            {files.map((item) => (
              <li key={item.key}>
                <span className={styles.filename}>{item.file.name}</span> <span className={styles.muted}>({t('composer.newFile')})</span>
                <button type="button" className="secondary" onClick={() => setFiles((was) => was.filter((kept) => kept.key !== item.key))}>
                  {t('composer.remove', { name: item.file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {attachmentsError ? <FieldError role="alert">{attachmentsError}</FieldError> : null}
        {error instanceof UploadFailed ? <TechnicalDetails lines={technicalLinesOf(error.error, tPortal)} /> : null}
      </div>
      {unexplained ? (
        explained === undefined ? (
          <ErrorBanner error={error} title={t('composer.failed')} />
        ) : (
          <Refusal error={error} title={t('composer.failed')}>
            <p>{explained}</p>
          </Refusal>
        )
      ) : null}
      {sending.isError && !unexplained ? <Hint>{t('composer.draftKept')}</Hint> : null}
      <div className={styles.sendRow}>
        <SubmitButton pending={sending.isPending} label={t('composer.send')} pendingLabel={t('composer.sending')} />
        <p role="status" className={sentSaid ? styles.sent : 'visually-hidden'}>
          {sentSaid ? t('composer.sent') : null}
        </p>
      </div>
    </form>
  );
}

/** The company's documents to attach, newest first, each a checkbox. */
function DocumentPicker({
  id,
  chosen,
  onToggle,
  onDone,
}: {
  id: string;
  chosen: readonly string[];
  onToggle: (document: { document_id: string; filename: string }, on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company } = useCurrentCompany();
  const documents = useQuery(documentsQuery(client, company.customer_id));
  const list = readableItems(documents.data?.documents ?? []);
  return (
    <fieldset id={id} className={styles.picker}>
      <legend>{t('composer.pickTitle')}</legend>
      {documents.isPending ? (
        <Loading label={t('composer.pickLoading')} />
      ) : documents.isError ? (
        <ErrorBanner error={documents.error} onRetry={() => void documents.refetch()} />
      ) : list.length === 0 ? (
        <p>{t('composer.pickNone')}</p>
      ) : (
        <ul className={styles.pickList}>
          {list.map((document) => (
            <li key={document.id}>
              <label className={styles.pickItem}>
                <input
                  type="checkbox"
                  checked={chosen.includes(document.id)}
                  onChange={(event) => onToggle({ document_id: document.id, filename: document.filename }, event.currentTarget.checked)}
                />
                <span className={styles.filename}>{document.filename}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={onDone}>
        {t('composer.pickDone')}
      </button>
    </fieldset>
  );
}
