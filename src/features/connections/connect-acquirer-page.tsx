import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import { ACQUIRER_API_KEY_MAX_LENGTH, ACQUIRER_API_KEY_MIN_LENGTH, type CredentialConnectionAccepted } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loaded } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { BackToList, NoticePage } from './back-to-list.tsx';
import { CredentialCheckPanel } from './credential-check.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { apiKeyProblem, canConnect, findConnection, laterChecked, merchantAccountProblem } from './model.ts';
import { connectionsPaths } from './paths.ts';
import { catalogQuery } from '../../api/queries/connections.ts';
import { connectAcquirerMutation } from '../../api/queries/connections-writes.ts';
import { WriteOnlySecret } from '../../api/write-only-secret.ts';
import { AcquirerForm, type AcquirerFormInput, type AcquirerFormValues } from './connection-forms.ts';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';
import { useWrite } from '../../api/queries/write.ts';
import { AccountConnection, type AcquirerFailure, AcquirerFailureBanner, ConnectResult, ConnectionFacts } from './connect-acquirer-outcome.tsx';

/** An account name and a key are typed exactly as given: no autofill, no spell check, no capital first letter. */
const TYPED_AS_GIVEN = { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } as const;

/**
 * Connecting a card acquirer account (spec §4.1). The key is typed into a password field, handed to
 * the request once and emptied from the form as it is sent: it is kept in no cache, no URL and no
 * storage. What the service answers is said as it is — verified, refused or not checked — with a
 * recheck that never asks for the key again. A connect the service did (2xx) whose answer cannot be read
 * is said as done: the form is gone (sending it again would store the key twice), and the connection's
 * check is shown as the catalog, read again, has it.
 */
export function ConnectAcquirerPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  if (!canConnect(company.roles)) {
    return <NoticePage title={t('acquirer.title')} text={t('readOnly')} />;
  }
  return <ConnectAcquirer key={company.customer_id} customerId={company.customer_id} />;
}

function ConnectAcquirer({ customerId }: { customerId: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const connect = useWrite(connectAcquirerMutation, customerId);
  const [result, setResult] = useState<Read<CredentialConnectionAccepted> | null>(null);
  const [doneUnreadable, setDoneUnreadable] = useState<{ answer: UnreadableAnswer; account: string } | null>(null);
  const [failure, setFailure] = useState<AcquirerFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    reset,
    refuse,
    formState: { errors },
  } = useContractForm<AcquirerFormInput, AcquirerFormValues>({
    schema: AcquirerForm,
    // The merchant account is checked as it is typed (§4.1 pattern, §8 length).
    mode: 'onChange',
    defaultValues: { merchant_account: '', api_key: '' },
    // said next to its field in the portal's words; the service's own are in the banner's technical details
    refusals: {
      fields: ['merchant_account', 'api_key'],
      say: ({ field }) => t(field === 'merchant_account' ? 'acquirer.errors.accountRefused' : 'acquirer.errors.keyRefused'),
    },
    // The key leaves the form (and the page) as it is sent; only the request carries it from there.
    secrets: ['api_key'],
  });
  const merchantAccount = useWatch({ control, name: 'merchant_account' }) ?? '';
  // Read only to say what is wrong with it, in the person's language; it stays in the form and this render.
  const apiKey = useWatch({ control, name: 'api_key' }) ?? '';

  // Once there is a result, the catalog is read beside it: a recheck answered 409 is recorded by the
  // service but answered without the connection, so the catalog read again is what shows that check.
  // After a connect whose answer cannot be read, the catalog read again is all that tells of the connection.
  const catalog = useQuery({ ...catalogQuery(client, customerId), enabled: result !== null || doneUnreadable !== null });
  const found = result && catalog.data ? findConnection(catalog.data, result.connection.id) : null;
  const shown = result ? laterChecked(found?.kind === 'readable' ? found.item : undefined, result.connection) : null;

  // Only when the result first appears: a recheck's new result is focused by the check panel itself.
  const hasResult = result !== null || doneUnreadable !== null;
  useEffect(() => {
    if (hasResult) resultHeading.current?.focus();
  }, [hasResult]);

  useEffect(() => {
    if (!failure) return;
    if (failure.kind === 'unavailable') setFocus('api_key');
    else if (failure.kind === 'conflict') setFocus('merchant_account');
    else if (!(failure.kind === 'badRequest' && failure.placed)) failureRef.current?.focus();
  }, [failure, setFocus]);

  const submit = handleSubmit((values) => {
    const apiKey = new WriteOnlySecret(values.api_key);
    setFailure(null);
    connect.mutate(
      { merchant_account: values.merchant_account, apiKey },
      {
        onSuccess: (accepted) => {
          // Done (2xx) even when the answer cannot be read: said as done, never offered to be sent again.
          if (isUnreadableAnswer(accepted)) setDoneUnreadable({ answer: accepted, account: values.merchant_account });
          else setResult(accepted);
        },
        onError: (error) => setFailure(failureOf(error, values.merchant_account)),
      },
    );
  });

  function failureOf(error: unknown, account: string): AcquirerFailure {
    if (!(error instanceof ApiError) || error.kind !== 'http') return { kind: 'other', error };
    switch (error.status) {
      case 409:
        setError('merchant_account', { type: 'conflict', message: t('acquirer.errors.conflictField') });
        return { kind: 'conflict', account, error };
      case 400:
        return { kind: 'badRequest', placed: refuse(error), error };
      case 403:
        return { kind: 'forbidden', error };
      case 503:
        return { kind: 'unavailable', error };
      default:
        return { kind: 'other', error };
    }
  }

  const startAnother = () => {
    reset({ merchant_account: '', api_key: '' });
    connect.reset();
    setResult(null);
    setDoneUnreadable(null);
  };

  if (doneUnreadable) {
    return (
      <ConnectResult headingRef={resultHeading} onAnother={startAnother}>
        <DoneButUnreadable answer={doneUnreadable.answer} what={t('acquirer.doneUnreadable', { account: doneUnreadable.account })} />
        <Loaded query={catalog}>
          {(data) => <AccountConnection catalog={data} account={doneUnreadable.account} reading={catalog.isFetching} customerId={customerId} />}
        </Loaded>
      </ConnectResult>
    );
  }

  if (result && shown) {
    return (
      <ConnectResult headingRef={resultHeading} onAnother={startAnother} connectionHref={connectionsPaths.connection(customerId, result.connection.id)}>
        <CredentialCheckPanel
          connection={shown}
          check={shown.credential_check ?? result.credential_check}
          headingId="connect-check-heading"
          canRecheck
          onRechecked={(rechecked) => setResult({ ...result, connection: rechecked.connection, credential_check: rechecked.credential_check })}
        />
        <ConnectionFacts connection={shown} />
      </ConnectResult>
    );
  }

  const merchantError =
    errors.merchant_account?.type === 'conflict'
      ? errors.merchant_account.message
      : errors.merchant_account?.type === 'server'
        ? t('acquirer.errors.accountRefused')
        : errors.merchant_account
          ? t(`acquirer.problems.${merchantAccountProblem(merchantAccount) ?? 'characters'}`)
          : undefined;
  // The contract's rule, said by the portal in the person's language as the key is pasted or typed, like the
  // merchant account: an error that appeared only when the field is left would move the button under the pointer.
  const keyProblem = errors.api_key && errors.api_key.type !== 'server' ? apiKeyProblem(apiKey) : null;
  const keyError =
    errors.api_key?.type === 'server'
      ? t('acquirer.errors.keyRefused')
      : keyProblem
        ? t(`acquirer.problems.${keyProblem}`, { min: ACQUIRER_API_KEY_MIN_LENGTH, max: ACQUIRER_API_KEY_MAX_LENGTH })
        : undefined;

  return (
    <>
      <PageHeading>{t('acquirer.title')}</PageHeading>
      <div className={styles.intro}>
        <p>{t('acquirer.intro')}</p>
        <p>{t('acquirer.steps')}</p>
      </div>
      {failure ? <AcquirerFailureBanner failure={failure} refocus={failureRef} /> : null}
      <Section hiddenTitle title={t('acquirer.title')}>
        {/* method="post": even if a script failed, the browser would never put the key in a URL. */}
        <form className={styles.form} method="post" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            id="merchant-account"
            label={t('acquirer.merchantAccount')}
            hint={t('acquirer.merchantAccountHint')}
            hintPlacement="above"
            count={t('acquirer.merchantAccountCount', { count: merchantAccount.length })}
            error={merchantError}
          >
            {(control) => <input type="text" {...TYPED_AS_GIVEN} {...control} {...register('merchant_account')} />}
          </Field>
          <Field id="acquirer-api-key" label={t('acquirer.apiKey')} hint={t('acquirer.apiKeyHint')} hintPlacement="above" error={keyError}>
            {/* a provider's key, not the person's password: never offered to, or saved by, a password manager */}
            {(control) => <input type="password" {...TYPED_AS_GIVEN} autoComplete="new-password" data-1p-ignore="" data-lpignore="true" {...control} {...register('api_key')} />}
          </Field>
          <div className="actions">
            <button type="submit" disabled={connect.isPending}>
              {connect.isPending ? t('acquirer.submitting') : t('acquirer.submit')}
            </button>
            <BackToList />
          </div>
          <p role="status" className={styles.muted}>
            {connect.isPending ? t('acquirer.submitting') : ''}
          </p>
        </form>
      </Section>
    </>
  );
}
