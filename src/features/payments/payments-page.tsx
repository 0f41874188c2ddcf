import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnreadableItem } from '../../api/reading.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { UnreadableListItem } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { BatchFacts, BlockNotice, FailureNotice, StatusLabel } from './batch-facts.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';
import { groupBatches, type Batch } from './model.ts';
import { paymentsPaths } from './paths.ts';
import { paymentsQuery } from '../../api/queries/payments.ts';
import { useBatchName } from './batch-name.ts';
import { Section } from '../../ui/section.tsx';
import styles from './payments.module.css';

/**
 * Payments (spec §1 Payments; docs/decisions/0008): the company's batches by status — awaiting
 * release first, then on their way, failed and delivered — each with what it is and a way to it. While a
 * batch is on its way to the bank, the list is asked again until the bank has answered.
 */
export function PaymentsPage() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { company } = useCurrentCompany();
  const client = useService();
  const payments = useQuery(paymentsQuery(client, company.customer_id));
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className={styles.intro}>{t('intro')}</p>
      <Loaded query={payments}>{(list) => <BatchGroups customerId={company.customer_id} list={list.batches} />}</Loaded>
    </>
  );
}

function BatchGroups({ customerId, list }: { customerId: string; list: readonly (Batch | UnreadableItem)[] }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { groups, unreadable } = groupBatches(list);
  const name = useBatchName();
  if (groups.length === 0 && unreadable.length === 0) return <Empty>{t('empty')}</Empty>;
  return (
    <>
      {groups.some((group) => group.status === 'delivering') ? <p>{t('live')}</p> : null}
      {groups.map((group) => (
        <Section
          key={group.status}
          plain
          data-status={group.status}
          title={
            <>
              <StatusLabel status={group.status} /> ({group.batches.length})
            </>
          }
        >
          <ul className={styles.batchList}>
            {group.batches.map((batch) => (
              <li key={batch.id} className="card" data-batch-id={batch.id}>
                <h3 className={styles.batchTitle}>
                  <Link to={paymentsPaths.batch(customerId, batch.id)}>{name(batch)}</Link>
                </h3>
                <BatchFacts batch={batch} withStatus />
                {batch.status === 'failed' ? <FailureNotice batch={batch} customerId={customerId} /> : null}
                {batch.status === 'awaiting_release' && batch.release_blocked ? <BlockNotice block={batch.release_blocked} customerId={customerId} /> : null}
              </li>
            ))}
          </ul>
        </Section>
      ))}
      {unreadable.length > 0 ? (
        <Section plain title={t('unreadableTitle')}>
          <ul className={styles.batchList}>
            {unreadable.map((item, index) => (
              <UnreadableListItem key={item.id ?? `unreadable-${index}`} item={item} className="card" />
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
