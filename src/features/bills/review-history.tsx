import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Section } from '../../ui/section.tsx';
import { Empty } from '../../ui/states.tsx';
import { journalLinksOf } from './review-checks.ts';
import { useValueLabel } from './value-label.ts';
import styles from './bills.module.css';

type Journal = PurchaseBillOriginalReview['journals'][number];

const entryAnchor = (position: number) => `journal-entry-${position + 1}`;

/** The journal entries made of the bill, the live one marked, each with the entries it reverses or is reversed by (linked in the table). */
export function HistorySection({ snapshot }: { snapshot: PurchaseBillOriginalReview }) {
  const { t } = useTranslation('bills');
  const label = useValueLabel();
  const { journals } = snapshot;
  const links = journalLinksOf(journals);
  const entryLink = (position: number) => {
    const target = journals[position];
    return target ? <a href={`#${entryAnchor(position)}`}>{target.entry_number}</a> : null;
  };
  const relation = (journal: Journal) => {
    const reverses = links.reverses.get(journal.id);
    const reversedBy = links.reversedBy.get(journal.id) ?? [];
    return (
      <>
        {reverses === undefined ? null : reverses === null ? (
          t('history.reversesOutside', { id: journal.reversal_of })
        ) : (
          <>
            {t('history.reverses')} {entryLink(reverses)}
          </>
        )}
        {reversedBy.length > 0 ? (
          <span className={reverses === undefined ? undefined : styles.reason}>
            {t('history.reversedBy')}{' '}
            {reversedBy.map((by, index) => (
              <span key={by}>
                {index > 0 ? ', ' : null}
                {entryLink(by)}
              </span>
            ))}
          </span>
        ) : null}
        {reverses === undefined && reversedBy.length === 0 ? t('history.none') : null}
      </>
    );
  };
  return (
    <Section title={t('history.title')}>
      {journals.length === 0 ? (
        <Empty>{t('history.empty')}</Empty>
      ) : (
        <DataTable
          caption={t('history.caption')}
          rows={journals}
          rowKey={(journal) => journal.id}
          rowAttributes={(journal) => ({ className: journal.live ? styles.liveRow : undefined })}
          columns={[
            {
              key: 'entry',
              header: t('history.entryNumber'),
              rowHeader: true,
              phoneLabel: t('history.entryNumber'),
              cell: (journal) => journal.entry_number,
              // the target of the entry links: the focus lands on the entry, not only the scroll
              cellAttributes: (_journal, position) => ({ id: entryAnchor(position), tabIndex: -1 }),
            },
            { key: 'status', header: t('history.status'), cell: (journal) => label('journalStatus', journal.status) },
            { key: 'live', header: t('history.live'), cell: (journal) => (journal.live ? <strong>{t('history.liveYes')}</strong> : t('history.liveNo')) },
            { key: 'relation', header: t('history.relation'), wide: true, cell: relation },
          ]}
        />
      )}
    </Section>
  );
}
