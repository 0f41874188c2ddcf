import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UnreadableItem } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, TechnicalDetails, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { BackToList } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { feedActionOf, feedProblemOf, lagOf, providerFacts, readPaywalletGrants, scopeKey, worstFirst, type PaywalletGrant } from './paywallet.ts';
import { paywalletQuery } from '../../api/queries/connections.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import styles from './connections.module.css';

const FEED_TONE: Record<string, string | undefined> = { healthy: styles.ok, delayed: styles.working, failing: styles.attention };

/** The payment wallet's read-only partner grants and the health of each grant's feed (spec §4.6). */
export function PaywalletPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const answer = useQuery(paywalletQuery(client, company.customer_id));

  return (
    <>
      <PageHeading>{t('paywallet.title')}</PageHeading>
      <p>
        <BackToList />
      </p>
      <p className={styles.intro}>{t('paywallet.intro')}</p>
      <Section title={t('paywallet.caption')} headingId="grants-heading">
        <Loaded query={answer}>
          {(data) => {
            const reading = readPaywalletGrants(data);
            if (!reading.readable) {
              // the spec leaves the provider's object open: one without a list of grants is an answer, not an error
              return (
                <div data-provider-object="">
                  <p>{t('paywallet.noGrantList')}</p>
                  <TechnicalDetails lines={providerFacts(data)} />
                </div>
              );
            }
            return reading.grants.length === 0 ? <Empty>{t('paywallet.empty')}</Empty> : <GrantTable grants={worstFirst(reading.grants)} />;
          }}
        </Loaded>
      </Section>
      <Section title={t('paywallet.howToTitle')}>
        <p className={styles.intro}>{t('paywallet.howTo')}</p>
      </Section>
    </>
  );
}

function GrantTable({ grants }: { grants: (PaywalletGrant | UnreadableItem)[] }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const isAdmin = useCurrentCompany().company.roles.includes('admin');
  const format = useFormat();
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  return (
    <DataTable
      labelledBy="grants-heading"
      rows={grants}
      rowKey={(grant) => grant.grant_id}
      rowAttributes={(grant) => ({ 'data-feed': grant.feed.state, className: grant.feed.state === 'failing' ? styles.attentionRow : undefined })}
      columns={[
        {
          key: 'grant',
          header: t('paywallet.grant'),
          rowHeader: true,
          cell: (grant) => (
            <>
              {grant.display_name}
              <span className={`${styles.help} ${styles.mono}`}>
                {t('paywallet.merchant')}: {grant.merchant_id}
              </span>
            </>
          ),
        },
        { key: 'mode', header: t('paywallet.mode'), cell: (grant) => <OpenValueText value={grant.mode} label={label('paywallet.modes', grant.mode)} /> },
        {
          key: 'scopes',
          header: t('paywallet.scopes'),
          cell: (grant) => (
            <ul className={styles.plainList}>
              {grant.scopes.map((scope) => (
                <li key={scope}>
                  <OpenValueText value={scope} label={label('paywallet.scopeNames', scopeKey(scope))} />
                </li>
              ))}
            </ul>
          ),
        },
        { key: 'grantedAt', header: t('paywallet.grantedAt'), cell: (grant) => <time dateTime={grant.granted_at}>{format.timestamp(grant.granted_at)}</time> },
        { key: 'feed', header: t('paywallet.feed'), wide: true, cell: (grant) => <FeedCell grant={grant} isAdmin={isAdmin} /> },
      ]}
    />
  );
}

/**
 * A grant's feed: its state, its latest event and delay, what is wrong and what to do in plain words, and the
 * technical facts (the grant's id, the permissions as the provider names them, the provider's own message)
 * folded away for staff and support (docs/decisions/0021, principle 10).
 */
export function FeedCell({ grant, isAdmin }: { grant: PaywalletGrant; isAdmin: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const lagText = (minutes: number) => {
    const lag = lagOf(minutes);
    return t(`paywallet.lag.${lag.unit}`, lag);
  };
  return (
    <>
      <span className={`${styles.status} ${FEED_TONE[grant.feed.state] ?? ''}`}>
        <OpenValueText value={grant.feed.state} label={label('paywallet.feedStates', grant.feed.state)} />
      </span>
      <span className={styles.help}>
        {t('paywallet.lastEvent')}:{' '}
        {grant.feed.last_event_at ? <time dateTime={grant.feed.last_event_at}>{format.timestamp(grant.feed.last_event_at)}</time> : t('paywallet.noEvents')}
        {grant.feed.lag_minutes !== null && grant.feed.state !== 'healthy' ? ` · ${lagText(grant.feed.lag_minutes)}` : ''}
      </span>
      <FeedProblemText grant={grant} isAdmin={isAdmin} />
      <span className={styles.help}>{t('paywallet.checkedAt', { time: format.timestamp(grant.feed.checked_at) })}</span>
      <TechnicalDetails
        lines={[
          t('paywallet.grantId', { id: grant.grant_id }),
          t('paywallet.scopesSaid', { scopes: grant.scopes.join(', ') }),
          grant.feed.message ? t('check.providerSaid', { message: grant.feed.message }) : undefined,
        ]}
      />
    </>
  );
}

/**
 * What is wrong with a grant's feed and what to do, in plain words (docs/decisions/0021, principle 10), naming who can
 * act: the firm for the company's app credentials, the company's admin (or, to an admin, the person reading)
 * for a consent. The provider's own message is in the row's technical details.
 */
export function FeedProblemText({ grant, isAdmin }: { grant: Pick<PaywalletGrant, 'mode' | 'feed'>; isAdmin: boolean }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const problem = feedProblemOf(grant.feed);
  if (problem === null) return null;
  const action = feedActionOf(problem, grant.mode, isAdmin);
  return (
    <span className={styles.help} data-feed-problem={problem}>
      {t(`paywallet.feedProblems.${problem}`)}
      {action === null ? null : ` ${t(`paywallet.feedActions.${action}`)}`}
    </span>
  );
}
