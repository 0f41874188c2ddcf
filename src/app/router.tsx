import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CallbackPage } from '../auth/callback-page.tsx';
import { RequireSession } from '../auth/require-session.tsx';
import { SignedOutPage } from '../auth/session-screens.tsx';
import { CALLBACK_PATH, SIGNED_OUT_PATH } from '../auth/user-manager.ts';
import { AreaRoute } from './area-route.tsx';
import { AREA_VIEWS } from './area-views.ts';
import { AREAS, type Area } from './areas.ts';
import { CompanyLayout } from './company-layout.tsx';
import { CompanyRedirect } from './company-redirect.tsx';
import { NotFoundPage, RouteErrorPage } from './pages.tsx';

/** Every area has a route, so that a URL one may not use says so even before its view exists. */
function areaRoutes(): RouteObject[] {
  return (Object.keys(AREAS) as Area[]).map((area) => ({
    path: `${AREAS[area].path}/*`,
    element: <AreaRoute area={area} view={AREA_VIEWS[area]} />,
    errorElement: <RouteErrorPage />,
  }));
}

/** The routes table: the company is the first segment of every signed-in URL. */
export const routes: RouteObject[] = [
  { path: CALLBACK_PATH, element: <CallbackPage /> },
  { path: SIGNED_OUT_PATH, element: <SignedOutPage /> },
  {
    element: <RequireSession />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <CompanyRedirect /> },
      {
        path: ':customerId',
        element: <CompanyLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={AREAS.overview.path} replace /> },
          ...areaRoutes(),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
