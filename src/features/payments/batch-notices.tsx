/** What a payment batch's page says besides its payments: its status in words, a carried notice, a failure to read it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ErrorBanner } from '../../ui/states.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';

export function StatusText({ status }: { status: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  switch (status) {
    case 'awaiting_release':
    case 'delivering':
    case 'failed':
    case 'delivered':
    case 'cancelled':
      return <>{t(`statusTexts.${status}`)}</>;
    default:
      return <>{t('unknownStatus')}</>;
  }
}

/**
 * Where the held payments of a batch are (docs/decisions/0004-held-payments.md): a batch
 * made at another's release to carry its held payments on says so and links back to it; a released batch whose held
 * payments were carried on says where they went.
 */
export function CarriedNotice({ batch, customerId }: { batch: Batch; customerId: string }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <>
      {batch.carried_from !== null ? (
        <p data-carried-from={batch.carried_from}>
          {t('carried.from')} <Link to={paymentsPaths.batch(customerId, batch.carried_from)}>{t('carried.fromLink')}</Link>
        </p>
      ) : null}
      {batch.carried_to !== null ? (
        <p data-carried-to={batch.carried_to}>
          {t('carried.to')} <Link to={paymentsPaths.batch(customerId, batch.carried_to)}>{t('carried.toLink')}</Link>
        </p>
      ) : null}
    </>
  );
}

/** The batch could not be read: not there (404) says so in plain words; anything else is the shared failure. */
export function BatchFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { company } = useCurrentCompany();
  const notFound = error instanceof ApiError && error.kind === 'http' && error.status === 404;
  return (
    <>
      <PageHeading>{notFound ? t('batch.notFoundTitle') : t('title')}</PageHeading>
      {notFound ? <p>{t('batch.notFound')}</p> : <ErrorBanner error={error} onRetry={onRetry} />}
      <p>
        <Link to={paymentsPaths.list(company.customer_id)}>{t('batch.back')}</Link>
      </p>
    </>
  );
}
