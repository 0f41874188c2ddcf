import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '../../api/zod.ts';
import { CreateWorklogEntryRequest } from '../../api/schemas/worklog.ts';
import { isUnreadableAnswer, type UnreadableAnswer } from '../../api/reading.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Field } from '../../ui/field.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { useKnownLabel } from '../../ui/open-value.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import type { DateRange } from './ranges.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { WORKLOG_NAMESPACE } from './messages.ts';
import { createWorklogEntryMutation } from '../../api/queries/worklog-writes.ts';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import styles from './worklog.module.css';
import { useWrite } from '../../api/queries/write.ts';

/**
 * The contract's request with the duration as typed: `1:30`, `1,5 h` or `90` become minutes when
 * the form is sent. An error is the parser's code, put into words by the view.
 */
const AddEntryFields = CreateWorklogEntryRequest.pick({ entry_date: true, note: true }).extend({
  duration: z.string().superRefine((value, context) => {
    const parsed = parseDuration(value);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
  }),
});
type AddEntryInput = z.input<typeof AddEntryFields>;
type AddEntryValues = z.output<typeof AddEntryFields>;

/** The fields a refusal of the service may name, as it spells them; the form asks for `minutes` as a duration typed. */
const SERVER_FIELDS = ['entry_date', 'minutes', 'note'] as const;
const REFUSED_TEXT = { entry_date: 'add.refused.entry_date', duration: 'add.refused.minutes', note: 'add.refused.note' } as const;

/**
 * Records one entry of the person's own hours. The date starts as today in Finland and stays as chosen
 * after saving, so that several entries of one day go in quickly; the focus returns to the duration.
 * A second click while the first is on its way records nothing more.
 */
export function AddEntryForm({ customerId, today, shownRange }: { customerId: string; today: string; shownRange: DateRange }) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  const durationProblem = useKnownLabel(WORKLOG_NAMESPACE);
  const format = useFormat();
  const create = useWrite(createWorklogEntryMutation, customerId);
  const sending = useRef(false);
  // the message of the last save, and how many saves: after each, the focus returns to the duration
  const [saved, setSaved] = useState<{ message: string; count: number; unreadable?: UnreadableAnswer }>({ message: '', count: 0 });
  const durationInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (saved.count > 0) durationInput.current?.focus();
  }, [saved.count]);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
    refuse,
  } = useContractForm<AddEntryInput, AddEntryValues>({
    schema: AddEntryFields,
    defaultValues: { entry_date: today, duration: '', note: '' },
    refusals: { fields: ['entry_date', 'duration', 'note'], spelled: { duration: 'minutes' }, say: ({ field }) => t(REFUSED_TEXT[field]) },
  });

  const record = async (values: AddEntryValues) => {
    // handleSubmit validates asynchronously: a double click reaches here twice before any re-render
    if (sending.current) return;
    const parsed = parseDuration(values.duration);
    if (!parsed.ok) return;
    sending.current = true;
    setSaved((last) => ({ ...last, message: '' }));
    try {
      const sent = { entry_date: values.entry_date, minutes: parsed.minutes, note: values.note };
      const answer = await create.mutateAsync(sent);
      // Saved (2xx) even when the answer cannot be read: what was sent is what was saved, and it is never offered again.
      const entry = isUnreadableAnswer(answer) ? sent : answer.entry;
      const words = { date: format.date(entry.entry_date), duration: formatDuration(entry.minutes) };
      const inRange = entry.entry_date >= shownRange.from && entry.entry_date <= shownRange.to;
      reset({ entry_date: values.entry_date, duration: '', note: '' });
      setSaved((last) => ({
        message: t(inRange ? 'add.saved' : 'add.savedOutside', words),
        count: last.count + 1,
        ...(isUnreadableAnswer(answer) ? { unreadable: answer } : {}),
      }));
    } catch (error) {
      refuse(error);
    } finally {
      sending.current = false;
    }
  };

  const { ref: durationRef, ...durationField } = register('duration');

  const errorOf = (field: keyof AddEntryInput): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (field === 'duration') return durationProblem('durationError', error.message ?? '') ?? t('durationError.unrecognised');
    if (field === 'note') {
      // the contract's free-text rule: blank, or a character no text can hold (a control character, half a pair)
      if (error.type === 'too_big') return t('add.noteTooLong');
      return t(error.type === 'invalid_format' && getValues('note').trim() !== '' ? 'add.noteCharacters' : 'add.noteRequired');
    }
    return t('add.dateInvalid');
  };

  return (
    <form className={styles.addForm} onSubmit={(event) => void handleSubmit(record)(event)} noValidate>
      <Field id="worklog-date" label={t('add.date')} error={errorOf('entry_date')}>
        {(control) => <input type="date" required {...control} {...register('entry_date')} />}
      </Field>
      <Field id="worklog-duration" label={t('add.duration')} hint={t('add.durationHint')} error={errorOf('duration')}>
        {(control) => (
          <input
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            required
            {...control}
            {...durationField}
            ref={(element) => {
              durationRef(element);
              durationInput.current = element;
            }}
          />
        )}
      </Field>
      <Field id="worklog-note" label={t('add.note')} hint={t('add.noteHint')} error={errorOf('note')}>
        {(control) => <textarea rows={2} maxLength={2000} required {...control} {...register('note')} />}
      </Field>

      {create.isError ? (
        <div className={styles.wide}>
          <WorklogSaveFailure error={create.error} />
        </div>
      ) : null}
      <div className={`actions ${styles.wide}`}>
        <SubmitButton pending={create.isPending} label={t('add.submit')} pendingLabel={t('add.submitting')} />
      </div>
      <p role="status" className={`${styles.status} ${styles.wide}`}>
        {saved.message}
      </p>
      {saved.unreadable ? (
        <div className={styles.wide}>
          <DoneButUnreadable answer={saved.unreadable} />
        </div>
      ) : null}
    </form>
  );
}

/**
 * A save that failed, plain words first (docs/decisions/0021, principle 10): a refusal naming the form's fields is said at
 * each field in the portal's words and here once, with the service's own words in the technical details; any
 * other failure is the shared banner's.
 */
export function WorklogSaveFailure({ error }: { error: unknown }) {
  const { t } = useTranslation(WORKLOG_NAMESPACE);
  if (Object.keys(fieldErrorsOf(error, SERVER_FIELDS)).length === 0) return <ErrorBanner error={error} title={t('add.failed')} />;
  return <FieldsRefused error={error} text={t('add.fixFields')} />;
}
