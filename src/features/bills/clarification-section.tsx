import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { documentsQuery } from '../../api/queries/documents.ts';
import { answerBillClarificationMutation } from '../../api/queries/invoicing-writes.ts';
import { UploadFailed, type SentFiles } from '../../api/queries/upload-first.ts';
import { useWrite } from '../../api/queries/write.ts';
import { readableItems } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Field, Hint } from '../../ui/field.tsx';
import { TechnicalDetails, UnreadableListItem } from '../../ui/open-value.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Section } from '../../ui/section.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import { ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import type { ReadInvoice } from './what-changed.ts';
import styles from './bills.module.css';

/** The refusals of an answer the section says in its own words (the operation's assumption names them). */
const ANSWER_REFUSALS = ['no_clarification_requested', 'unknown_document'] as const;

/**
 * The firm's request for a clarification of a bill ("lisää selvitys alkuperäisen liitteeksi") and the
 * company's answer to it: a note and photos or PDFs attached to the bill's original. What is typed and
 * chosen stays through a failure; the answers given are listed after, with who gave them and when.
 */
export function ClarificationSection({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const { clarification } = invoice;
  const { company, staff } = useCurrentCompany();
  const waiting = invoice.circulation.state === 'awaiting_clarification';
  // the form is gone once the bill is back with the firm: what says the answer was sent stays, and takes the focus
  const [sent, setSent] = useState(false);
  const focusSent = useRef(false);
  if (!clarification) return null;
  // a purchase-invoice role answers; the firm's staff asked, and read the answers
  const mayAnswer = waiting && !staff && company.roles.some((role) => role === 'purchase_invoices' || role === 'invoice_reviewer');
  return (
    <Section title={t('clarification.title')} data-clarification="">
      <h3 className={styles.subheading}>{t('clarification.requested')}</h3>
      <ServiceText text={clarification.requested} />
      {sent ? (
        <p
          ref={(element) => {
            if (element && focusSent.current) {
              focusSent.current = false;
              element.focus();
            }
          }}
          tabIndex={-1}
          role="status"
          className={styles.confirmed}
        >
          {t('clarification.sent')}
        </p>
      ) : null}
      {mayAnswer ? (
        <AnswerForm
          invoice={invoice}
          onSent={() => {
            focusSent.current = true;
            setSent(true);
          }}
        />
      ) : null}
      {clarification.answers.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('clarification.answers')}</h3>
          <ol className={styles.events}>
            {clarification.answers.map((answer, index) =>
              'note' in answer ? (
                <li key={answer.id}>
                  <strong>{t('clarification.answerBy', { name: answer.name, time: format.timestamp(answer.at) })}</strong>
                  <p className={styles.keepLines}>{answer.note}</p>
                  {answer.document_ids.length > 0 ? <AttachedDocuments ids={answer.document_ids} /> : null}
                </li>
              ) : (
                <UnreadableListItem key={`unreadable-${index}`} item={answer} />
              ),
            )}
          </ol>
        </>
      ) : null}
    </Section>
  );
}

/**
 * The documents an answer attached, by the names they were sent with (the company's document list names them);
 * the count alone while that list is not read or does not name one of them.
 */
function AttachedDocuments({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const list = useQuery(documentsQuery(client, company.customer_id));
  const names = new Map(readableItems(list.data?.documents ?? []).map((document) => [document.id, document.filename]));
  const named = ids.map((id) => names.get(id));
  return (
    <>
      <p className={styles.reason}>{t('clarification.attached', { count: ids.length })}</p>
      {named.every((name) => name !== undefined) ? (
        <ul aria-label={t('clarification.attachments')}>
          {named.map((name, index) => (
            <li key={ids[index]}>{name}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function AnswerForm({ invoice, onSent }: { invoice: ReadInvoice; onSent: () => void }) {
  const { t } = useTranslation('bills');
  const { t: tPortal } = useTranslation();
  const { company } = useCurrentCompany();
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [noteSaid, setNoteSaid] = useState(false);
  const sent = useRef<SentFiles | null>(null);
  const customerId = company.customer_id;
  const answer = useWrite(answerBillClarificationMutation, customerId, invoice.id, sent);
  const noteMissing = noteSaid && note.trim() === '';
  // a refused upload is about the files chosen: said next to their field, what was typed kept
  const uploadRefused = answer.error instanceof UploadFailed ? answer.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    if (note.trim() === '') {
      setNoteSaid(true);
      document.getElementById('bills-clarification-note')?.focus();
      return;
    }
    answer.mutate(
      { note, files },
      {
        onSuccess: onSent,
        onError: (error) => {
          // the refusal is said under the files' field: the focus goes where it is read
          if (error instanceof UploadFailed) document.getElementById('bills-clarification-files')?.focus();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('clarification.send')}>
      <Field
        id="bills-clarification-note"
        label={t('clarification.note')}
        required
        requiredText={t('decide.required')}
        error={noteMissing ? t('clarification.noteRequired') : undefined}
      >
        {(control) => <textarea {...control} rows={4} maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} />}
      </Field>
      <Field
        id="bills-clarification-files"
        label={t('clarification.files')}
        hint={t('clarification.filesHint')}
        error={uploadRefused ? t('clarification.uploadFailed') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/*,application/pdf"
            className={styles.files}
            onChange={(event) => setFiles([...(event.currentTarget.files ?? [])].slice(0, 20))}
          />
        )}
      </Field>
      {files.length > 0 ? <Hint>{t('clarification.chosen', { count: files.length })}</Hint> : null}
      {uploadRefused ? <TechnicalDetails lines={technicalLinesOf(uploadRefused.error, tPortal)} /> : null}
      {answer.isError && !uploadRefused ? <AnswerFailure error={answer.error} /> : null}
      <div className="actions">
        <SubmitButton pending={answer.isPending} label={t('clarification.send')} pendingLabel={t('clarification.sending')} />
      </div>
    </form>
  );
}

function AnswerFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('bills');
  const code = error instanceof ApiError ? ANSWER_REFUSALS.find((known) => known === error.error) : undefined;
  if (code) {
    return (
      <Refusal error={error}>
        <p>{t(`clarification.${code}`)}</p>
        <p>{t('clarification.failed')}</p>
      </Refusal>
    );
  }
  return <ErrorBanner error={error} title={t('clarification.failed')} />;
}
