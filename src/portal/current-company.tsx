import { createContext, useContext, type ReactNode } from 'react';
import type { CompanyOfMe, MeView } from '../api/me.ts';

export type { CompanyOfMe };

export interface CurrentCompany {
  company: CompanyOfMe;
  staff: boolean;
  me: MeView;
}

const CurrentCompanyContext = createContext<CurrentCompany | null>(null);

export function CurrentCompanyProvider({ value, children }: { value: CurrentCompany; children: ReactNode }) {
  return <CurrentCompanyContext.Provider value={value}>{children}</CurrentCompanyContext.Provider>;
}

/** The company chosen in the URL, with the person's roles there. */
export function useCurrentCompany(): CurrentCompany {
  const value = useContext(CurrentCompanyContext);
  if (!value) throw new Error('useCurrentCompany outside a company route');
  return value;
}
