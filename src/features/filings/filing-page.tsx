import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { documentContentQuery } from '../../api/queries/documents.ts';
import { filingQuery } from '../../api/queries/filings.ts';
import { isUnreadable, type UnreadableItem } from '../../api/reading.ts';
import { todayInFinland } from '../../api/schemas/calendar.ts';
import type { FilingDocument } from '../../api/schemas/filings.ts';
import { useService } from '../../api/service-context.tsx';
import type { z } from '../../api/zod.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { SubjectThreadPanel } from '../../portal/subject-thread-panel.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { DocumentView, type DocumentViewTexts } from '../../ui/document-view.tsx';
import { Fact, Facts } from '../../ui/facts.tsx';
import { OpenValueText, TechnicalDetails, UnreadableListItem, useKnownLabel } from '../../ui/open-value.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Section } from '../../ui/section.tsx';
import { Banner, Empty, ErrorBanner, Loading } from '../../ui/states.tsx';
import { daysUntil, type ReadFigure, type ReadFiling } from './deadlines.ts';
import { externalLink, FilingStateText, RuleText, useFilingWords, weekdayOf } from './filing-words.tsx';
import { FILINGS_NAMESPACE } from './messages.ts';
import { ReviewSection } from './review-section.tsx';
import styles from './filings.module.css';

type ReadDocument = z.output<typeof FilingDocument>;

/**
 * One filing (docs/decisions/0015): its kind, period and due date with the rule in words and its source (and why the date
 * moved, when it did), its state, its figures, the review the firm asks of the company, the filing itself once
 * done, and its documents (the return and the receipt), each shown in the page and downloadable.
 */
export function FilingPage() {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const { filingSegment = '' } = useParams();
  const filing = useQuery(filingQuery(client, company.customer_id, filingSegment));
  const back = (
    <Link className={styles.back} to={areaUrl('filings', company.customer_id)}>
      <span aria-hidden="true">← </span>
      {t('back')}
    </Link>
  );
  if (filing.isPending) {
    return (
      <>
        {back}
        <PageHeading>{t('filing.title')}</PageHeading>
        <Loading label={t('filing.loading')} />
      </>
    );
  }
  if (filing.isError) {
    const notFound = filing.error instanceof ApiError && filing.error.status === 404;
    return (
      <>
        {back}
        <PageHeading>{notFound ? t('filing.notFound') : t('filing.title')}</PageHeading>
        {notFound ? (
          <Banner tone="warning" role="note">
            <p>{t('filing.notFoundDetail')}</p>
          </Banner>
        ) : (
          <ErrorBanner error={filing.error} onRetry={() => void filing.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <FilingView key={filing.data.filing.id} filing={filing.data.filing} />
    </>
  );
}

function FilingView({ filing }: { filing: ReadFiling }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const words = useFilingWords();
  return (
    <>
      <PageHeading>
        {/* "Arvonlisäveroilmoitus" alone is wider than a phone at the heading's size */}
        <span className={styles.breaks}>{words.name(filing)}</span>
      </PageHeading>
      <FilingFacts filing={filing} />
      <Figures figures={filing.figures} />
      <ReviewSection filing={filing} />
      {filing.filed ? <Filed filed={filing.filed} /> : null}
      <Documents documents={filing.documents} />
      <SubjectThreadPanel subject={{ kind: 'filing', id: filing.id }} />
      <TechnicalDetails
        lines={[t('filing.filingId', { id: filing.id }), filing.figures_digest === null ? undefined : t('filing.digest', { digest: filing.figures_digest })]}
      />
    </>
  );
}

function FilingFacts({ filing }: { filing: ReadFiling }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const words = useFilingWords();
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const [today] = useState(() => todayInFinland());
  const source = externalLink(filing.rule.source_url);
  const help = label('filing.stateHelp', filing.state);
  const days = daysUntil(filing.due_date, today);
  return (
    <Section title={t('filing.title')} hiddenTitle>
      <Facts>
        <Fact term={t('filing.state')}>
          <FilingStateText state={filing.state} />
          {help ? <span className={styles.muted}>{` ${help}`}</span> : null}
        </Fact>
        <Fact term={t('filing.period')}>
          {words.period(filing)} ({format.date(filing.period_from)}–{format.date(filing.period_to)})
        </Fact>
        <Fact term={t('filing.due')}>
          <time dateTime={filing.due_date}>{format.date(filing.due_date)}</time>
          {filing.state === 'filed' ? null : (
            <>
              {' · '}
              {days <= 0 ? <strong className={styles.lateText}>{words.daysLeft(filing.due_date, today)}</strong> : words.daysLeft(filing.due_date, today)}
            </>
          )}
          {filing.rule.moved_from === null ? null : <MovedNote from={filing.rule.moved_from} to={filing.due_date} />}
        </Fact>
        <Fact term={t('filing.rule')}>
          <RuleText text={filing.rule.text} />
          {source ? (
            <>
              {' '}
              <a href={source.href} target="_blank" rel="noopener noreferrer">
                {t('filing.source', { site: source.site })}
                <span className="visually-hidden"> {t('filing.sourceOpens')}</span>
              </a>
            </>
          ) : null}
        </Fact>
      </Facts>
    </Section>
  );
}

/** Why the due date is not the rule's own date: that day is a weekend day or a holiday, so it moves on. */
function MovedNote({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const weekday = weekdayOf(from);
  const values = {
    from: format.date(from),
    to: format.date(to),
    weekday: t(`weekdays.d${weekday}` as 'weekdays.d0'),
    weekdayTo: t(`weekdaysTo.d${weekdayOf(to)}` as 'weekdaysTo.d0'),
  };
  return <span className={styles.muted} data-moved-from={from}>{` ${weekday === 0 || weekday === 6 ? t('filing.movedWeekend', values) : t('filing.movedHoliday', values)}`}</span>;
}

function Figures({ figures }: { figures: ReadFiling['figures'] }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  const columns: Column<ReadFigure>[] = [
    { key: 'label', header: t('filing.figure'), rowHeader: true, wide: true, className: styles.breaks, cell: (figure) => figure.label },
    { key: 'amount', header: t('filing.amount'), numeric: true, cell: (figure) => format.money(figure.amount_cents) },
  ];
  return (
    <Section title={t('filing.figures')} headingId="filing-figures" data-filing-figures="">
      {figures === null || figures.length === 0 ? (
        <Empty>{t('filing.figuresNone')}</Empty>
      ) : (
        <DataTable
          labelledBy="filing-figures"
          columns={columns}
          rows={figures}
          rowKey={(figure) => figure.key}
          rowAttributes={(figure) => ({ 'data-figure': figure.key })}
        />
      )}
    </Section>
  );
}

function Filed({ filed }: { filed: NonNullable<ReadFiling['filed']> }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const format = useFormat();
  return (
    <Section title={t('filing.filed')} data-filing-filed="">
      <Facts>
        <Fact term={t('filing.filedAt')}>{format.timestamp(filed.at)}</Fact>
        <Fact term={t('filing.filedBy')}>
          <span className={styles.breaks}>{filed.by}</span>
        </Fact>
        <Fact term={t('filing.reference')}>
          <span className={styles.breaks}>{filed.reference}</span>
        </Fact>
      </Facts>
    </Section>
  );
}

function Documents({ documents }: { documents: readonly (ReadDocument | UnreadableItem)[] }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  return (
    <Section title={t('filing.documents')} data-filing-documents="">
      {documents.length === 0 ? (
        <Empty>{t('filing.documentsNone')}</Empty>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document, index) =>
            isUnreadable(document) ? (
              <UnreadableListItem key={`unreadable-${index}`} item={document} />
            ) : (
              <li key={document.document_id} data-document-kind={document.kind}>
                <FilingDocumentItem document={document} />
              </li>
            ),
          )}
        </ul>
      )}
    </Section>
  );
}

function FilingDocumentItem({ document }: { document: ReadDocument }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const label = useKnownLabel(FILINGS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const kind = label('filing.documentKinds', document.kind) ?? document.kind;
  const viewId = `filing-document-${document.document_id}`;
  return (
    <>
      <p>
        <strong>
          <OpenValueText value={document.kind} label={label('filing.documentKinds', document.kind)} />
        </strong>{' '}
        <span className={styles.breaks}>{document.filename}</span>
      </p>
      <p>
        <button type="button" className="secondary" aria-expanded={open} aria-controls={open ? viewId : undefined} onClick={() => setOpen((was) => !was)}>
          {open ? t('filing.hide', { kind }) : t('filing.show', { kind })}
        </button>
      </p>
      {open ? (
        <div id={viewId}>
          <DocumentShown documentId={document.document_id} filename={document.filename} />
        </div>
      ) : null}
      <TechnicalDetails lines={[t('filing.documentId', { id: document.document_id })]} />
    </>
  );
}

function DocumentShown({ documentId, filename }: { documentId: string; filename: string }) {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  const client = useService();
  const { company } = useCurrentCompany();
  const texts = useViewerTexts();
  // a filing names no digest of its documents: the bytes are keyed by the document alone
  const shown = useQuery(documentContentQuery(client, company.customer_id, documentId, ''));
  if (shown.isPending) return <Loading label={t('filing.documentLoading')} />;
  if (shown.isError) return <ErrorBanner error={shown.error} title={t('filing.documentFailed')} onRetry={() => void shown.refetch()} />;
  return <DocumentView shown={shown.data} filename={filename} alt={t('filing.documentAlt', { filename })} texts={texts} />;
}

function useViewerTexts(): DocumentViewTexts {
  const { t } = useTranslation(FILINGS_NAMESPACE);
  return {
    pdfLoading: t('filing.viewer.pdfLoading'),
    pdfFailed: t('filing.viewer.pdfFailed'),
    notShowable: t('filing.viewer.notShowable'),
    text: t('filing.viewer.text'),
    noText: t('filing.viewer.noText'),
    page: (page, count) => t('filing.viewer.page', { page, count }),
    textPage: (page) => t('filing.viewer.textPage', { page }),
    pagesShown: (shown, count) => t('filing.viewer.pagesShown', { shown, count }),
    download: (size) => t('filing.viewer.download', { size }),
  };
}
