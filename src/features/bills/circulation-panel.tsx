import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { areaUrl } from '../../portal/areas.ts';
import { Fact, Facts } from '../../ui/facts.tsx';
import { TechnicalDetails, UnreadableListItem } from '../../ui/open-value.tsx';
import { Section } from '../../ui/section.tsx';
import { Banner } from '../../ui/states.tsx';
import { backupInUse, currentStepOf, paymentPlaceOf, paymentWaitsForDecision } from './circulation-model.ts';
import { duplicateWordsOf } from './duplicate-words.ts';
import { invoicePath } from './review-path.ts';
import { BillsValue } from './open-value.tsx';
import type { ReadInvoice } from './what-changed.ts';
import styles from './bills.module.css';

/**
 * Where the invoice is in its circulation (docs/decisions/0011), read first on its page: the
 * state in plain words, who acts next (and a backup deciding for someone away), each step with who decided
 * it, the events oldest first, and once approved its payment with a link to its batch.
 */
export function CirculationSection({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const { circulation } = invoice;
  return (
    <Section title={t('circulation.title')} data-circulation-state={circulation.state}>
      <Facts layout="columns">
        <Fact term={t('circulation.state')}>
          <strong>
            <BillsValue group="circulationState" value={circulation.state} />
          </strong>
        </Fact>
        <Fact term={t('circulation.next')}>
          <NextPeople invoice={invoice} />
        </Fact>
        {invoice.purchased_by ? <Fact term={t('circulation.purchasedBy')}>{invoice.purchased_by.name}</Fact> : null}
      </Facts>
      {circulation.duplicate_of !== null ? <DuplicateWarning invoice={invoice} duplicateOf={circulation.duplicate_of} /> : null}
      <Steps invoice={invoice} />
      {invoice.payment ? <PaymentFacts invoice={invoice} /> : null}
      <History invoice={invoice} />
      <TechnicalDetails lines={[t('circulation.invoiceId', { id: invoice.id }), t('circulation.revision', { revision: circulation.revision })]} />
    </Section>
  );
}

function NextPeople({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const next = invoice.circulation.next;
  const step = currentStepOf(invoice);
  const backup = backupInUse(invoice);
  // a held payment is decided in its batch by the company's admin or approver (docs/decisions/0004-held-payments.md)
  if (step === null && paymentWaitsForDecision(invoice)) return <>{t('paymentPlace.decides')}</>;
  if (step === null) return <>{t('circulation.nobodyNext')}</>;
  const people = next?.people ?? [];
  return (
    <>
      <span className={styles.reason}>
        <BillsValue group="step" value={step} />
      </span>
      {people.length > 0 ? people.map((person) => person.name).join(', ') : t('circulation.nextAnyone')}
      {backup ? <span className={styles.backupNote}>{t('circulation.backupInUse', backup)}</span> : null}
    </>
  );
}

function DuplicateWarning({ invoice, duplicateOf }: { invoice: ReadInvoice; duplicateOf: string }) {
  const { t } = useTranslation('bills');
  const { company } = useCurrentCompany();
  const words = duplicateWordsOf(invoice);
  const other = words.link === null ? null : invoicePath(company.customer_id, { id: duplicateOf, kind: invoice.kind });
  return (
    <Banner tone="warning" title={t(words.title)}>
      <p>{t(words.text)}</p>
      {other && words.link !== null ? (
        <p>
          <Link to={other}>{t(words.link)}</Link>
        </p>
      ) : null}
    </Banner>
  );
}

function Steps({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  return (
    <Section title={t('circulation.steps')} level={3} plain>
      <ol className={styles.steps}>
        {invoice.circulation.steps.map((step, index) => {
          if (!('kind' in step)) return <UnreadableListItem key={`unreadable-${index}`} item={step} />;
          return (
            <li key={step.kind} data-step={step.kind}>
              <strong>
                <BillsValue group="step" value={step.kind} />
              </strong>
              <span className={styles.reason}>
                {t('circulation.assignee')}: {step.assignee ? step.assignee.name : t('circulation.anyone')}
                {step.backup ? `, ${t('circulation.backup', { name: step.backup.name })}` : ''}
              </span>
              {step.decided ? (
                <>
                  <span>
                    <BillsValue group="decision" value={step.decided.decision} />
                    {t('circulation.decided', { name: step.decided.name, time: format.timestamp(step.decided.at) })}
                  </span>
                  {step.decided.comment !== '' ? <q className={styles.comment}>{step.decided.comment}</q> : null}
                </>
              ) : (
                <span>{t('circulation.notDecided')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

/**
 * Where the payment is, in plain words first (docs/decisions/0004-held-payments.md): waiting in its batch, held back
 * (who held it and why; carried on to a new batch when its batch was released) and who decides on it, cancelled and
 * back with the firm, paid — then its status and a way to its batch.
 */
function PaymentFacts({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const { company } = useCurrentCompany();
  const { payment } = invoice;
  const place = paymentPlaceOf(invoice);
  if (!payment || place === null) return null;
  return (
    <Section title={t('circulation.payment')} level={3} plain>
      <p data-payment-place={place}>{t(`paymentPlace.${place}`)}</p>
      {payment.cancelled ? (
        <p>{t('paymentPlace.cancelledBy', { name: payment.cancelled.name, time: format.timestamp(payment.cancelled.at), reason: payment.cancelled.reason })}</p>
      ) : payment.held ? (
        <p>{t('paymentPlace.heldBy', { name: payment.held.name, time: format.timestamp(payment.held.at), reason: payment.held.reason })}</p>
      ) : null}
      <Facts layout="columns">
        <Fact term={t('circulation.paymentStatus')}>
          <BillsValue group="paymentStatus" value={payment.status} />
        </Fact>
        {payment.paid_at ? <Fact term={t('circulation.paidAt')}>{format.timestamp(payment.paid_at)}</Fact> : null}
      </Facts>
      <p>
        <Link to={areaUrl('payments', company.customer_id, [payment.batch_id])}>{t('circulation.batch')}</Link>
      </p>
    </Section>
  );
}

function History({ invoice }: { invoice: ReadInvoice }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const events = invoice.circulation.history;
  return (
    <Section title={t('circulation.history')} level={3} plain>
      {events.length === 0 ? (
        <p>{t('circulation.noHistory')}</p>
      ) : (
        <ol className={styles.events} aria-label={t('circulation.historyCaption')}>
          {events.map((event, index) =>
            'event' in event ? (
              <li key={`${event.at}-${index}`}>
                <time dateTime={event.at}>{format.timestamp(event.at)}</time>{' '}
                <strong>
                  <BillsValue group="event" value={event.event} />
                  {event.step ? (
                    <>
                      {' ('}
                      <BillsValue group="step" value={event.step} lowercase />)
                    </>
                  ) : null}
                </strong>{' '}
                {event.name}
                {event.comment !== '' ? <q className={styles.comment}>{event.comment}</q> : null}
              </li>
            ) : (
              <UnreadableListItem key={`unreadable-${index}`} item={event} />
            ),
          )}
        </ol>
      )}
    </Section>
  );
}

