import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../ui/states.tsx';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from '../auth/paths.ts';
import { RequireSession } from '../auth/require-session.tsx';
import { AreaRoute } from './area-route.tsx';
import { AREA_VIEWS } from './area-views.ts';
import { AREAS, AREA_NAMES } from '../portal/areas.ts';
import { CompanyLayout } from './company-layout.tsx';
import { CompanyRedirect } from './company-redirect.tsx';
import { NotFoundPage } from '../portal/pages.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

/**
 * The routes table: the company is the first segment of every signed-in URL. Every area has a route,
 * so that a URL one may not use says so even before its view exists. Every signed-in page shares one
 * layout (header with sign-out, navigation, an error boundary around the page). An outer boundary
 * catches what fails outside that layout too (the callback, the signed-out page, the layout itself), so
 * that no failure leaves a blank page. (Declarative routes: the data router would add some 16 KB to the
 * first route.)
 */
/**
 * Pages a signed-in person does not start on, each a chunk of its own rather than the first route's: the
 * sign-in callback (which loads the OpenID client anyway), the signed-out page and a storefront's install link.
 */
const CallbackPage = lazy(() => import('../auth/callback-page.tsx').then((module) => ({ default: module.CallbackPage })));
const SignedOutPage = lazy(() => import('../auth/session-screens.tsx').then((module) => ({ default: module.SignedOutPage })));
const StorefrontInstallHandoff = lazy(() =>
  import('./storefront-install-handoff.tsx').then((module) => ({ default: module.StorefrontInstallHandoff })),
);
const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={CALLBACK_PATH} element={<Lazy><CallbackPage /></Lazy>} />
        <Route path={SIGNED_OUT_PATH} element={<Lazy><SignedOutPage /></Lazy>} />
        <Route element={<RequireSession />}>
          <Route element={<SignedInLayout />}>
            <Route index element={<CompanyRedirect />} />
            <Route path="connections/storefront/install" element={<Lazy><StorefrontInstallHandoff /></Lazy>} />
            <Route path=":customerId" element={<CompanyLayout />}>
              <Route index element={<Navigate to={AREAS.overview.segment} replace />} />
              {AREA_NAMES.map((area) => (
                <Route key={area} path={`${AREAS[area].segment}/*`} element={<AreaRoute area={area} view={AREA_VIEWS[area]} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
