import { Navigate, Route, Routes } from 'react-router';
import { CallbackPage } from '../auth/callback-page.tsx';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from '../auth/paths.ts';
import { RequireSession } from '../auth/require-session.tsx';
import { SignedOutPage } from '../auth/session-screens.tsx';
import { AreaRoute } from './area-route.tsx';
import { AREA_VIEWS } from './area-views.ts';
import { AREAS, AREA_NAMES } from '../portal/areas.ts';
import { CompanyLayout } from './company-layout.tsx';
import { CompanyRedirect } from './company-redirect.tsx';
import { NotFoundPage } from '../portal/pages.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';
import { StorefrontInstallHandoff } from './storefront-install-handoff.tsx';

/**
 * The routes table: the company is the first segment of every signed-in URL. Every area has a route,
 * so that a URL one may not use says so even before its view exists. Every signed-in page shares one
 * layout (header with sign-out, navigation, an error boundary around the page). An outer boundary
 * catches what fails outside that layout too (the callback, the signed-out page, the layout itself), so
 * that no failure leaves a blank page. (Declarative routes: the data router would add some 16 KB to the
 * first route.)
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={CALLBACK_PATH} element={<CallbackPage />} />
        <Route path={SIGNED_OUT_PATH} element={<SignedOutPage />} />
        <Route element={<RequireSession />}>
          <Route element={<SignedInLayout />}>
            <Route index element={<CompanyRedirect />} />
            <Route path="connections/storefront/install" element={<StorefrontInstallHandoff />} />
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
