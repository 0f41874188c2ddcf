import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, type Read, type UnreadableAnswer } from '../../api/reading.ts';
import { ACQUIRER_API_KEY_MAX_LENGTH, ACQUIRER_API_KEY_MIN_LENGTH, type CredentialConnectionAccepted } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Field } from '../../ui/field.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, Loaded, Loading } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { BackToList, NoticePage } from './back-to-list.tsx';
import { CredentialCheckPanel } from './credential-check.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import {
  apiKeyProblem,
  canConnect,
  findAccountConnection,
  findConnection,
  laterChecked,
  merchantAccountProblem,
  WriteOnlySecret,
  type Connection,
  type ReadCatalog,
} from './model.ts';
import { connectionsPaths } from './paths.ts';
import { AcquirerForm, catalogQuery, connectAcquirerMutation, type AcquirerFormInput, type AcquirerFormValues } from './queries.ts';
import { KeyLast4Fact } from './key-last4-fact.tsx';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';

/** A failed connect: each refusal the portal knows by name (with the service's answer, for the technical details), or another failure. */
export type AcquirerFailure =
  | { kind: 'conflict'; account: string; error: ApiError }
  | { kind: 'badRequest'; placed: boolean; error: ApiError }
  | { kind: 'forbidden'; error: ApiError }
  | { kind: 'unavailable'; error: ApiError }
  | { kind: 'other'; error: unknown };

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
  const queryClient = useQueryClient();
  const connect = useMutation(connectAcquirerMutation(client, queryClient, customerId));
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

/**
 * The result of a connect, done or done-but-unreadable: the page heading, the result's own heading (focused
 * when it appears), what the caller shows, and the ways on: the connection when it is known, another
 * account, the list.
 */
function ConnectResult({
  headingRef,
  onAnother,
  connectionHref,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
  connectionHref?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <>
      <PageHeading>{t('acquirer.title')}</PageHeading>
      <Section className={styles.result} headingRef={headingRef} title={t('acquirer.done')}>
        {children}
        <div className="actions">
          {connectionHref ? (
            <Link className="button" to={connectionHref}>
              {t('acquirer.openConnection')}
            </Link>
          ) : null}
          <button type="button" className="secondary" onClick={onAnother}>
            {t('acquirer.another')}
          </button>
          <BackToList />
        </div>
      </Section>
    </>
  );
}

/** The merchant account, the key's last characters and the provider account a connection claimed. */
function ConnectionFacts({ connection }: { connection: Pick<Connection, 'merchant_account' | 'key_last4' | 'external_company_id'> }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <Facts>
      <dt>{t('check.merchantAccount')}</dt>
      <dd className={styles.mono}>{connection.merchant_account}</dd>
      <KeyLast4Fact last4={connection.key_last4} />
      <dt>{t('check.externalCompany')}</dt>
      <dd className={styles.mono}>{connection.external_company_id ?? t('check.notClaimed')}</dd>
    </Facts>
  );
}

/**
 * After a connect done (2xx) whose answer cannot be read: the merchant account's connection as the catalog,
 * read again, has it — its check, with the recheck, and the way to it — or that it cannot be shown yet.
 */
function AccountConnection({ catalog, account, reading, customerId }: { catalog: ReadCatalog; account: string; reading: boolean; customerId: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const found = findAccountConnection(catalog.connected, account);
  if (found.kind === 'absent') return reading ? <Loading /> : <p>{t('acquirer.notListedYet')}</p>;
  if (found.kind === 'unreadable') {
    return (
      <div data-unreadable-item="">
        <p>{t('acquirer.connectionUnreadable')}</p>
        <TechnicalDetails
          lines={[
            found.item.id === undefined ? undefined : tCommon('states.unreadableItemId', { id: found.item.id }),
            tCommon('states.unreadableProblem', { problem: found.item.problem }),
          ]}
        />
      </div>
    );
  }
  const connection = found.item;
  return (
    <>
      {connection.credential_check ? (
        <CredentialCheckPanel connection={connection} check={connection.credential_check} headingId="connect-check-heading" canRecheck />
      ) : (
        <p>{t('check.noCheck')}</p>
      )}
      <ConnectionFacts connection={connection} />
      <p>
        <Link to={connectionsPaths.connection(customerId, connection.id)}>{t('acquirer.openConnection')}</Link>
      </p>
    </>
  );
}

/**
 * A failed connect in plain words first (docs/decisions/0021, principle 10): each refusal the portal knows has its own
 * title and words saying what happened and what to do; the service's own words, code and status are in the
 * technical details.
 */
export function AcquirerFailureBanner({ failure, refocus }: { failure: AcquirerFailure; refocus?: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  if (failure.kind === 'other') {
    return (
      <div ref={refocus} tabIndex={-1} className={styles.focusTarget}>
        <ErrorBanner error={failure.error} title={t('acquirer.errors.failedTitle')} />
      </div>
    );
  }
  const [title, text] =
    failure.kind === 'conflict'
      ? [t('acquirer.errors.conflictTitle'), t('acquirer.errors.conflict', { account: failure.account })]
      : failure.kind === 'badRequest'
        ? [t('acquirer.errors.badRequestTitle'), t(failure.placed ? 'acquirer.errors.badRequest' : 'acquirer.errors.badRequestUnplaced')]
        : failure.kind === 'forbidden'
          ? [t('acquirer.errors.forbiddenTitle'), t('acquirer.errors.forbidden')]
          : [t('acquirer.errors.unavailableTitle'), t('acquirer.errors.unavailable')];
  return (
    <Refusal error={failure.error} ref={refocus} tabIndex={-1} className={styles.focusTarget} data-failure={failure.kind} title={title}>
      <p>{text}</p>
    </Refusal>
  );
}
