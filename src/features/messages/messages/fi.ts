/** The messages area's texts in Finnish, the first language: every other language has exactly these keys. */
export const fi = {
  title: 'Viestit',
  // --- the threads, a thread, the composer ---
  threads: {},
  thread: {},
  composer: {},
};

export type MessagesMessages = typeof fi;
