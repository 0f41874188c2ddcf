import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filingAuthorizationsQuery } from '../../api/queries/filings.ts';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import type { AuthorizationList } from '../../api/schemas/filings.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Banner, Empty, Loaded } from '../../ui/states.tsx';
import { daysUntil } from './deadlines.ts';
import { externalLink } from './filing-words.tsx';
import { FILINGS_NAMESPACE } from './messages.ts';
import styles from './filings.module.css';

type ReadAuthorization = Exclude<Read<AuthorizationList>['authorizations'][number], UnreadableItem>;

/** The states that ask the company to act: the authorization is ending or gone, and is renewed in Suomi.fi. */
const TO_RENEW: readonly string[] = ['expiring', 'expired', 'revoked'];

/**
 * The authorizations the firm holds to file for the company (docs/decisions/0015): each with its name, who granted it,
 * until when and how many days are left, and its state; one ending or gone is a warning with the steps to
 * renew it in Suomi.fi e-Authorizations, who in the company may do it, and that the firm learns of it.
 */
export function AuthorizationsPage() {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const authorizations = useQuery(filingAuthorizationsQuery(client, company.customer_id));
  return (
    <>
      <Link className={styles.back} to={areaUrl('filings', company.customer_id)}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <PageTop heading={t('authorizations.title')}>
        <p>{t('authorizations.intro')}</p>
      </PageTop>
      <Loaded query={authorizations}>
        {(list) =>
          list.authorizations.length === 0 ? (
            <Empty>{t('authorizations.none')}</Empty>
          ) : (
            <ul className={styles.cards}>
              {list.authorizations.map((authorization, index) =>
                isUnreadable(authorization) ? (
                  <UnreadableListItem key={`unreadable-${index}`} item={authorization} />
                ) : (
                  <li key={authorization.id} data-authorization={authorization.kind} data-state={authorization.state}>
                    <AuthorizationCard authorization={authorization} />
                  </li>
                ),
              )}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function AuthorizationCard({ authorization }: { authorization: ReadAuthorization }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const [today] = useState(() => todayInFinland());
  const headingId = `authorization-${authorization.id}`;
  const until = authorization.valid_until;
  const days = until === null ? null : daysUntil(until, today);
  const tone = authorization.state === 'valid' ? styles.filed : TO_RENEW.includes(authorization.state) ? styles.late : undefined;
  return (
    <article aria-labelledby={headingId} className="card">
      <h2 id={headingId} className={styles.breaks}>
        {authorization.label}
      </h2>
      <Facts layout="columns">
        <Fact term={t('authorizations.state')}>
          <Pill className={tone}>
            <OpenValueText value={authorization.state} label={label('authorizations.states', authorization.state)} />
          </Pill>
        </Fact>
        <Fact term={t('authorizations.grantedBy')}>
          <span className={styles.breaks}>{authorization.granted_by}</span>
        </Fact>
        <Fact term={t('authorizations.grantedAt')}>{format.date(authorization.granted_at)}</Fact>
        <Fact term={t('authorizations.validUntil')}>
          {until === null ? t('authorizations.openEnded') : t('authorizations.validUntilDate', { date: format.date(until) })}
        </Fact>
        {days === null ? null : (
          <Fact term={t('authorizations.daysLeft')}>
            {days > 0
              ? t('authorizations.left', { count: days })
              : days === 0
                ? t('authorizations.endsToday')
                : t('authorizations.endedAgo', { count: -days })}
          </Fact>
        )}
      </Facts>
      {TO_RENEW.includes(authorization.state) ? <RenewalSteps authorization={authorization} /> : null}
      <TechnicalDetails lines={[t('authorizations.authorizationId', { id: authorization.id })]} />
    </article>
  );
}

/** What to do, in the person's language: the steps in Suomi.fi, who may take them, and that the firm is told. */
function RenewalSteps({ authorization }: { authorization: ReadAuthorization }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const { company } = useCurrentCompany();
  const renew = externalLink(authorization.renew_url);
  const date = authorization.valid_until === null ? '' : format.date(authorization.valid_until);
  const warning =
    authorization.state === 'expired'
      ? t('authorizations.warnings.expired', { date })
      : authorization.state === 'revoked'
        ? t('authorizations.warnings.revoked')
        : t('authorizations.warnings.expiring', { date });
  const stepsId = `${authorization.id}-steps`;
  return (
    <Banner tone="warning" role="note" data-renewal="">
      <p>
        <strong>{warning}</strong>
      </p>
      <h3 id={stepsId}>{t('authorizations.steps')}</h3>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        <li>{t('authorizations.step1')}</li>
        <li>{t('authorizations.step2', { company: company.name })}</li>
        <li>{t('authorizations.step3', { label: authorization.label })}</li>
        <li>{t('authorizations.step4')}</li>
      </ol>
      <p>{t('authorizations.whoMay')}</p>
      <p>{t('authorizations.firmTold')}</p>
      {renew ? (
        <p>
          <a href={renew.href} target="_blank" rel="noopener noreferrer">
            {t('authorizations.renew')}
            <span className="visually-hidden"> {t('authorizations.opens')}</span>
          </a>
        </p>
      ) : null}
    </Banner>
  );
}
