import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { documentQuery } from '../../api/queries/documents.ts';
import { useService } from '../../api/service-context.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { DocumentView } from '../../ui/document-view.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Section } from '../../ui/section.tsx';
import { ErrorBanner, Loading } from '../../ui/states.tsx';
import { BackToList } from './bill-review-page.tsx';
import { CirculationParts } from './invoice-circulation.tsx';
import { useViewerTexts } from './original-viewer.tsx';
import { documentContentQuery } from '../../api/queries/documents.ts';
import { invoiceQuery } from '../../api/queries/invoicing.ts';
import type { ReadInvoice } from './what-changed.ts';
import styles from './bills.module.css';

/**
 * An expense claim's decision page (docs/decisions/0012): the claim's facts and its receipts, then the
 * same circulation and decision as a bill's. A claim has no review by the firm, so nothing of that is shown.
 */
export function ClaimPage({ claimId }: { claimId: string }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const { company } = useCurrentCompany();
  const read = useQuery(invoiceQuery(client, company.customer_id, claimId));
  const claim = read.data?.invoice;
  if (claim?.claim) {
    return (
      <>
        <PageHeading>{t('claim.title', { claimant: claim.claim.claimant.name })}</PageHeading>
        <BackToList />
        <ClaimFacts invoice={claim} facts={claim.claim} />
        <CirculationParts invoice={claim} linesTotalCents={null} />
        <SubjectThreadPanel subject={{ kind: 'expense_claim', id: claim.id }} />
      </>
    );
  }
  const notFound = read.error instanceof ApiError && read.error.status === 404;
  return (
    <>
      <PageHeading>{notFound ? t('claim.notFoundTitle') : t('claim.titleLoading')}</PageHeading>
      <BackToList />
      {read.isPending ? (
        <Loading />
      ) : notFound ? (
        <p>{t('claim.notFoundText')}</p>
      ) : read.isError ? (
        <ErrorBanner error={read.error} onRetry={() => void read.refetch()} />
      ) : (
        <p>{t('claim.notAClaim')}</p>
      )}
    </>
  );
}

type ClaimFactsRead = NonNullable<ReadInvoice['claim']>;

function ClaimFacts({ invoice, facts }: { invoice: ReadInvoice; facts: ClaimFactsRead }) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, invoice.currency);
  return (
    <Section title={t('claim.facts')}>
      <Facts layout="columns">
        <Fact term={t('claim.amount')}>
          <strong className={styles.amount}>{money(invoice.total_cents)}</strong>
          <span className={styles.reason}>
            {t('claim.vat')} {money(invoice.vat_cents)}
          </span>
        </Fact>
        <Fact term={t('claim.claimant')}>{facts.claimant.name}</Fact>
        <Fact term={t('claim.date')}>
          <time dateTime={facts.date}>{format.date(facts.date)}</time>
        </Fact>
        <Fact term={t('header.dueDate')}>
          <time dateTime={invoice.due_date}>{format.date(invoice.due_date)}</time>
        </Fact>
        <Fact term={t('claim.iban')}>
          <span translate="no">{facts.iban_masked}</span>
        </Fact>
      </Facts>
      <Facts>
        <dt>{t('claim.purpose')}</dt>
        <dd className={styles.keepLines}>{facts.purpose}</dd>
      </Facts>
      <h3 className={styles.subheading}>{t('claim.receipts')}</h3>
      {facts.document_ids.length === 0 ? (
        <p>{t('claim.noReceipts')}</p>
      ) : (
        <ul className={styles.receipts}>
          {facts.document_ids.map((documentId, index) => (
            <Receipt key={documentId} documentId={documentId} number={index + 1} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One receipt: opened on request (its bytes fetched then), an image inline, a PDF drawn, anything else a download. */
function Receipt({ documentId, number }: { documentId: string; number: number }) {
  const { t } = useTranslation('bills');
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {open ? t('claim.hide', { number }) : t('claim.show', { number })}
      </button>
      {open ? <ReceiptShown documentId={documentId} number={number} /> : null}
    </li>
  );
}

function ReceiptShown({ documentId, number }: { documentId: string; number: number }) {
  const { t } = useTranslation('bills');
  const client = useService();
  const texts = useViewerTexts();
  const { company } = useCurrentCompany();
  const document = useQuery(documentQuery(client, company.customer_id, documentId));
  const sha256 = document.data?.document.sha256;
  const shown = useQuery({ ...documentContentQuery(client, company.customer_id, documentId, sha256 ?? ''), enabled: sha256 !== undefined });
  if (document.isError) return <ErrorBanner error={document.error} title={t('viewer.failed')} onRetry={() => void document.refetch()} />;
  if (shown.isError) return <ErrorBanner error={shown.error} title={t('viewer.failed')} onRetry={() => void shown.refetch()} />;
  if (!shown.data || !document.data) return <Loading label={t('viewer.loading')} />;
  const { filename } = document.data.document;
  return (
    <div className={styles.receipt}>
      <DocumentView shown={shown.data} filename={filename} alt={t('claim.receipt', { number })} texts={texts} />
    </div>
  );
}
