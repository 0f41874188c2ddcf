import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../api/service-context.tsx';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { TechnicalDetails } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Loaded } from '../../ui/states.tsx';
import { BackToList, NoticePage } from './back-to-list.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';
import type { Lookup, ReadCatalog } from './model.ts';
import { catalogQuery } from '../../api/queries/connections.ts';

/**
 * A page about one item of the company's catalog (a tile, a connection). Until the catalog is there,
 * or when it fails, the page is the area's; an item the catalog does not have is said so, with the
 * way back to the list. An item the service sent but the portal could not read is said to be that —
 * there, but unreadable, not missing — with what staff need to look into it folded away.
 */
export function CatalogItem<T>({
  find,
  missingTitle,
  missingText,
  unreadableTitle,
  unreadableText,
  children,
}: {
  find: (catalog: ReadCatalog) => Lookup<T>;
  missingTitle: string;
  missingText: string;
  unreadableTitle: string;
  unreadableText: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(CONNECTIONS_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const client = useService();
  const { company } = useCurrentCompany();
  const catalog = useQuery(catalogQuery(client, company.customer_id));
  return (
    <Loaded query={catalog} heading={t('title')}>
      {(data) => {
        const found = find(data);
        if (found.kind === 'readable') return children(found.item);
        if (found.kind === 'absent') return <NoticePage title={missingTitle} text={missingText} />;
        return (
          <>
            <PageHeading>{unreadableTitle}</PageHeading>
            <div data-unreadable-item="">
              <p>{unreadableText}</p>
              <TechnicalDetails
                lines={[
                  found.item.id === undefined ? undefined : tCommon('states.unreadableItemId', { id: found.item.id }),
                  tCommon('states.unreadableProblem', { problem: found.item.problem }),
                ]}
              />
            </div>
            <p>
              <BackToList />
            </p>
          </>
        );
      }}
    </Loaded>
  );
}
