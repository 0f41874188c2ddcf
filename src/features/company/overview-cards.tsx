import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnreadable, type Read, type UnreadableItem } from '../../api/reading.ts';
import type { AgentStatus, IngestStatus } from '../../api/schemas/company.ts';
import { formatRelativeTime } from '../../i18n/format-words.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { OpenValueText, TechnicalDetails, UnreadableListItem, UnreadableRow, useKnownLabel } from '../../ui/open-value.tsx';
import { Pill } from '../../ui/pill.tsx';
import { ServiceQuote, ServiceTextsLabel } from '../../ui/service-text.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { ageOf, isStale } from './agent-freshness.ts';
import { fileRowId, INGEST_HEADING_ID } from './anchors.ts';
import { filesShown, NEWEST_FILES_SHOWN } from './files-shown.ts';
import { ATTENTION_NAMESPACE } from './messages.ts';
import styles from './overview-page.module.css';
import { useGrowingCount } from './use-growing-count.ts';
import { useLateFragment } from './use-late-fragment.ts';

/**
 * The file rows drawn in the cards' first commit, and how many more after each paint (use-growing-count.ts):
 * about 20 ms of style and layout at CPU x4 for 20 where the table is near the screen (1280 px). The first
 * commit carries few: the cards' own layout comes with it, and at 390 px the table is then found off screen
 * (content-visibility), where the rows that follow cost nothing.
 */
const FIRST_ROWS = 5;
const ROWS_PER_COMMIT = 20;

/**
 * The overview's cards under what needs attention: the accounting agent's status, the person's companies and
 * the files' ingest progress. The page draws them once what needs attention has settled; their queries are
 * the page's, which drives the agent's refresh.
 */
export default function OverviewCards({
  customerId,
  status,
  ingest,
}: {
  customerId: string;
  status: UseQueryResult<Read<AgentStatus>>;
  ingest: UseQueryResult<Read<IngestStatus>>;
}) {
  // their texts are the overview's own (namespace attention), fetched with what needs attention
  useMessagesOf(ATTENTION_NAMESPACE);
  return (
    <>
      <div className={`${styles.grid} ${styles.later}`}>
        <AgentStatusCard status={status} />
        <CompaniesCard />
      </div>
      <IngestCard customerId={customerId} ingest={ingest} />
    </>
  );
}

function AgentStatusCard({ status }: { status: UseQueryResult<Read<AgentStatus>> }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  return (
    <section className="card" aria-labelledby="agent-heading">
      <h2 id="agent-heading">{t('cards.agentTitle')}</h2>
      <Loaded query={status}>
        {/* the age is measured at the answer's arrival: asked every few seconds while working, on focus otherwise */}
        {(data) => <AgentStatusBody status={data} now={status.dataUpdatedAt} />}
      </Loaded>
    </section>
  );
}

/**
 * The agent's state and how long ago it was said, in words. A "working" that has not been updated for
 * long (agent-freshness.ts) is not repeated as fact: the age and its doubt come first, the state it last
 * reported after.
 */
function AgentStatusBody({ status, now }: { status: Read<AgentStatus>; now: number }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const format = useFormat();
  const working = status.state === 'working';
  const ageMs = ageOf(status.updated_at, now);
  const stale = isStale(status.state, ageMs);
  const stateLabel = working ? t('cards.agentWorking') : status.state === 'idle' ? t('cards.agentIdle') : undefined;
  const state = (
    <strong>
      <OpenValueText value={status.state} label={stateLabel} />
    </strong>
  );
  const age = formatRelativeTime(status.updated_at, now, format.language);
  return (
    <>
      <p className={stale ? styles.stale : working ? styles.working : styles.idle}>
        <span className={styles.dot} aria-hidden="true" />
        {stale ? (
          <strong>{t('cards.agentStale', { time: age })}</strong>
        ) : (
          <>
            {state}
            <span className={styles.muted}>{t('cards.agentUpdated', { time: age })}</span>
          </>
        )}
      </p>
      {stale ? (
        <p className={styles.muted}>
          {t('cards.agentLastState')} {state}
        </p>
      ) : null}
      {working ? <p className={styles.muted}>{t('cards.agentRefreshing')}</p> : null}
      <h3>{t('cards.progressNotes')}</h3>
      <ProgressNotes notes={status.progress_notes ?? []} working={working} />
    </>
  );
}

/** The agent's own notes, quoted in the language it writes them in (ui/service-text.tsx), never as the page's words. */
function ProgressNotes({ notes, working }: { notes: NonNullable<Read<AgentStatus>['progress_notes']>; working: boolean }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const format = useFormat();
  if (notes.length === 0) return <Empty>{t('cards.noProgressNotes')}</Empty>;
  return (
    <>
      <ServiceTextsLabel />
      <ol className={styles.notes} aria-live={working ? 'polite' : undefined}>
        {notes.map((note, index) =>
          isUnreadable(note) ? (
            <UnreadableListItem key={`unreadable-${index}`} item={note} />
          ) : (
            <li key={`${note.at}-${note.text}`}>
              <time dateTime={note.at}>{format.timestamp(note.at)}</time> <ServiceQuote text={note.text} />
            </li>
          ),
        )}
      </ol>
    </>
  );
}

/** The files' ingest progress; its query is the page's (the page waits for its first answer). */
function IngestCard({ customerId, ingest }: { customerId: string; ingest: UseQueryResult<Read<IngestStatus>> }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const card = useRef<HTMLElement>(null);
  // "needs attention" links to this card and to a failed file's row, and may be followed before they are drawn
  useLateFragment(card);
  return (
    <section ref={card} className={`card ${styles.later}`} aria-labelledby={INGEST_HEADING_ID}>
      <h2 id={INGEST_HEADING_ID}>{t('cards.ingestTitle')}</h2>
      {/* no dead end: where files are listed, the way to send one */}
      <p>
        <Link to={areaUrl('documents', customerId)}>{t('cards.sendDocuments')}</Link>
      </p>
      <Loaded query={ingest}>{(data) => (data.files.length === 0 ? <Empty>{t('cards.ingestEmpty')}</Empty> : <IngestFiles customerId={customerId} files={data.files} />)}</Loaded>
    </section>
  );
}

/**
 * The newest files and every failed one (files-shown.ts), and the way to all of them in Documents with their count.
 * What is left out is said above the table, drawn with it: nothing below the table moves as its rows come.
 */
const IngestFiles = memo(function IngestFiles({ customerId, files }: { customerId: string; files: Read<IngestStatus>['files'] }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const { shown, total } = filesShown(files);
  return (
    <>
      {shown.length < total ? (
        <p>
          {t('cards.ingestShown', { count: NEWEST_FILES_SHOWN })} <Link to={areaUrl('documents', customerId)}>{t('cards.allFiles', { count: total })}</Link>
        </p>
      ) : null}
      <IngestTable files={shown} />
    </>
  );
});

// the page draws again on every answer about the agent (every few seconds while it works): the rows only when the files change
const IngestTable = memo(function IngestTable({ files }: { files: Read<IngestStatus>['files'] }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const shown = useGrowingCount(files.length, FIRST_ROWS, ROWS_PER_COMMIT);
  return (
    <table className={styles.files}>
      <caption className="visually-hidden">{t('cards.ingestTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cards.file')}</th>
          <th scope="col">{t('cards.uploadedAt')}</th>
          <th scope="col">{t('cards.state')}</th>
        </tr>
      </thead>
      <tbody>
        {files
          .slice(0, shown)
          .map((file, index) =>
            isUnreadable(file) ? <UnreadableRow key={`unreadable-${index}`} item={file} columns={3} /> : <IngestRow key={file.id} file={file} />,
          )}
      </tbody>
    </table>
  );
});

/** One file's row: drawn once as the table grows, again only when that file changes (its answer is shared structurally). */
const IngestRow = memo(function IngestRow({ file }: { file: Exclude<Read<IngestStatus>['files'][number], UnreadableItem> }) {
  const { t } = useTranslation(ATTENTION_NAMESPACE);
  const format = useFormat();
  const label = useKnownLabel(ATTENTION_NAMESPACE);
  return (
    <tr>
      <th scope="row" id={fileRowId(file.id)}>
        {file.filename}
      </th>
      <td>
        <time dateTime={file.uploaded_at}>{format.timestamp(file.uploaded_at)}</time>
      </td>
      <td>
        <Pill className={styles[file.state]}>
          <OpenValueText value={file.state} label={label('cards.ingestState', file.state)} />
        </Pill>
        {file.state === 'failed' ? <p className={styles.detail}>{t('cards.fileFailed')}</p> : null}
        {/* the service's own words about the file are for support (docs/decisions/0021, principle 10) */}
        <TechnicalDetails lines={[file.detail]} />
      </td>
    </tr>
  );
});

function CompaniesCard() {
  const { t } = useTranslation();
  const { t: tCards } = useTranslation(ATTENTION_NAMESPACE);
  const { me, company: current } = useCurrentCompany();
  return (
    <section className="card" aria-labelledby="companies-heading">
      <h2 id="companies-heading">{tCards('cards.companiesTitle')}</h2>
      <ul className={styles.companies}>
        {me.companies.map((company) => (
          <li key={company.customer_id}>
            {company.customer_id === current.customer_id ? (
              <strong>
                {company.name} <span className={styles.muted}>({tCards('cards.current')})</span>
              </strong>
            ) : (
              <Link to={areaUrl('overview', company.customer_id)}>{company.name}</Link>
            )}
            <div className={styles.muted}>
              {tCards('cards.businessId')} {company.business_id}
              {company.roles.length + company.unknownRoles.length > 0 ? (
                <>
                  {` · ${tCards('cards.yourRoles')}: `}
                  {[
                    ...company.roles.map((role) => t(`roles.${role}`)),
                    ...company.unknownRoles.map((role) => `${role} (${t('states.unknownRole')})`),
                  ].join(', ')}
                </>
              ) : null}
            </div>
          </li>
        ))}
        {me.unreadableCompanies.map((item, index) => (
          <UnreadableListItem key={`unreadable-${index}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
