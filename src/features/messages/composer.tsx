import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { composeMessageMutation, type Outgoing } from '../../api/queries/messages-writes.ts';
import { UploadFailed } from '../../api/queries/upload-first.ts';
import { useWrite } from '../../api/queries/write.ts';
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH } from '../../api/schemas/messages.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { FirmReplyTime } from '../../portal/firm-reply-time.tsx';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { composerChecks, refusesAttachments } from './composer-checks.ts';
import { keepDraft, readDraft, EMPTY_DRAFT, type Draft } from './draft.ts';
import { draftKey as draftKeyOf, type DraftPlace } from './draft-keys.ts';
import styles from './messages.module.css';
import { DocumentPicker } from './document-picker.tsx';

/** A file that is neither a picture nor a PDF is not what a message takes (the service decides by content; this stops the sure misses). */
const isImageOrPdf = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf' || /\.(pdf|jpe?g|png|heic|heif)$/i.test(file.name);

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

  const sending = useWrite(composeMessageMutation<Outcome>, customerId, draftKey);
  const sendDraft = () =>
    sending.mutate(
      {
        files: files.map((item) => item.file),
        // uploaded once: from here on they are documents of the draft, never sent again by a retry (kept at once: a
        // thread found to exist meanwhile replaces this composer with its own, which reads the draft)
        stored: (stored) => {
          const documents = [...draft.documents, ...stored];
          keepDraft(draftKey, { ...draft, documents });
          setDraft((was) => ({ ...was, documents }));
          setFiles([]);
        },
        send: (stored) =>
          send({ body: draft.body, title: draft.title.trim(), document_ids: [...draft.documents, ...stored].map((document) => document.document_id) }),
      },
      {
        onSuccess: (outcome) => {
          setDraft(EMPTY_DRAFT);
          setTooLongSaid(false);
          setSentSaid(true);
          onSent(outcome);
        },
        onError: (error) => {
          // a refusal of the upload (UploadFailed) is said at the attachments, nothing posted
          if (refusesAttachments(error)) attachmentsRef.current?.focus();
          else bodyRef.current?.focus();
        },
      },
    );

  const { count, tooLong, titleTooLong, tooManyAttachments, bodyError, attachmentsError, titleError } = composerChecks({
    draft,
    fileCount: files.length,
    error: sending.error,
    tooLongSaid,
    t,
  });
  const error = sending.error;
  const attachmentCount = draft.documents.length + files.length;
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
    sendDraft();
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
