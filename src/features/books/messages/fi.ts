/** The books area's texts in Finnish, the first language: every other language has exactly these keys. */
export const fi = {
  title: 'Kirjanpito',
  // --- home and statements (books home, statements, the drill from a figure to its accounts) ---
  home: {},
  statements: {},



  // --- transactions window, booking view, questions ---
  transactions: {},
  booking: {},
  questions: {},
};

export type BooksMessages = typeof fi;
