import { Route, Routes } from 'react-router';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { NotFoundPage } from '../../portal/pages.tsx';
import { BookingPage } from './booking-page.tsx';
import { BooksHomePage } from './home-page.tsx';
import { QuestionsPage } from './questions-page.tsx';
import { StatementsPage } from './statements-page.tsx';
import { TransactionsPage } from './transactions-page.tsx';
import { BOOKS_NAMESPACE } from './messages.ts';

/**
 * The books area: the home at `books`, the statements at `books/statements`, the transactions window at
 * `books/transactions`, one row's booking at `books/transactions/<row_id>`, the agent's questions at
 * `books/questions`.
 */
export default function BooksArea() {
  useMessagesOf(BOOKS_NAMESPACE);
  return (
    <Routes>
      <Route index element={<BooksHomePage />} />
      <Route path="statements" element={<StatementsPage />} />
      <Route path="transactions" element={<TransactionsPage />} />
      <Route path="transactions/:rowSegment" element={<BookingPage />} />
      <Route path="questions" element={<QuestionsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
