import type { DoneButUnreadableMessages } from './fi.ts';

/** The texts of the done-but-unreadable banner in Swedish: the keys and placeholders of Finnish (./fi.ts). */
export const sv: DoneButUnreadableMessages = {
  title: 'Klart',
  text: 'Tjänsten bekräftade att begäran utfördes, men dess svar kunde inte läsas. Uppgifterna hämtades på nytt, så du ser nu läget som det är i tjänsten. Skicka inte samma sak igen.',
  status: 'Tjänstens svarskod: {{status}}',
};
