import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import type { OutcomeOf } from '../../api/client.ts';
import type { editThreadMessage } from '../../api/operations/messages.ts';
import { editThreadMessageMutation, withdrawThreadMessageMutation } from '../../api/queries/messages-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { documentContentQuery } from '../../api/queries/documents.ts';
import { isUnreadable, type UnreadableItem } from '../../api/reading.ts';
import { characterCount } from '../../api/schemas/common.ts';
import { MAX_MESSAGE_LENGTH } from '../../api/schemas/messages.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DocumentView, type DocumentViewTexts } from '../../ui/document-view.tsx';
import { Field } from '../../ui/field.tsx';
import { OpenValueText, UnreadableListItem } from '../../ui/open-value.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import type { FoldedMessage, Shown, ThreadEvent } from '../../portal/thread-events.ts';
import { AuthorName } from './thread-words.tsx';
import styles from './messages.module.css';

type Changed = OutcomeOf<typeof editThreadMessage>;

/** The refusals of an edit or a withdrawal said in words (the operations' assumptions name them). */
const CHANGE_REFUSALS = ['not_author', 'message_withdrawn', 'message_not_found', 'message_empty'] as const;

function ChangeRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('messages');
  const code = error instanceof ApiError ? CHANGE_REFUSALS.find((known) => known === error.error) : undefined;
  if (code) {
    return (
      <Refusal error={error}>
        <p>{t(`thread.refused.${code}`)}</p>
      </Refusal>
    );
  }
  return <ErrorBanner error={error} />;
}

function Meta({ event, edited }: { event: ThreadEvent; edited?: boolean }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  return (
    <p className={styles.meta}>
      <strong>
        <AuthorName author={event.author} />
      </strong>{' '}
      <time dateTime={event.at}>{format.timestamp(event.at)}</time>
      {edited ? <span className={styles.edited}> ({t('thread.edited')})</span> : null}
    </p>
  );
}

/** One message as it stands: its latest text marked "muokattu", or "Viesti peruttu"; earlier texts behind a disclosure; its attachments; the author's own actions. */
export function MessageItem({ folded, threadId, own, onChanged }: { folded: FoldedMessage; threadId: string; own: boolean; onChanged: (outcome: Changed) => void }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const { message } = folded;
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const withdrawButtonRef = useRef<HTMLButtonElement>(null);
  const withdrawn = folded.withdrawnAt !== null;
  return (
    <li data-message-id={message.id} data-seq={message.seq} className={own ? `${styles.message} ${styles.own}` : styles.message}>
      <article>
        <Meta event={message} edited={folded.editedAt !== null && !withdrawn} />
        {withdrawn ? (
          <p className={styles.withdrawn}>{t('thread.withdrawn')}</p>
        ) : editing ? (
          <EditForm
            folded={folded}
            threadId={threadId}
            onDone={(outcome) => {
              setEditing(false);
              if (outcome !== undefined) onChanged(outcome);
              editButtonRef.current?.focus();
            }}
          />
        ) : folded.text === '' ? null : (
          <p className={styles.text}>{folded.text}</p>
        )}
        {folded.earlier.length > 0 ? (
          <details className={styles.earlier}>
            <summary>{t('thread.earlierTexts', { count: folded.earlier.length })}</summary>
            <ol>
              {folded.earlier.map((earlier) => (
                <li key={earlier.at + earlier.body}>
                  <time dateTime={earlier.at} className={styles.muted}>
                    {format.timestamp(earlier.at)}
                  </time>
                  <p className={styles.text}>{earlier.body}</p>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        {!withdrawn && message.attachments.length > 0 ? <Attachments attachments={message.attachments} /> : null}
        {own && !withdrawn && !editing ? (
          <div className={styles.ownActions}>
            <button ref={editButtonRef} type="button" className="secondary" onClick={() => setEditing(true)}>
              {t('thread.edit')}
            </button>
            <button ref={withdrawButtonRef} type="button" className="secondary" onClick={() => setWithdrawing(true)}>
              {t('thread.withdraw')}
            </button>
          </div>
        ) : null}
        {withdrawing ? (
          <WithdrawDialog
            folded={folded}
            threadId={threadId}
            onDone={(outcome) => {
              setWithdrawing(false);
              if (outcome !== undefined) onChanged(outcome);
              else withdrawButtonRef.current?.focus();
            }}
          />
        ) : null}
      </article>
    </li>
  );
}

function EditForm({ folded, threadId, onDone }: { folded: FoldedMessage; threadId: string; onDone: (outcome?: Changed) => void }) {
  const { t } = useTranslation('messages');
  const { company } = useCurrentCompany();
  const id = useId();
  const [body, setBody] = useState(folded.text);
  const tooLong = characterCount(body) > MAX_MESSAGE_LENGTH;
  const edit = useWrite(editThreadMessageMutation, company.customer_id, threadId, folded.message.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending || tooLong) return;
    edit.mutate(body, { onSuccess: (outcome) => onDone(outcome) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('thread.edit')}>
      <Field id={`${id}-edit`} label={t('thread.editLabel')} error={tooLong ? t('composer.tooLong', { max: MAX_MESSAGE_LENGTH, over: characterCount(body) - MAX_MESSAGE_LENGTH }) : undefined}>
        {/* the person asked to edit: the text they edit takes the focus */}
        {(control) => <textarea {...control} rows={3} value={body} autoFocus onChange={(event) => setBody(event.currentTarget.value)} />}
      </Field>
      {edit.isError ? <ChangeRefused error={edit.error} /> : null}
      <div className="actions">
        <SubmitButton pending={edit.isPending} label={t('thread.save')} pendingLabel={t('thread.saving')} />
        <button type="button" className="secondary" onClick={() => onDone()}>
          {t('thread.cancel')}
        </button>
      </div>
    </form>
  );
}

function WithdrawDialog({ folded, threadId, onDone }: { folded: FoldedMessage; threadId: string; onDone: (outcome?: Changed) => void }) {
  const { t } = useTranslation('messages');
  const { company } = useCurrentCompany();
  const id = useId();
  const withdraw = useWrite(withdrawThreadMessageMutation, company.customer_id, threadId, folded.message.id);
  return (
    <ConfirmDialog
      idBase={`${id}-withdraw`}
      title={t('thread.withdrawTitle')}
      request={withdraw}
      text={(key) => t(`thread.withdrawDialog.${key}`)}
      onCancel={() => onDone()}
      onConfirm={() => withdraw.mutate(undefined, { onSuccess: (outcome) => onDone(outcome) })}
      failure={(error) => <ChangeRefused error={error} />}
    >
      <p id={`${id}-withdraw-text`}>{t('thread.withdrawText')}</p>
    </ConfirmDialog>
  );
}

/** An edit or a withdrawal of a message not in the loaded window, an unknown kind of event, an unreadable one: each in its place. */
export function ShownEvent({ item }: { item: Exclude<Shown, FoldedMessage> }) {
  const { t } = useTranslation('messages');
  if (item.shown === 'unreadable') return <UnreadableListItem item={item.item} />;
  const { event } = item;
  return (
    <li data-message-id={event.id} data-seq={event.seq} className={styles.message}>
      <Meta event={event} />
      {item.shown === 'change' ? (
        event.kind === 'withdrawal' ? (
          <p className={styles.withdrawn}>{t('thread.withdrawalOfEarlier')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('thread.editOfEarlier')}</p>
            <p className={styles.text}>{event.body}</p>
          </>
        )
      ) : (
        <>
          <p className={styles.muted}>
            {t('thread.unknownEvent')} <OpenValueText value={event.kind} label={undefined} />
          </p>
          {event.body === '' ? null : <p className={styles.text}>{event.body}</p>}
        </>
      )}
    </li>
  );
}

type ReadAttachment = Exclude<ThreadEvent['attachments'][number], UnreadableItem>;

function Attachments({ attachments }: { attachments: ThreadEvent['attachments'] }) {
  const { t } = useTranslation('messages');
  return (
    <ul className={styles.attachedList} aria-label={t('thread.attachments')}>
      {attachments.map((attachment, index) =>
        isUnreadable(attachment) ? <UnreadableListItem key={`unreadable-${index}`} item={attachment} /> : <AttachmentItem key={attachment.document_id} attachment={attachment} />,
      )}
    </ul>
  );
}

/** An attachment opens in the page (the shared document viewer), its bytes fetched with the person's bearer only when opened. */
function AttachmentItem({ attachment }: { attachment: ReadAttachment }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li data-document-id={attachment.document_id}>
      <button type="button" className={styles.attachmentButton} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen((was) => !was)}>
        {open ? t('thread.hide', { name: attachment.filename }) : t('thread.open', { name: attachment.filename })}
      </button>
      {open ? (
        <div id={id} className={styles.viewer}>
          <AttachmentShown attachment={attachment} />
        </div>
      ) : null}
    </li>
  );
}

function AttachmentShown({ attachment }: { attachment: ReadAttachment }) {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company } = useCurrentCompany();
  const texts = useViewerTexts();
  // a message names no digest of its document: the bytes are keyed by the document alone
  const shown = useQuery(documentContentQuery(client, company.customer_id, attachment.document_id, ''));
  if (shown.isPending) return <Loading label={t('thread.attachmentLoading')} />;
  if (shown.isError) return <ErrorBanner error={shown.error} title={t('thread.attachmentFailed')} onRetry={() => void shown.refetch()} />;
  return <DocumentView shown={shown.data} filename={attachment.filename} alt={t('thread.attachmentAlt', { name: attachment.filename })} texts={texts} />;
}

function useViewerTexts(): DocumentViewTexts {
  const { t } = useTranslation('messages');
  return {
    pdfLoading: t('viewer.pdfLoading'),
    pdfFailed: t('viewer.pdfFailed'),
    notShowable: t('viewer.notShowable'),
    text: t('viewer.text'),
    noText: t('viewer.noText'),
    page: (page, count) => t('viewer.page', { page, count }),
    textPage: (page) => t('viewer.textPage', { page }),
    pagesShown: (shown, count) => t('viewer.pagesShown', { shown, count }),
    download: (size) => t('viewer.download', { size }),
  };
}
