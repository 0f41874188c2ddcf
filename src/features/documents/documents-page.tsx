import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../api/service-context.tsx';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { DocumentList } from './document-list.tsx';
import { documentScopeOf, type DocumentScope } from './document-scope.ts';
import { DOCUMENTS_NAMESPACE } from './messages.ts';
import { documentsQuery } from '../../api/queries/documents.ts';
import { UploadPanel } from './upload-panel.tsx';

/**
 * Documents (spec §1, docs/decisions/0019): receipts, invoices and statements
 * sent from any device — dropped, picked or photographed — and the company's documents with how far each
 * has got through ingest. Every member may send (the firm's staff only read); each sees the documents their
 * role covers (docs/decisions/0003-documents-by-role.md), and is told so when it is not all of them.
 */
export default function DocumentsPage() {
  useMessagesOf(DOCUMENTS_NAMESPACE);
  const { company, staff } = useCurrentCompany();
  // keyed by the company: nothing picked or sent for one company is shown under another
  return (
    <DocumentsView
      key={company.customer_id}
      customerId={company.customer_id}
      canUpload={company.roles.length > 0}
      scope={documentScopeOf(company.roles, staff)}
    />
  );
}

function DocumentsView({ customerId, canUpload, scope }: { customerId: string; canUpload: boolean; scope: DocumentScope | null }) {
  const { t } = useTranslation(DOCUMENTS_NAMESPACE);
  const client = useService();
  // the documents sent from this page, followed live until ingest settles them
  const [watched, setWatched] = useState<ReadonlySet<string>>(new Set());
  const documents = useQuery(documentsQuery(client, customerId, watched));
  const watch = useCallback((ids: string[]) => setWatched((before) => new Set([...before, ...ids])), []);
  return (
    <>
      <PageTop heading={t('title')}>
        <p>{t('intro')}</p>
        {canUpload ? null : <p>{t('readOnly')}</p>}
        {scope === null || scope === 'all' ? null : <p data-document-scope={scope}>{t(`scope.${scope}`)}</p>}
      </PageTop>
      {canUpload ? <UploadPanel customerId={customerId} onStored={watch} documents={documents.data} /> : null}
      <DocumentList customerId={customerId} query={documents} all={scope === 'all'} />
    </>
  );
}
