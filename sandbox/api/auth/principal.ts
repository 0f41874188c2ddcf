import type { ApiKeyScope } from '../../../src/api/schemas/api-key-scope.ts';
import type { CompanyRole } from '../../idp/demo-people.ts';

/** A person signed in through the identity provider, and what they may do in each company. */
export interface InteractivePrincipal {
  kind: 'interactive';
  subject: string;
  email: string;
  name: string;
  staff: boolean;
  /** customer_id → roles there; the firm's staff reach every company without a role of their own. */
  memberships: ReadonlyMap<string, readonly CompanyRole[]>;
}

/** A portal API key: company credentials pinned to one company, acting as the `operator` role (spec §5 rule 2). */
export interface ApiKeyPrincipal {
  kind: 'api_key';
  keyId: string;
  name: string;
  scope: ApiKeyScope;
  customerId: string;
}

export type Principal = InteractivePrincipal | ApiKeyPrincipal;

export const API_KEY_ROLE: CompanyRole = 'operator';
