import type { MessagesMessages } from './fi.ts';

export const en: MessagesMessages = {
  title: 'Messages',
  // --- the threads, a thread, the composer ---
  threads: {},
  thread: {},
  composer: {},
};
