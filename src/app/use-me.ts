import { useQuery } from '@tanstack/react-query';
import { useService } from '../api/service-context.tsx';
import { useSessionState } from '../auth/session-context.tsx';
import { meQuery } from '../features/company/queries.ts';

export function useMe() {
  const client = useService();
  const state = useSessionState();
  const subject = state.status === 'signed_in' ? state.subject : '';
  return useQuery({ ...meQuery(client, subject), enabled: subject !== '' });
}
