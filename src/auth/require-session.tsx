import { Outlet } from 'react-router';
import { useSessionState } from './session-context.tsx';
import { RedirectingToSignIn, SessionEnded, SignInRefused, SigningOut, Starting } from './session-screens.tsx';

/** Every page below needs a session: without one the person goes to sign in, and back again after. */
export function RequireSession() {
  const state = useSessionState();
  switch (state.status) {
    case 'starting':
      return <Starting />;
    case 'signed_out':
      return <RedirectingToSignIn />;
    case 'signing_out':
      return <SigningOut />;
    case 'ended':
      return <SessionEnded />;
    case 'refused':
      return <SignInRefused problem={state.problem} />;
    case 'signed_in':
      return <Outlet />;
  }
}
