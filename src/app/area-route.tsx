import { Suspense, type ComponentType } from 'react';
import { Loading } from '../ui/states.tsx';
import { canUse, type Area } from '../portal/areas.ts';
import { useCurrentCompany } from '../portal/current-company.tsx';
import { ForbiddenPage } from '../portal/pages.tsx';

/** An area's view, loaded only when the person may use it there; the forbidden page otherwise. */
export function AreaRoute({ area, view: View }: { area: Area; view: ComponentType }) {
  const { company, staff } = useCurrentCompany();
  if (!canUse(area, { roles: company.roles, staff })) return <ForbiddenPage area={area} />;
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
