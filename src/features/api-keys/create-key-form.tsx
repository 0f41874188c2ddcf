import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { fieldErrorsOf } from '../../api/refused-fields.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import type { ApiKeyCreated, ApiKeyScope } from '../../api/schemas/api-keys.ts';
import { Field, FieldError, Hint } from '../../ui/field.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { FieldsRefused } from '../../ui/fields-refused.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { API_KEYS_NAMESPACE } from './messages.ts';
import { createApiKeyMutation } from '../../api/queries/api-keys-writes.ts';
import { NewApiKey, type NewApiKeyInput } from './new-key.ts';
import styles from './api-keys-page.module.css';
import { useWrite } from '../../api/queries/write.ts';

const SCOPES: readonly ApiKeyScope[] = ['read', 'write'];
/** The fields a refusal of the service may name, in the order of the form. */
const KEY_FIELDS = ['name', 'scope'] as const;

/**
 * Name and scope of a new key. The scope has no default: which one a key gets is a decision the
 * admin makes knowingly, with what each allows and what no key ever reaches in front of them (spec §5
 * rules 1–3 and 5).
 */
export function CreateKeyForm({ customerId, onCreated }: { customerId: string; onCreated: (created: Read<ApiKeyCreated>) => void }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const create = useWrite(createApiKeyMutation, customerId, onCreated);
  // A key created (201) whose answer cannot be read: said as created, its secret lost; the form is emptied.
  const [createdUnreadable, setCreatedUnreadable] = useState<{ answer: UnreadableAnswer; name: string } | null>(null);
  const form = useContractForm<NewApiKeyInput, NewApiKey>({
    schema: NewApiKey,
    defaultValues: { name: '' },
    refusals: { fields: KEY_FIELDS, say: ({ field }) => t(`create.refused.${field}`) },
  });

  const submit = form.handleSubmit((values) => {
    setCreatedUnreadable(null);
    create.mutate(values, {
      onSuccess: (result) => {
        if (!isUnreadableAnswer(result)) return;
        setCreatedUnreadable({ answer: result, name: values.name });
        form.reset({ name: '' });
      },
      onError: form.refuse,
    });
  });

  const { errors } = form.formState;
  const nameError =
    errors.name?.type === 'server'
      ? errors.name.message
      : errors.name
        ? t(
            errors.name.type === 'too_big'
              ? 'create.nameTooLong'
              : // the contract's free-text rule: blank, or a character no name can hold (a control character, half a pair)
                errors.name.type === 'invalid_format' && form.getValues('name').trim() !== ''
                ? 'create.nameCharacters'
                : 'create.nameRequired',
          )
        : undefined;
  const scopeError = errors.scope?.type === 'server' ? errors.scope.message : errors.scope ? t('create.scopeRequired') : undefined;
  // Registered here, not inside the field's render: the form focuses the first invalid field in the
  // order of registration, and the name comes before the scope.
  const nameField = form.register('name');

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field id="api-key-name" label={t('create.name')} hint={t('create.nameHint')} hintPlacement="above" error={nameError}>
        {(control) => <input type="text" autoComplete="off" {...control} {...nameField} />}
      </Field>

      <fieldset
        className={styles.scopes}
        aria-invalid={scopeError ? true : undefined}
        aria-describedby={scopeError ? 'api-key-scope-error' : undefined}
      >
        <legend className={styles.legend}>{t('create.scope')}</legend>
        {scopeError ? <FieldError id="api-key-scope-error">{scopeError}</FieldError> : null}
        {SCOPES.map((scope) => (
          <div key={scope} className={styles.scopeOption}>
            <input
              id={`api-key-scope-${scope}`}
              type="radio"
              value={scope}
              aria-describedby={`api-key-scope-${scope}-help api-key-scope-never`}
              {...form.register('scope')}
            />
            <label htmlFor={`api-key-scope-${scope}`}>{t(`scopeName.${scope}`)}</label>
            <Hint id={`api-key-scope-${scope}-help`} className={styles.scopeHelp}>
              {t(scope === 'read' ? 'create.scopeReadHelp' : 'create.scopeWriteHelp')}
            </Hint>
          </div>
        ))}
        {/* Said once for both scopes and read out with each: whichever is chosen, these stay out of reach. */}
        <Hint id="api-key-scope-never">{t('create.scopeNever')}</Hint>
      </fieldset>

      {create.isError ? <CreateKeyFailure error={create.error} /> : null}
      {createdUnreadable ? (
        <DoneButUnreadable answer={createdUnreadable.answer} what={t('create.doneUnreadable', { name: createdUnreadable.name })} />
      ) : null}

      <div className="actions">
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? t('create.submitting') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * A key that was not created, plain words first (docs/decisions/0021, principle 10): refused fields are said at each field
 * in the portal's words and here once; a refusal the portal knows by name in its own words, naming who can act;
 * anything else is the shared banner's. The service's own words, code and status are in the technical details.
 */
export function CreateKeyFailure({ error }: { error: unknown }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  if (Object.keys(fieldErrorsOf(error, KEY_FIELDS)).length > 0) return <FieldsRefused error={error} text={t('create.fixFields')} />;
  if (error instanceof ApiError && error.kind === 'http' && error.error === 'role_required') {
    return (
      <Refusal error={error} title={t('create.failed')}>
        <p>{t('create.refusals.role_required')}</p>
      </Refusal>
    );
  }
  return <ErrorBanner error={error} title={t('create.failed')} />;
}
