import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { meQuery } from '../api/queries/company.ts';
import { useService } from '../api/service-context.tsx';
import { useSessionState } from '../auth/session-context.tsx';
import { rememberAccess } from '../portal/access-hint.ts';

export function useMe() {
  const client = useService();
  const state = useSessionState();
  const subject = state.status === 'signed_in' ? state.subject : '';
  const me = useQuery({ ...meQuery(client, subject), enabled: subject !== '' });
  // what the boot may ask for early on the next load of this tab (src/app/first-reads.ts)
  useEffect(() => {
    if (me.data) rememberAccess(subject, me.data.companies, me.data.principal.staff);
  }, [me.data, subject]);
  // /me's answer redraws the header, the navigation and the page below them: as a transition, in slices the
  // browser may interrupt, never as one long task on a slow phone (docs/decisions/0023). React Query's store has React
  // draw its updates at once; what this returns follows a moment later, once the answer is drawn.
  return useDeferredValue(me);
}
