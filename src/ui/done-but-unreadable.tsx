import { useTranslation } from 'react-i18next';
import type { UnreadableAnswer } from '../api/reading.ts';
import { TechnicalDetails } from './open-value.tsx';
import { registerNamespace } from '../i18n/namespaces.ts';
import { useMessagesOf } from '../i18n/use-messages.ts';
import { Banner } from './states.tsx';

/**
 * Only the views that write need these texts: they are registered with this module's chunk, not with the first
 * page, and fetched in the language shown as soon as it loads (another language when it is chosen).
 * (The technical details' own texts are the shell's: states.technicalDetails, states.unreadableProblem.)
 */
const NAMESPACE = 'doneButUnreadable';
registerNamespace(NAMESPACE, {
  fi: () => import('./done-but-unreadable/fi.ts').then((module) => module.fi),
  sv: () => import('./done-but-unreadable/sv.ts').then((module) => module.sv),
  en: () => import('./done-but-unreadable/en.ts').then((module) => module.en),
});

/**
 * A write the service answered 2xx whose answer could not be read: it is said to be done (and what the view
 * shows has been read again); nothing offers to send it once more.
 */
export function DoneButUnreadable({ answer, what }: { answer: UnreadableAnswer; what?: string }) {
  useMessagesOf(NAMESPACE);
  const { t } = useTranslation(NAMESPACE);
  return (
    <Banner tone="success" role="status" title={t('title')} data-done-unreadable="">
      {what ? <p>{what}</p> : null}
      <p>{t('text')}</p>
      <TechnicalDetails
        lines={[t('status', { status: answer.status }), t('states.unreadableProblem', { ns: 'translation', problem: answer.problem })]}
      />
    </Banner>
  );
}
