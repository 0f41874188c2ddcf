import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading } from '../ui/states.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { useSession } from './session-context.tsx';
import { returnPathOf } from './return-path.ts';
import type { SessionEndReason, SessionState } from './session.ts';
import styles from './session-screens.module.css';

/** A whole-page screen outside the signed-in layout: sign-in, session ended, refused, signed out. */
function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} id="main">
      <p className={styles.brand}>{t('app.name')}</p>
      <PageHeading>{title}</PageHeading>
      {children}
    </main>
  );
}

function SignInButton({ label }: { label: string }) {
  const session = useSession();
  const location = useLocation();
  return (
    <button type="button" onClick={() => void session.signIn(returnPathOf(location))}>
      {label}
    </button>
  );
}


/** Not signed in: straight on to the identity provider, back here afterwards. */
export function RedirectingToSignIn() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    void session.signIn(returnPathOf(location));
    // once per arrival at a page that needs a session
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <main className={styles.screen} id="main">
      <Loading label={t('session.redirecting')} />
    </main>
  );
}

/** The session is over: because the person signed out in another tab, said plainly, or because it could not go on. */
export function SessionEnded({ why }: { why: SessionEndReason }) {
  const { t } = useTranslation();
  const elsewhere = why === 'signed_out_elsewhere';
  return (
    <Screen title={elsewhere ? t('session.signedOutElsewhereTitle') : t('session.endedTitle')}>
      <p>{elsewhere ? t('session.signedOutElsewhereText') : t('session.endedText')}</p>
      <SignInButton label={t('session.signInAgain')} />
    </Screen>
  );
}

export function SignInRefused({ problem }: { problem: Extract<SessionState, { status: 'refused' }>['problem'] }) {
  const { t } = useTranslation();
  return (
    <Screen title={t('session.refusedTitle')}>
      <div role="alert">
        <p>{t('session.refusedText')}</p>
        <p>{t(`session.refusedReason.${problem}`)}</p>
      </div>
      <SignInButton label={t('session.signInAgain')} />
    </Screen>
  );
}

export function SignedOutPage() {
  const { t } = useTranslation();
  const session = useSession();
  useEffect(() => {
    void session.completeSignOut().then(() => window.history.replaceState(null, '', '/signed-out'));
  }, [session]);
  return (
    <Screen title={t('session.signedOutTitle')}>
      <p>{t('session.signedOutText')}</p>
      <SignInButton label={t('session.signIn')} />
    </Screen>
  );
}

export function SigningOut() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} id="main">
      <Loading label={t('session.signingOut')} />
    </main>
  );
}

export function Starting() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} id="main">
      <Loading label={t('session.starting')} />
    </main>
  );
}
