import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config.ts';
import { runtimeConfigFromEnv } from './runtime-config-env.ts';

const base = { serviceUrl: '/portal', authority: 'https://idp.example/idp', clientId: 'customer-portal' };

/** docs/decisions/0022: the runtime configuration is read on the boot path with plain checks, and names the provider's endpoints. */
describe('the runtime configuration', () => {
  it('needs the service, an absolute authority and the client; unknown fields are ignored', () => {
    expect(parseRuntimeConfig({ ...base, extra: 1 })).toEqual(base);
    expect(() => parseRuntimeConfig({ ...base, serviceUrl: '' })).toThrow(/serviceUrl/);
    expect(() => parseRuntimeConfig({ ...base, authority: '/idp' })).toThrow(/authority must be an absolute URL/);
    expect(() => parseRuntimeConfig({ serviceUrl: '/portal', authority: base.authority })).toThrow(/clientId/);
    expect(() => parseRuntimeConfig(null)).toThrow(/an object/);
  });

  it('reads the identity provider’s endpoints when named, each an absolute URL', () => {
    const identityProvider = {
      authorizationEndpoint: 'https://idp.example/idp/auth',
      tokenEndpoint: 'https://idp.example/idp/token',
      endSessionEndpoint: 'https://idp.example/idp/session/end',
    };
    expect(parseRuntimeConfig({ ...base, identityProvider }).identityProvider).toEqual(identityProvider);
    expect(() => parseRuntimeConfig({ ...base, identityProvider: { ...identityProvider, tokenEndpoint: 'token' } })).toThrow(/identityProvider\.tokenEndpoint/);
  });

  it('reads the firm’s contact, refusing an empty name', () => {
    expect(parseRuntimeConfig({ ...base, firm: { name: 'Firma', phone: '+358 9 123' } }).firm).toEqual({ name: 'Firma', phone: '+358 9 123' });
    expect(() => parseRuntimeConfig({ ...base, firm: { name: '' } })).toThrow(/firm\.name/);
  });

  it('is what the environment says, read back unchanged (the dev server and nginx serve the same)', () => {
    const env = {
      PORTAL_OIDC_AUTHORITY: 'https://idp.example/idp',
      PORTAL_OIDC_AUTHORIZATION_ENDPOINT: 'https://idp.example/idp/auth',
      PORTAL_OIDC_TOKEN_ENDPOINT: 'https://idp.example/idp/token',
    };
    const config = runtimeConfigFromEnv(env);
    expect(config.identityProvider).toEqual({ authorizationEndpoint: env.PORTAL_OIDC_AUTHORIZATION_ENDPOINT, tokenEndpoint: env.PORTAL_OIDC_TOKEN_ENDPOINT });
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    // without both the authorization and token endpoints, none: the sign-in reads the discovery document
    expect(runtimeConfigFromEnv({ PORTAL_OIDC_AUTHORIZATION_ENDPOINT: env.PORTAL_OIDC_AUTHORIZATION_ENDPOINT }).identityProvider).toBeUndefined();
  });
});
