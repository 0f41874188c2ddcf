import { useTranslation } from 'react-i18next';
import type { UnreadableAnswer } from '../api/reading.ts';
import { TechnicalDetails } from './open-value.tsx';
import { registerMessages } from '../i18n/feature-messages.ts';
import { Banner } from './states.tsx';

/**
 * Only the views that write need these texts: they come with this module's chunk, not with the first page.
 * (The technical details' own texts are the shell's: states.technicalDetails, states.unreadableProblem.)
 */
const NAMESPACE = 'doneButUnreadable';
registerMessages(NAMESPACE, {
  fi: {
    title: 'Tehty',
    text: 'Palvelu vahvisti, että pyyntö tehtiin, mutta sen vastausta ei voitu lukea. Tiedot haettiin uudelleen, joten näet nyt tilanteen sellaisena kuin se palvelussa on. Älä lähetä samaa uudelleen.',
    status: 'Palvelun vastauskoodi: {{status}}',
  },
  sv: {
    title: 'Klart',
    text: 'Tjänsten bekräftade att begäran utfördes, men dess svar kunde inte läsas. Uppgifterna hämtades på nytt, så du ser nu läget som det är i tjänsten. Skicka inte samma sak igen.',
    status: 'Tjänstens svarskod: {{status}}',
  },
  en: {
    title: 'Done',
    text: 'The service confirmed that the request was carried out, but its answer could not be read. The data was loaded again, so you now see things as they are in the service. Do not send the same again.',
    status: 'The service’s status code: {{status}}',
  },
});

/**
 * A write the service answered 2xx whose answer could not be read: it is said to be done (and what the view
 * shows has been read again); nothing offers to send it once more.
 */
export function DoneButUnreadable({ answer, what }: { answer: UnreadableAnswer; what?: string }) {
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
