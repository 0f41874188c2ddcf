import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreadable, readableItems, type UnreadableItem } from '../../api/reading.ts';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { formatRelativeTime } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Hint } from '../../ui/field.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { CreateKeyForm } from './create-key-form.tsx';
import { partitionKeys } from './key-list.ts';
import { API_KEYS_NAMESPACE } from './messages.ts';
import { OneTimeSecret } from './one-time-secret.ts';
import { Section } from '../../ui/section.tsx';
import { apiKeysQuery } from '../../api/queries/api-keys.ts';
import { RevokeDialog } from './revoke-dialog.tsx';
import { SecretReveal } from './secret-reveal.tsx';
import styles from './api-keys-page.module.css';

/** How often "last used 3 minutes ago" is brought up to date while the page is open. */
const CLOCK_TICK_MS = 30_000;

/** Spec §4.2: the company's API keys, for interactive admins (the route shows others the forbidden page). */
export default function ApiKeysPage() {
  useMessagesOf(API_KEYS_NAMESPACE);
  const { company } = useCurrentCompany();
  // Keyed by the company: switching company drops everything of the other one, a shown secret first of all.
  return <ApiKeysView key={company.customer_id} customerId={company.customer_id} companyName={company.name} />;
}

function ApiKeysView({ customerId, companyName }: { customerId: string; companyName: string }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const client = useService();
  const keys = useQuery(apiKeysQuery(client, customerId));
  // The new key and its secret, held here and only here until the person dismisses it.
  const [created, setCreated] = useState<{ apiKey: ApiKeyMetadata; secret: OneTimeSecret } | null>(null);
  // Dismissed, replaced or left behind with the company: the secret is forgotten, and with it every copy
  // React still keeps of this render's state and closures lets go of the string.
  useEffect(() => {
    if (!created) return;
    const { secret } = created;
    return () => secret.forget();
  }, [created]);
  const [revoking, setRevoking] = useState<ApiKeyMetadata | null>(null);
  const [notice, setNotice] = useState('');
  const focusRow = useFocusAfterRender();

  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <div className={styles.intro}>
        <p>{t('intro', { company: companyName })}</p>
        <p>{t('introCompany')}</p>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>

      {created ? (
        <SecretReveal
          name={created.apiKey.name}
          secret={created.secret.value ?? ''}
          onDismiss={() => {
            focusRow.request(rowId(created.apiKey.id));
            created.secret.forget();
            setCreated(null);
          }}
        />
      ) : (
        <Section title={t('create.title')}>
          <CreateKeyForm
            customerId={customerId}
            onCreated={(next) => {
              setNotice('');
              setCreated({ apiKey: next.api_key, secret: new OneTimeSecret(next.secret) });
            }}
          />
        </Section>
      )}

      <Loaded query={keys}>
        {(data) => (
          <KeyTables
            keys={readableItems(data.api_keys)}
            unreadable={data.api_keys.filter(isUnreadable)}
            focusRef={focusRow.ref}
            onRevoke={(key) => {
              setNotice('');
              setRevoking(key);
            }}
          />
        )}
      </Loaded>

      {revoking ? (
        <RevokeDialog
          customerId={customerId}
          apiKey={revoking}
          onCancel={() => {
            focusRow.request(revokeButtonId(revoking.id));
            setRevoking(null);
          }}
          onRevoked={(revoked) => {
            focusRow.request(rowId(revoked.id));
            setRevoking(null);
            setNotice(t('revoke.done', { name: revoked.name }));
          }}
        />
      ) : null}
    </>
  );
}

const rowId = (keyId: string) => `api-key-${keyId}`;
const revokeButtonId = (keyId: string) => `revoke-${keyId}`;

/**
 * Focus for after the page has changed: the element with the requested id takes focus when it is
 * rendered (a revoked key's row appears among the revoked ones only once the list is updated).
 */
function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  const ref: RefCallback<HTMLElement> = (element) => {
    if (element && pending.current === element.id) {
      pending.current = null;
      element.focus();
    }
  };
  return {
    ref,
    request: (id: string) => {
      pending.current = id;
    },
  };
}

function KeyTables({
  keys,
  unreadable,
  focusRef,
  onRevoke,
}: {
  keys: readonly ApiKeyMetadata[];
  /** Keys that could not be read: shown among the active ones (nothing says they are revoked). */
  unreadable: readonly UnreadableItem[];
  focusRef: RefCallback<HTMLElement>;
  onRevoke: (key: ApiKeyMetadata) => void;
}) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const now = useNow(CLOCK_TICK_MS);
  const { active, revoked } = partitionKeys(keys);
  const columns = useKeyColumns(now, focusRef);
  return (
    <>
      <Section title={t('list.activeTitle')} headingId="active-api-keys-title">
        {active.length + unreadable.length === 0 ? (
          <Empty>{t('list.noActive')}</Empty>
        ) : (
          <DataTable
            labelledBy="active-api-keys-title"
            layout="wide"
            rows={[...active, ...unreadable]}
            rowKey={(key) => key.id}
            columns={[
              ...columns,
              {
                key: 'actions',
                header: <span className="visually-hidden">{t('list.actions')}</span>,
                phoneLabel: null,
                cell: (key) => (
                  <button
                    id={revokeButtonId(key.id)}
                    ref={focusRef}
                    type="button"
                    className={styles.dangerOutline}
                    aria-label={t('list.revokeNamed', { name: key.name })}
                    onClick={() => onRevoke(key)}
                  >
                    {t('list.revoke')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </Section>

      <Section title={t('list.revokedTitle')} headingId="revoked-api-keys-title">
        {revoked.length === 0 ? (
          <Empty>{t('list.noRevoked')}</Empty>
        ) : (
          <>
            <Hint>{t('list.revokedIntro')}</Hint>
            <DataTable
              labelledBy="revoked-api-keys-title"
              layout="wide"
              className={styles.revoked}
              rows={revoked}
              rowKey={(key) => key.id}
              columns={[
                ...columns,
                { key: 'revokedAt', header: t('list.revokedAt'), cell: (key) => (key.revoked_at ? <Moment timestamp={key.revoked_at} now={now} /> : null) },
              ]}
            />
          </>
        )}
      </Section>
    </>
  );
}

/** The columns both tables share, in their order: the key's name (where the focus returns to), scope, maker and times. */
function useKeyColumns(now: number, focusRef: RefCallback<HTMLElement>): Column<ApiKeyMetadata>[] {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  return [
    {
      key: 'name',
      header: t('list.name'),
      rowHeader: true,
      cell: (apiKey) => apiKey.name,
      cellAttributes: (apiKey) => ({ id: rowId(apiKey.id), ref: focusRef, tabIndex: -1, className: styles.rowHeading }),
    },
    {
      key: 'scope',
      header: t('list.scope'),
      cell: (apiKey) => <Pill className={`${styles.scopeBadge} ${styles[apiKey.scope]}`}>{t(`scopeName.${apiKey.scope}`)}</Pill>,
    },
    { key: 'createdBy', header: t('list.createdBy'), cell: (apiKey) => apiKey.created_by },
    { key: 'createdAt', header: t('list.createdAt'), cell: (apiKey) => <Moment timestamp={apiKey.created_at} now={now} /> },
    {
      key: 'lastUsed',
      header: t('list.lastUsed'),
      cell: (apiKey) => (apiKey.last_used_at ? <Moment timestamp={apiKey.last_used_at} now={now} /> : t('list.never')),
    },
  ];
}

/** A moment both ways: how long ago, and exactly when (in Finnish time). */
function Moment({ timestamp, now }: { timestamp: string; now: number }) {
  const format = useFormat();
  return (
    <time dateTime={timestamp}>
      {formatRelativeTime(timestamp, now, format.language)}{' '}
      <span className={styles.muted}>{format.timestamp(timestamp)}</span>
    </time>
  );
}

/** The current time, renewed every `tickMs`, so that relative times do not go stale on an open page. */
function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}
