import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../ui/states.tsx';
import { useSessionState } from './session-context.tsx';

/**
 * The screens of a tab without a usable session. Their own chunk: a signed-out person is sent to the
 * identity provider by the boot before any of the portal loads (src/boot.ts), so the first route of a
 * signed-in person does not carry them.
 */
const screens = () => import('./session-screens.tsx');
const RedirectingToSignIn = lazy(() => screens().then((module) => ({ default: module.RedirectingToSignIn })));
const SessionEnded = lazy(() => screens().then((module) => ({ default: module.SessionEnded })));
const SignInRefused = lazy(() => screens().then((module) => ({ default: module.SignInRefused })));
const SigningOut = lazy(() => screens().then((module) => ({ default: module.SigningOut })));
const Starting = lazy(() => screens().then((module) => ({ default: module.Starting })));

const Screen = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/** Every page below needs a session: without one the person goes to sign in, and back again after. */
export function RequireSession() {
  const state = useSessionState();
  switch (state.status) {
    case 'starting':
      return <Screen><Starting /></Screen>;
    case 'signed_out':
      return <Screen><RedirectingToSignIn /></Screen>;
    case 'signing_out':
      return <Screen><SigningOut /></Screen>;
    case 'ended':
      return <Screen><SessionEnded why={state.why} /></Screen>;
    case 'refused':
      return <Screen><SignInRefused problem={state.problem} /></Screen>;
    case 'signed_in':
      return <Outlet />;
  }
}
