import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { UploadFailed, type SentFiles } from '../../api/queries/upload-first.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { DECLARATION_ANSWERS } from '../../api/schemas/books.ts';
import { MAX_DECLARATION_DOCUMENTS, type QuestionRow } from '../../api/schemas/books-questions.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, technicalLinesOf } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import {
  DECLARATION_FIELDS,
  DeclarationForm,
  declarationFormDefaults,
  NOTE_REQUIRED_FOR,
  type DeclarationField,
  type DeclarationFormValues,
  type DeclarationToSend,
} from './declaration-schema.ts';
import type { z } from '../../api/zod.ts';
import { declareBooksRowMutation } from '../../api/queries/books-writes.ts';
import styles from './lens.module.css';
import { useWrite } from '../../api/queries/write.ts';

type Similar = z.output<typeof QuestionRow>;

/** Refusals about the act as a whole, said in a banner in the area's words; the form keeps what was typed. */
const ACT_REFUSALS = ['row_not_found', 'duplicate_row', 'unknown_document'] as const;

/** The form's own issue keys (declaration-schema.ts), said in the `questions` texts. */
const ISSUE_KEYS = ['chooseAnswer', 'noteRequired', 'noteTooLong'] as const;

/**
 * The company's answer about a row (spec §1 Books, the one write): what it was, the owner's own, a transfer
 * between own accounts, or "I don't know" with what is known; a receipt or other files as its evidence
 * (docs/decisions/0007-declaration-documents.md); and, at once, the similar rows ticked. What is typed and
 * chosen stays through any refusal; a refused note is said at the note, a refused upload at the files, a
 * refusal of the act above the button.
 */
export function DeclarationFormSection({
  rowId,
  similar = [],
  onAnswered,
}: {
  rowId: string;
  similar?: readonly Similar[];
  onAnswered: (count: number) => void;
}) {
  const { t } = useTranslation('books');
  const format = useFormat();
  const { company } = useCurrentCompany();
  const customerId = company.customer_id;
  const id = useId();
  const { t: tPortal } = useTranslation();
  const [fieldsRefused, setFieldsRefused] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [tooManySaid, setTooManySaid] = useState(false);
  // the files sent for this answer, kept across a refused answer (a holder, not state: changing it draws nothing)
  const [sent] = useState<{ current: SentFiles | null }>(() => ({ current: null }));
  const filesId = `${id}-files`;
  const declare = useWrite(declareBooksRowMutation, customerId, rowId, sent);
  const form = useContractForm<DeclarationFormValues, DeclarationToSend, DeclarationField>({
    schema: DeclarationForm,
    defaultValues: declarationFormDefaults(),
    refusals: {
      fields: DECLARATION_FIELDS,
      byCode: { note_required: 'note' },
      say: ({ field }) => (field === 'note' ? t('questions.noteRequired') : undefined),
    },
  });
  const answer = form.watch('answer');
  const noteRequired = NOTE_REQUIRED_FOR.includes(answer);
  const { errors } = form.formState;
  const say = (message: string | undefined, type: string | undefined) => {
    if (message === undefined) return undefined;
    if (type === 'server') return message;
    const key = ISSUE_KEYS.find((known) => known === message);
    return key ? t(`questions.${key}`) : message;
  };

  const tooManyFiles = files.length > MAX_DECLARATION_DOCUMENTS;
  const submit = form.handleSubmit((body) => {
    if (declare.isPending) return;
    if (tooManyFiles) {
      setTooManySaid(true);
      document.getElementById(filesId)?.focus();
      return;
    }
    setFieldsRefused(false);
    declare.mutate(
      { body, files },
      {
        onSuccess: (result) => onAnswered(isUnreadableAnswer(result) ? 1 + (body.also_row_ids?.length ?? 0) : result.declarations.length),
        onError: (error) => {
          if (error instanceof UploadFailed) {
            // said at the files: the focus goes where it is read
            document.getElementById(filesId)?.focus();
            return;
          }
          setFieldsRefused(form.refuse(error));
        },
      },
    );
  });
  const uploadRefused = declare.error instanceof UploadFailed ? declare.error : undefined;
  const filesError = tooManySaid && tooManyFiles ? t('questions.tooManyFiles', { max: MAX_DECLARATION_DOCUMENTS }) : uploadRefused ? t('questions.uploadFailed') : undefined;

  const answerError = say(errors.answer?.message, errors.answer?.type);
  const noteId = `${id}-note`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('questions.answer')} data-declaration-form="">
      <fieldset className={styles.answers} aria-describedby={answerError ? `${id}-answer-error` : undefined}>
        <legend>{t('questions.answer')}</legend>
        {DECLARATION_ANSWERS.map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register('answer')} />
            {t(`questions.answers.${value}`)}
          </label>
        ))}
        {answerError ? <FieldError id={`${id}-answer-error`}>{answerError}</FieldError> : null}
      </fieldset>
      <Field
        id={noteId}
        label={noteRequired ? t('questions.note') : t('questions.noteOptional')}
        required={noteRequired}
        requiredText={t('questions.required')}
        hint={answer === 'dont_know' ? t('questions.noteHintDontKnow') : t('questions.noteHint')}
        error={say(errors.note?.message, errors.note?.type)}
      >
        {(control) => <textarea {...control} {...form.register('note')} rows={3} maxLength={1000} className={styles.note} />}
      </Field>
      <Field id={filesId} label={t('questions.files')} hint={t('questions.filesHint', { max: MAX_DECLARATION_DOCUMENTS })} error={filesError}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/*,application/pdf"
            className={styles.files}
            onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
          />
        )}
      </Field>
      {files.length > 0 ? <Hint>{t('questions.chosen', { count: files.length, names: files.map((file) => file.name).join(', ') })}</Hint> : null}
      {uploadRefused ? <TechnicalDetails lines={technicalLinesOf(uploadRefused.error, tPortal)} /> : null}
      {similar.length > 0 ? (
        <fieldset className={styles.similar}>
          <legend>{t('questions.similar')}</legend>
          <Hint>{t('questions.similarHint')}</Hint>
          {similar.map((row) => (
            <label key={row.row_id}>
              <input type="checkbox" value={row.row_id} {...form.register('also_row_ids')} />
              <span>{t('questions.alsoThese', { date: format.date(row.date), amount: format.money(row.amount_cents), description: row.description })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {declare.isError && !uploadRefused ? fieldsRefused ? <FieldsRefused error={declare.error} text={t('questions.failed')} /> : <ActFailure error={declare.error} /> : null}
      <div className={styles.actions}>
        <SubmitButton pending={declare.isPending} label={t('questions.send')} pendingLabel={t('questions.sending')} />
      </div>
    </form>
  );
}

function ActFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('books');
  const code = error instanceof ApiError ? ACT_REFUSALS.find((known) => known === error.error) : undefined;
  if (code) {
    return (
      <Refusal error={error} title={t('questions.failed')}>
        <p>{t(`questions.refusals.${code}`)}</p>
      </Refusal>
    );
  }
  return <ErrorBanner error={error} title={t('questions.failed')} />;
}
