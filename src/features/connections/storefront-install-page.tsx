import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from '../../api/zod.ts';
import { ApiError } from '../../api/api-error.ts';
import { isUnreadableAnswer, type UnreadableAnswer } from '../../api/reading.ts';
import { IsoDate } from '../../api/schemas/common.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { DoneButUnreadable } from '../../ui/done-but-unreadable.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Field } from '../../ui/field.tsx';
import { useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Banner, ErrorBanner } from '../../ui/states.tsx';
import { useContractForm } from '../../ui/use-contract-form.ts';
import { BackToList, NoticePage } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { canConnect, safeNavigationTarget } from './model.ts';
import { startStorefrontInstallMutation } from '../../api/queries/connections-writes.ts';
import { StorefrontInstallForm } from './connection-forms.ts';
import styles from './connections.module.css';
import { Section } from '../../ui/section.tsx';
import { useWrite } from '../../api/queries/write.ts';

/** The form's own reading of the optional date: an empty field means "everything". */
const HistoryForm = z.object({
  history_start: z.union([z.literal(''), IsoDate]),
});
type HistoryFormValues = z.infer<typeof HistoryForm>;


/** Where the browser is sent; a seam so that the navigation can be observed. */
export function navigateAway(url: string): void {
  window.location.assign(url);
}

/**
 * The storefront install handoff (docs/decisions/0031: `connections/storefront/install?shop=…&install_ticket=…`).
 * The person confirms which company the shop is connected to — a link alone never connects a shop —
 * and the portal starts the install, then sends the browser to the installed app home that the
 * service answered, after checking that it is an http(s) address. An install the service started (2xx)
 * whose answer cannot be read has no address to go to: it is said as started, and the ticket, now used,
 * is not offered to be sent again.
 */
export function StorefrontInstallPage() {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  const [params] = useSearchParams();
  const shop = params.get('shop') ?? '';
  const ticket = params.get('install_ticket') ?? '';

  if (!canConnect(company.roles)) return <NoticePage title={t('storefront.title')} text={t('storefront.readOnly')} />;
  const request = StorefrontInstallForm.safeParse({ shop_domain: shop, install_ticket: ticket });
  if (!request.success) {
    return (
      <>
        <PageHeading>{t('storefront.title')}</PageHeading>
        <Banner tone="danger" role="alert" title={t('storefront.incompleteTitle')}>
          <p>{t('storefront.incomplete')}</p>
        </Banner>
        <p>
          <BackToList />
        </p>
      </>
    );
  }
  return <StorefrontInstall key={`${company.customer_id}:${shop}:${ticket}`} shop={shop} ticket={ticket} />;
}

function StorefrontInstall({ shop, ticket }: { shop: string; ticket: string }) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const { company } = useCurrentCompany();
  const start = useWrite(startStorefrontInstallMutation, company.customer_id);
  const [unsafe, setUnsafe] = useState(false);
  const [startedUnreadable, setStartedUnreadable] = useState<UnreadableAnswer | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    refuse,
    formState: { errors },
  } = useContractForm<HistoryFormValues>({
    schema: HistoryForm,
    defaultValues: { history_start: '' },
    refusals: { fields: ['history_start'], say: () => t('storefront.historyStartInvalid') },
  });

  const submit = handleSubmit((values) => {
    setUnsafe(false);
    start.mutate(
      { shop_domain: shop, install_ticket: ticket, ...(values.history_start === '' ? {} : { history_start: values.history_start }) },
      {
        onSuccess: (started) => {
          if (isUnreadableAnswer(started)) {
            setStartedUnreadable(started);
            return;
          }
          const target = safeNavigationTarget(started.authorization_url);
          if (!target) {
            setUnsafe(true);
            return;
          }
          setRedirecting(true);
          navigateAway(target);
        },
        onError: refuse,
      },
    );
  });

  // a refused ticket the portal knows (used, expired, not valid) is said in words; the form then cannot be sent
  const ticketError = start.error instanceof ApiError ? (label('storefront.ticketErrors', start.error.error) ?? null) : null;
  const historyError = errors.history_start ? t('storefront.historyStartInvalid') : undefined;

  return (
    <>
      <PageHeading>{t('storefront.title')}</PageHeading>
      <p className={styles.intro}>{t('storefront.intro')}</p>
      {ticketError ? (
        <Refusal error={start.error} title={t('storefront.failedTitle')}>
          <p>{ticketError}</p>
        </Refusal>
      ) : start.isError && !(start.error instanceof ApiError && start.error.status === 400 && errors.history_start) ? (
        <ErrorBanner error={start.error} title={t('storefront.failedTitle')} />
      ) : null}
      {startedUnreadable ? <DoneButUnreadable answer={startedUnreadable} what={t('storefront.startedUnreadable', { shop })} /> : null}
      {unsafe ? (
        <Banner tone="danger" role="alert">
          <p>{t('storefront.unsafeAddress')}</p>
        </Banner>
      ) : null}
      <Section hiddenTitle title={t('storefront.title')}>
        <Facts>
          <dt>{t('storefront.shop')}</dt>
          <dd className={styles.mono}>{shop}</dd>
          <dt>{t('storefront.company')}</dt>
          <dd>{company.name}</dd>
        </Facts>
        <form className={styles.form} method="post" noValidate onSubmit={(event) => void submit(event)}>
          <Field id="history-start" label={t('storefront.historyStart')} hint={t('storefront.historyStartHint')} hintPlacement="above" error={historyError}>
            {(control) => <input type="date" {...control} {...register('history_start')} />}
          </Field>
          <div className="actions">
            <button type="submit" disabled={start.isPending || redirecting || ticketError !== null || startedUnreadable !== null}>
              {start.isPending ? t('storefront.continuing') : t('storefront.continue')}
            </button>
            <BackToList />
          </div>
          <p role="status" className={styles.muted}>
            {redirecting ? t('storefront.redirecting') : start.isPending ? t('storefront.continuing') : ''}
          </p>
        </form>
      </Section>
    </>
  );
}
