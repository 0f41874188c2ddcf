import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { ErrorBanner, Loaded } from '../../ui/states.tsx';
import { BackToList } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { canConnect, findRow } from './model.ts';
import { connectionsPaths } from './paths.ts';
import { catalogQuery } from '../../api/queries/connections.ts';
import { activateMobilewalletConnectionMutation } from '../../api/queries/connections-writes.ts';
import { StatusText } from './status-text.tsx';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';
import { useWrite } from '../../api/queries/write.ts';

/**
 * The mobile-wallet settlement feed (spec §4.5): its precondition — the company's business ID has
 * shared a ledger with the service, which the admin grants at the provider — said before the button,
 * and again, with the business ID, when the service finds none. A feed whose row the service sent but the
 * portal could not read is said to be there (and activation is not offered); an activation the service did
 * (2xx) whose answer cannot be read is said as done.
 */
export function MobilewalletPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const client = useService();
  const format = useFormat();
  const { company } = useCurrentCompany();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  const activate = useWrite(activateMobilewalletConnectionMutation, company.customer_id);
  const outcome = useRef<HTMLDivElement>(null);
  const writer = canConnect(company.roles);
  const found = catalog.data === undefined ? null : findRow(catalog.data.connected, 'provider', 'mobilewallet');
  const feed = found?.kind === 'readable' ? found.item : undefined;
  const unreadableFeed = found?.kind === 'unreadable' ? found.item : undefined;
  const notShared = activate.error instanceof ApiError && activate.error.status === 422;
  const activation = activate.isSuccess ? activate.data : null;

  useEffect(() => {
    if (activate.isSuccess || activate.isError) outcome.current?.focus();
  }, [activate.isSuccess, activate.isError]);

  return (
    <>
      <PageHeading>{t('mobilewallet.title')}</PageHeading>
      <p>
        <BackToList />
      </p>
      <p className={styles.intro}>{t('mobilewallet.intro')}</p>
      <Section title={t('mobilewallet.preconditionTitle')}>
        <p className={styles.intro}>{t('mobilewallet.precondition', { businessId: company.business_id })}</p>
      </Section>
      <Section title={t('mobilewallet.title')}>
        {/* `feed` is read from the catalog above: the button below needs it too */}
        <Loaded query={catalog}>
          {() =>
            feed ? (
              <>
                <p className={styles.summaryLine}>{t('mobilewallet.active')}</p>
                <p>
                  <StatusText connection={feed} withHelp />
                </p>
                <p>
                  <Link to={connectionsPaths.connection(company.customer_id, feed.id)}>{t('acquirer.openConnection')}</Link>
                </p>
              </>
            ) : unreadableFeed ? (
              <div data-unreadable-item="">
                <p>{t('mobilewallet.feedUnreadable')}</p>
                <TechnicalDetails
                  lines={[
                    unreadableFeed.id === undefined ? undefined : tCommon('states.unreadableItemId', { id: unreadableFeed.id }),
                    tCommon('states.unreadableProblem', { problem: unreadableFeed.problem }),
                  ]}
                />
              </div>
            ) : (
              <p>{t('mobilewallet.notActive')}</p>
            )
          }
        </Loaded>
        <div ref={outcome} tabIndex={-1} className={styles.focusTarget}>
          {isUnreadableAnswer(activation) ? (
            <DoneButUnreadable answer={activation} what={t('mobilewallet.activatedUnreadable')} />
          ) : activation ? (
            <p role="status">
              {t('mobilewallet.active')} {t('mobilewallet.activatedAt', { time: format.timestamp(activation.activated_at) })}
            </p>
          ) : notShared ? (
            <NotSharedRefusal businessId={company.business_id} isAdmin={company.roles.includes('admin')} error={activate.error} />
          ) : activate.isError ? (
            <ErrorBanner error={activate.error} title={t('mobilewallet.failedTitle')} />
          ) : null}
        </div>
        {writer ? (
          feed || unreadableFeed || activate.isSuccess ? null : (
            <button type="button" disabled={activate.isPending || catalog.isPending} onClick={() => activate.mutate()}>
              {activate.isPending ? t('mobilewallet.activating') : t('mobilewallet.activate')}
            </button>
          )
        ) : feed || unreadableFeed ? null : (
          <p>{t('mobilewallet.readOnly')}</p>
        )}
      </Section>
    </>
  );
}

/**
 * No ledger shared yet (422): said plainly, naming who grants the access at the provider — the person reading
 * when they are the company's admin, the admin otherwise; the service's own words in the technical details.
 */
export function NotSharedRefusal({ businessId, isAdmin, error }: { businessId: string; isAdmin: boolean; error: unknown }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  return (
    <Refusal error={error} title={t('mobilewallet.notSharedTitle')}>
      <p>
        {t('mobilewallet.notShared', { businessId })} {t(isAdmin ? 'mobilewallet.notSharedYou' : 'mobilewallet.notSharedAdmin')}
      </p>
    </Refusal>
  );
}
