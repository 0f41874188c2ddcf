import type { DoneButUnreadableMessages } from './fi.ts';

/** The texts of the done-but-unreadable banner in English: the keys and placeholders of Finnish (./fi.ts). */
export const en: DoneButUnreadableMessages = {
  title: 'Done',
  text: 'The service confirmed that the request was carried out, but its answer could not be read. The data was loaded again, so you now see things as they are in the service. Do not send the same again.',
  status: 'The service’s status code: {{status}}',
};
