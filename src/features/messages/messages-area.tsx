import { Route, Routes } from 'react-router';
import { useMessagesOf } from '../../i18n/use-messages.ts';
import { NotFoundPage } from '../../portal/pages.tsx';
import { MESSAGES_NAMESPACE } from './messages.ts';
import { SubjectThreadPage } from './subject-thread-page.tsx';
import { ThreadPage } from './thread-page.tsx';
import { ThreadsPage } from './threads-page.tsx';

/**
 * The messages area: the threads at `messages`, a new general thread at `messages/new`, one thread at
 * `messages/<thread_id>`, and a thing's thread at `messages/about/<subject kind>/<subject id>` (opened when it
 * has one, started when it has none) — where every "Ask the accountant" of the other areas leads.
 */
export default function MessagesArea() {
  useMessagesOf(MESSAGES_NAMESPACE);
  return (
    <Routes>
      <Route index element={<ThreadsPage />} />
      <Route path="new" element={<SubjectThreadPage />} />
      <Route path="about/:subjectKind/:subjectSegment" element={<SubjectThreadPage />} />
      <Route path=":threadSegment" element={<ThreadPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
