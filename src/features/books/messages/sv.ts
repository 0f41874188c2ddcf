import type { BooksMessages } from './fi.ts';

/** The books area's texts. */
export const sv: BooksMessages = {
  title: 'Bokföring',
  // --- home and statements (books home, statements, the drill from a figure to its accounts) ---
  home: {},
  statements: {},



  // --- transactions window, booking view, questions ---
  transactions: {},
  booking: {},
  questions: {},
};
