import { createContext, useContext, type ReactNode } from 'react';
import type { ServiceClient } from './client.ts';

const ServiceContext = createContext<ServiceClient | null>(null);

export function ServiceProvider({ client, children }: { client: ServiceClient; children: ReactNode }) {
  return <ServiceContext.Provider value={client}>{children}</ServiceContext.Provider>;
}

export function useService(): ServiceClient {
  const client = useContext(ServiceContext);
  if (!client) throw new Error('useService outside ServiceProvider');
  return client;
}
