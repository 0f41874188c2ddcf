import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../ui/states.tsx';
import { useSession, useSessionState } from './session-context.tsx';
import { SignInRefused } from './session-screens.tsx';
import styles from './session-screens.module.css';

/**
 * Where the identity provider sends the browser back. The code is exchanged once (the session
 * guards against StrictMode's second effect), then the callback's URL is replaced by the page the
 * person asked for, so the code never stays in the address bar or the history.
 */
export function CallbackPage() {
  const session = useSession();
  const state = useSessionState();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    let active = true;
    session
      .completeSignIn(window.location.href)
      .then((returnTo) => {
        if (!active) return;
        try {
          navigate(returnTo, { replace: true });
        } catch {
          // the router refuses anything that would leave the portal: the start page instead, never a spinner for good
          navigate('/', { replace: true });
        }
      })
      .catch(() => {
        // the session is now 'refused': strip the code and state from the address bar all the same
        if (active) window.history.replaceState(null, '', '/auth/callback');
      });
    return () => {
      active = false;
    };
  }, [session, navigate]);

  if (state.status === 'refused') return <SignInRefused problem={state.problem} />;
  return (
    <main className={styles.screen} id="main">
      <Loading label={t('session.completing')} />
    </main>
  );
}
