import type { MessagesMessages } from './fi.ts';

export const sv: MessagesMessages = {
  title: 'Meddelanden',
  // --- the threads, a thread, the composer ---
  threads: {},
  thread: {},
  composer: {},
};
