import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useService } from '../../api/service-context.tsx';
import type { AgentStatus, IngestStatus } from '../../api/schemas/company.ts';
import { useCurrentCompany } from '../../app/current-company.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pill } from '../../ui/pill.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { agentStatusQuery, ingestStatusQuery } from './queries.ts';
import styles from './overview-page.module.css';

/** The company overview: the accounting agent's status, per-file ingest progress and the person's companies. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { company } = useCurrentCompany();
  return (
    <>
      <PageHeading>
        {t('overview.title')}: {company.name}
      </PageHeading>
      <div className={styles.grid}>
        <AgentStatusCard />
        <CompaniesCard />
      </div>
      <IngestCard />
    </>
  );
}

function AgentStatusCard() {
  const { t } = useTranslation();
  const client = useService();
  const { company } = useCurrentCompany();
  const status = useQuery(agentStatusQuery(client, company.customer_id));
  return (
    <section className="card" aria-labelledby="agent-heading">
      <h2 id="agent-heading">{t('overview.agentTitle')}</h2>
      <Loaded query={status}>
        {(data) => <AgentStatusBody status={data} />}
      </Loaded>
    </section>
  );
}

function AgentStatusBody({ status }: { status: AgentStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  const working = status.state === 'working';
  return (
    <>
      <p className={working ? styles.working : styles.idle}>
        <span className={styles.dot} aria-hidden="true" />
        <strong>{working ? t('overview.agentWorking') : t('overview.agentIdle')}</strong>
        <span className={styles.muted}>{t('overview.agentUpdated', { time: format.timestamp(status.updated_at) })}</span>
      </p>
      {working ? <p className={styles.muted}>{t('overview.agentRefreshing')}</p> : null}
      <h3>{t('overview.progressNotes')}</h3>
      {status.progress_notes.length === 0 ? (
        <Empty>{t('overview.noProgressNotes')}</Empty>
      ) : (
        <ol className={styles.notes} aria-live={working ? 'polite' : undefined}>
          {status.progress_notes.map((note) => (
            <li key={`${note.at}-${note.text}`}>
              <time dateTime={note.at}>{format.timestamp(note.at)}</time> {note.text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function IngestCard() {
  const { t } = useTranslation();
  const client = useService();
  const { company } = useCurrentCompany();
  const ingest = useQuery(ingestStatusQuery(client, company.customer_id));
  return (
    <section className="card" aria-labelledby="ingest-heading">
      <h2 id="ingest-heading">{t('overview.ingestTitle')}</h2>
      <Loaded query={ingest}>
        {(data) => (data.files.length === 0 ? <Empty>{t('overview.ingestEmpty')}</Empty> : <IngestTable files={data.files} />)}
      </Loaded>
    </section>
  );
}

function IngestTable({ files }: { files: IngestStatus['files'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table>
      <caption className="visually-hidden">{t('overview.ingestTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('overview.file')}</th>
          <th scope="col">{t('overview.uploadedAt')}</th>
          <th scope="col">{t('overview.state')}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.id}>
            <th scope="row">{file.filename}</th>
            <td>
              <time dateTime={file.uploaded_at}>{format.timestamp(file.uploaded_at)}</time>
            </td>
            <td>
              <Pill className={styles[file.state]}>{t(`overview.ingestState.${file.state}`)}</Pill>
              {file.detail ? <p className={styles.detail}>{file.detail}</p> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CompaniesCard() {
  const { t } = useTranslation();
  const { me, company: current } = useCurrentCompany();
  return (
    <section className="card" aria-labelledby="companies-heading">
      <h2 id="companies-heading">{t('overview.companiesTitle')}</h2>
      <ul className={styles.companies}>
        {me.companies.map((company) => (
          <li key={company.customer_id}>
            {company.customer_id === current.customer_id ? (
              <strong>
                {company.name} <span className={styles.muted}>({t('overview.current')})</span>
              </strong>
            ) : (
              <Link to={`/${encodeURIComponent(company.customer_id)}/overview`}>{company.name}</Link>
            )}
            <div className={styles.muted}>
              {t('overview.businessId')} {company.business_id}
              {company.roles.length > 0 ? ` · ${t('overview.yourRoles')}: ${company.roles.map((r) => t(`roles.${r}`)).join(', ')}` : ''}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
