import { createContext, type ReactNode } from 'react';
import type { FirmContact } from '../runtime-config-env.ts';

/**
 * The accounting firm's contact, from the runtime configuration (one build serves every firm). Apart from
 * its card (firm-contact.tsx), which only pages off the first route show.
 */
export const FirmContactContext = createContext<FirmContact | undefined>(undefined);

export function FirmContactProvider({ firm, children }: { firm: FirmContact | undefined; children: ReactNode }) {
  return <FirmContactContext.Provider value={firm}>{children}</FirmContactContext.Provider>;
}
