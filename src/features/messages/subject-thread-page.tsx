import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { messageThreadsQuery } from '../../api/queries/messages.ts';
import { isUnreadableAnswer, readableItems } from '../../api/reading.ts';
import { SUBJECT_KINDS, type SubjectKind as Kind } from '../../api/schemas/messages.ts';
import { useService } from '../../api/service-context.tsx';
import { startMessageThreadMutation } from '../../api/queries/messages-writes.ts';
import { useWrite } from '../../api/queries/write.ts';
import { areaUrl } from '../../portal/areas.ts';
import { useCurrentCompany } from '../../portal/current-company.tsx';
import { focusPageHeading } from '../../ui/page-heading.tsx';
import { PageTop } from '../../ui/page-top.tsx';
import { Banner, Loaded } from '../../ui/states.tsx';
import { Composer } from './composer.tsx';
import { subjectUrl } from './subject-link.ts';
import { ThreadView } from './thread-view.tsx';
import { SubjectKind } from './thread-words.tsx';
import styles from './messages.module.css';

const isKind = (kind: string): kind is Kind => (SUBJECT_KINDS as readonly string[]).includes(kind);

/**
 * `messages/new`: a general thread, with an optional title. `messages/about/<kind>/<id>`: a thing's thread, where
 * every "Ask the accountant" leads: found with the threads' subject filter and shown when it exists, else a
 * composer that starts it. When someone started it meanwhile (409 `thread_exists`) the thread is read again
 * and shown, the draft kept for its composer.
 */
export function SubjectThreadPage() {
  const { subjectKind, subjectSegment } = useParams();
  if (subjectKind === undefined || subjectSegment === undefined) return <NewThread />;
  return <ThingThread key={`${subjectKind}/${subjectSegment}`} kind={subjectKind} id={subjectSegment} />;
}

function NewThread() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const { company, staff } = useCurrentCompany();
  const customerId = company.customer_id;
  const start = useWrite(startMessageThreadMutation, customerId);
  return (
    <>
      <PageTop heading={t('about.newTitle')}>
        <p>{staff ? t('about.newIntroStaff') : t('about.newIntro')}</p>
        <p>
          <Link to={areaUrl('messages', customerId)}>{t('thread.back')}</Link>
        </p>
      </PageTop>
      <Composer
        place="new"
        heading={staff ? t('composer.titleStaff') : t('composer.title')}
        withTitle
        send={(message) => start.mutateAsync({ subject: null, ...message })}
        onSent={(outcome) => {
          void navigate(isUnreadableAnswer(outcome) ? areaUrl('messages', customerId) : areaUrl('messages', customerId, [outcome.thread.id]), { replace: true });
        }}
      />
    </>
  );
}

function ThingThread({ kind, id }: { kind: string; id: string }) {
  const { t } = useTranslation('messages');
  const client = useService();
  const { company, staff } = useCurrentCompany();
  const customerId = company.customer_id;
  const start = useWrite(startMessageThreadMutation, customerId);
  const [existed, setExisted] = useState(false);
  const [started, setStarted] = useState(false);
  const known = isKind(kind);
  const lookup = useQuery({ ...messageThreadsQuery(client, customerId, { subject: { kind: known ? kind : 'document', id } }), enabled: known });
  if (!known) {
    return (
      <>
        <PageTop heading={t('about.startTitle')}>
          <p>
            <SubjectKind kind={kind} />
          </p>
        </PageTop>
        <Banner tone="warning" role="note">
          <p>{t('about.unknownKind')}</p>
        </Banner>
      </>
    );
  }
  const subject = { kind, id };
  const link = subjectUrl(customerId, subject, { roles: company.roles, staff });
  return (
    <Loaded query={lookup} heading={t('about.startTitle')}>
      {(list) => {
        const found = readableItems(list.threads).find((thread) => thread.subject?.kind === kind && thread.subject.id === id) ?? readableItems(list.threads)[0];
        if (found) {
          const notice = existed ? (
            <Banner tone="warning" role="status">
              <p>{t('about.exists')}</p>
            </Banner>
          ) : undefined;
          return (
            <>
              {started || existed ? <FocusHeadingOnce /> : null}
              <ThreadView threadId={found.id} notice={notice} />
            </>
          );
        }
        return (
          <>
            <PageTop heading={t('about.startTitle')}>
              <p>{staff ? t('about.introStaff') : t('about.intro')}</p>
              <p data-subject="">
                <span className={styles.muted}>{t('thread.about')}: </span>
                <SubjectKind kind={kind} />
                {link ? (
                  <>
                    {' – '}
                    <Link to={link}>{t('about.openThing')}</Link>
                  </>
                ) : null}
              </p>
            </PageTop>
            <Composer
              place={{ subject }}
              heading={staff ? t('composer.titleStaff') : t('composer.title')}
              send={async (message) => {
                try {
                  return await start.mutateAsync({ ...message, subject });
                } catch (error) {
                  if (error instanceof ApiError && error.kind === 'http' && error.error === 'thread_exists') {
                    // someone started it meanwhile: read it again and show it; the draft waits in its composer
                    setExisted(true);
                    await lookup.refetch();
                  }
                  throw error;
                }
              }}
              onSent={() => setStarted(true)}
              explain={(error) => {
                // the refusals of starting a thing's thread that startMessageThread's assumption names
                const code = error instanceof ApiError ? error.error : undefined;
                if (code === 'subject_not_found') return t('about.subjectNotFound');
                if (code === 'subject_forbidden') return t('about.subjectForbidden');
                return undefined;
              }}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/** The page became another (the thread started, or found to exist): its heading takes the focus once it is shown. */
function FocusHeadingOnce() {
  useEffect(() => {
    focusPageHeading();
  }, []);
  return null;
}
