import { createContext, useContext, type ReactNode } from 'react';
import type { Me } from '../api/schemas/company.ts';

export type CompanyOfMe = Me['companies'][number];

export interface CurrentCompany {
  company: CompanyOfMe;
  staff: boolean;
  me: Me;
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
