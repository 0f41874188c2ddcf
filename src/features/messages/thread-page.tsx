import { useParams } from 'react-router';
import { ThreadView } from './thread-view.tsx';

/** One thread at `messages/<thread_id>`. */
export function ThreadPage() {
  const { threadSegment = '' } = useParams();
  return <ThreadView threadId={threadSegment} />;
}
