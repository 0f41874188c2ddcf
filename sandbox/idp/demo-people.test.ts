import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyScope } from '../../src/api/schemas/api-key-scope.ts';
import { Role } from '../../src/api/schemas/company.ts';
import type { ApiKeyPrincipal } from '../api/auth/principal.ts';
import { API_KEY_ROLE } from '../api/auth/principal.ts';
import { DEMO_API_KEYS, DEMO_PEOPLE, type CompanyRole, type DemoApiKey } from './demo-people.ts';

/**
 * One contract (docs/decisions/0021, principle 1): the sandbox's roles and key scopes are the contract's `Role` and
 * `ApiKeyScope`, inferred from the schemas, never restated. The type checks fail `tsc` if either drifts.
 */
describe('roles and key scopes come from the contract', () => {
  it('roles from the contract: CompanyRole is the contract’s Role', () => {
    expectTypeOf<CompanyRole>().toEqualTypeOf<Role>();
    expect(Role.safeParse(API_KEY_ROLE).success).toBe(true);
  });

  it('scopes from the contract: an API key’s scope is the contract’s ApiKeyScope', () => {
    expectTypeOf<ApiKeyPrincipal['scope']>().toEqualTypeOf<ApiKeyScope>();
    expectTypeOf<DemoApiKey['scope']>().toEqualTypeOf<ApiKeyScope>();
  });

  it('roles from the contract: every seeded membership holds only roles the contract knows', () => {
    const roles = DEMO_PEOPLE.flatMap((person) => person.memberships.flatMap((membership) => membership.roles));
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(Role.safeParse(role).success, role).toBe(true);
  });

  it('scopes from the contract: every seeded key has a scope the contract knows', () => {
    for (const key of DEMO_API_KEYS) expect(ApiKeyScope.safeParse(key.scope).success, key.id).toBe(true);
  });
});
