import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionsCatalog } from '../../api/schemas/connections.ts';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { Loaded } from '../../ui/states.tsx';
import { NoticePage } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import { catalogQuery } from './queries.ts';

/**
 * A page about one item of the company's catalog (a tile, a connection). Until the catalog is there,
 * or when it fails, the page is the area's; an item the catalog does not have is said so, with the
 * way back to the list.
 */
export function CatalogItem<T>({
  find,
  missingTitle,
  missingText,
  children,
}: {
  find: (catalog: ConnectionsCatalog) => T | undefined;
  missingTitle: string;
  missingText: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  return (
    <Loaded query={catalog} heading={t('title')}>
      {(data) => {
        const item = find(data);
        return item === undefined ? <NoticePage title={missingTitle} text={missingText} /> : children(item);
      }}
    </Loaded>
  );
}
