import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { shouldRetry } from './api/api-error.ts';
import { createServiceClient } from './api/client.ts';
import { meQuery } from './api/queries/company.ts';
import { ServiceProvider } from './api/service-context.tsx';
import { preloadAreaView } from './app/area-views.ts';
import { areaPageOf } from './app/first-reads.ts';
import { AppRoutes } from './app/router.tsx';
import { Session } from './auth/session.ts';
import { sessionTabs } from './auth/session-tabs.ts';
import { SessionProvider } from './auth/session-context.tsx';
import { createOidcClient } from './auth/oidc-client.ts';
import { clearOidcStorage } from './auth/oidc-storage.ts';
import { forgetSignedIn, noteSignedIn } from './auth/signed-in-hint.ts';
import { CALLBACK_PATH } from './auth/paths.ts';
import { currentLanguage, initI18n } from './i18n/i18n.ts';
import { prepareMoneyFormat } from './i18n/money-format.ts';
import { forgetDrafts } from './features/messages/index.ts';
import { registeredNamespacesLoaded } from './i18n/namespaces.ts';
import { forgetAccess } from './portal/access-hint.ts';
import { forgetFinnishOffset } from './portal/finnish-time-hint.ts';
import { FirmContactProvider } from './portal/firm-contact-context.tsx';
import type { RuntimeConfig } from './runtime-config.ts';
import { yieldToMain } from './yield-to-main.ts';
import './ui/tokens.css';

/**
 * The portal, started by the boot (src/boot.ts) with the runtime configuration it is reading: languages, the
 * session, the query cache, the service client, the routes. The first render waits for the chunk of the page in
 * the URL (which the boot is already fetching), so that no Suspense fallback shows (and is held) on the way.
 */
export async function startPortal(root: HTMLElement, configuration: Promise<RuntimeConfig>): Promise<void> {
  // React DOM's set-up in a chunk and a task of its own (src/app/react-root.ts), fetched with the portal's
  const reactDom = import('./app/react-root.ts');
  // i18next's start in a task of its own, not in the one that evaluated the portal's chunk (docs/decisions/0023)
  await yieldToMain();
  const i18n = await initI18n();
  // The language's euro format in a task of its own while the first answers are on their way: the boot's worker
  // (src/portal/finnish-time-worker.ts) loads the locale data off the main thread, but on a busy phone it may not
  // have run yet, and the first amount drawn would pay for it in the task that draws the answers (docs/decisions/0023).
  setTimeout(() => prepareMoneyFormat(currentLanguage()), 0);
  let config: RuntimeConfig;
  try {
    config = await configuration;
  } catch {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = i18n.t('session.configFailed');
    root.replaceChildren(message);
    return;
  }

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: true }, mutations: { retry: false } },
  });
  const session = new Session(createOidcClient(config), {
    issuer: config.authority,
    clientId: config.clientId,
    onForget: () => queryClient.clear(),
    clearStorage: () => {
      clearOidcStorage();
      forgetAccess();
      forgetFinnishOffset();
      forgetSignedIn();
    },
    onSignOut: forgetDrafts,
    language: () => currentLanguage(),
    tabs: sessionTabs() ?? undefined,
  });
  const client = createServiceClient({
    serviceUrl: config.serviceUrl,
    getIdToken: session.getIdToken,
    renewSession: session.renew,
    endSession: session.end,
  });

  // the web server names the portal's code up front on this browser's next page (src/auth/signed-in-hint.ts)
  session.subscribe(() => {
    if (session.getState().status === 'signed_in') noteSignedIn();
  });

  // A page restored from the back-forward cache after sign-out must not show what it held.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });

  if (window.location.pathname !== CALLBACK_PATH) await session.start();
  // /me at once (the boot's early answer when it sent one), not only once the layout renders
  const state = session.getState();
  if (state.status === 'signed_in') void queryClient.prefetchQuery(meQuery(client, state.subject));
  const page = areaPageOf(window.location.pathname);
  if (page) {
    await preloadAreaView(page.area);
    // the view's texts too (its chunk registered them as it ran): the page renders without suspending
    await registeredNamespacesLoaded();
  }

  const { createRoot } = await reactDom;
  await yieldToMain();
  const reactRoot = createRoot(root);
  // a transition: React renders the first page in slices, yielding to the browser between them
  startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <FirmContactProvider firm={config.firm}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </FirmContactProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </SessionProvider>
    </StrictMode>,
  ));
}
