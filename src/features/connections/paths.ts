import { areaUrl } from '../../portal/areas.ts';

/** Addresses inside the connections area, every one built by the registry of areas (each segment encoded as one). */
const at = (customerId: string, segments: readonly string[] = [], search?: URLSearchParams) =>
  areaUrl('connections', customerId, segments, search);

export const connectionsPaths = {
  /** The company's connections and the catalog of sources to add. */
  list: (customerId: string) => at(customerId),
  /** One connection's page: its id stays one segment, whatever it holds. */
  connection: (customerId: string, connectionId: string) => at(customerId, [connectionId]),
  connectAcquirer: (customerId: string) => at(customerId, ['acquirer', 'connect']),
  mobilewallet: (customerId: string) => at(customerId, ['mobilewallet']),
  paywallet: (customerId: string) => at(customerId, ['paywallet']),
  storefrontInstall: (customerId: string, search?: URLSearchParams) => at(customerId, ['storefront', 'install'], search),
  assisted: (customerId: string, brandKey: string) => at(customerId, ['assisted', brandKey]),
  /** A page of the area given as its segments after `connections/` (a catalog tile's connect path, checked by its caller). */
  page: (customerId: string, segments: readonly string[]) => at(customerId, segments),
};
