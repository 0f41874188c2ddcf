import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../ui/states.tsx';
import { canUse, type Area } from '../portal/areas.ts';
import { useCurrentCompany } from '../portal/current-company.tsx';

/** Shown only when a person's roles do not reach a view: its own chunk, not the first route's. */
const ForbiddenPage = lazy(() => import('../portal/forbidden-page.tsx').then((module) => ({ default: module.ForbiddenPage })));

/** An area's view, loaded only when the person may use it there (a page below it, for its item roles too); the forbidden page otherwise. */
export function AreaRoute({ area, view: View }: { area: Area; view: ComponentType }) {
  const { company, staff } = useCurrentCompany();
  const item = (useParams()['*'] ?? '') !== '';
  if (!canUse(area, { roles: company.roles, staff }, item)) {
    return (
      <Suspense fallback={<Loading />}>
        <ForbiddenPage area={area} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
