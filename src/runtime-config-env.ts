/**
 * The portal's runtime configuration, read by the browser from /runtime-config.json at boot,
 * so that one build serves every environment. The dev server fills it from the environment.
 */
export interface RuntimeConfigSource {
  /** Where the accounting service lives, base path included; same-origin `/portal` in development. */
  serviceUrl: string;
  /** The OpenID provider's issuer. */
  authority: string;
  clientId: string;
  /** Whom a customer contacts at the accounting firm: shown where the portal cannot help further. */
  firm?: FirmContact;
  /**
   * The identity provider's endpoints, as its discovery document names them. Given here, the browser leaves
   * for the provider at once; without them it reads the discovery document first (one more round trip).
   */
  identityProvider?: IdentityProviderEndpoints;
}

export interface IdentityProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint?: string;
  revocationEndpoint?: string;
}

export interface FirmContact {
  name: string;
  email?: string;
  phone?: string;
}

/** The firm's contact from PORTAL_FIRM_NAME, _EMAIL and _PHONE; the sandbox's made-up firm when none is set. */
function firmFromEnv(env: Record<string, string | undefined>): FirmContact {
  if (env.PORTAL_FIRM_NAME === undefined) return { name: 'Tilitoimisto Esimerkki Oy', email: 'asiakaspalvelu@firm.example' };
  return {
    name: env.PORTAL_FIRM_NAME,
    ...(env.PORTAL_FIRM_EMAIL ? { email: env.PORTAL_FIRM_EMAIL } : {}),
    ...(env.PORTAL_FIRM_PHONE ? { phone: env.PORTAL_FIRM_PHONE } : {}),
  };
}

/**
 * The provider's endpoints from PORTAL_OIDC_AUTHORIZATION_ENDPOINT, _TOKEN_ENDPOINT, _END_SESSION_ENDPOINT and
 * _REVOCATION_ENDPOINT; none when the first two are not both set (the browser then uses discovery).
 */
function identityProviderFromEnv(env: Record<string, string | undefined>): IdentityProviderEndpoints | undefined {
  const authorizationEndpoint = env.PORTAL_OIDC_AUTHORIZATION_ENDPOINT;
  const tokenEndpoint = env.PORTAL_OIDC_TOKEN_ENDPOINT;
  if (!authorizationEndpoint || !tokenEndpoint) return undefined;
  return {
    authorizationEndpoint,
    tokenEndpoint,
    ...(env.PORTAL_OIDC_END_SESSION_ENDPOINT ? { endSessionEndpoint: env.PORTAL_OIDC_END_SESSION_ENDPOINT } : {}),
    ...(env.PORTAL_OIDC_REVOCATION_ENDPOINT ? { revocationEndpoint: env.PORTAL_OIDC_REVOCATION_ENDPOINT } : {}),
  };
}

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfigSource {
  const identityProvider = identityProviderFromEnv(env);
  return {
    serviceUrl: env.PORTAL_SERVICE_URL ?? '/portal',
    authority: env.PORTAL_OIDC_AUTHORITY ?? 'http://localhost:4000/idp',
    clientId: env.PORTAL_OIDC_CLIENT_ID ?? 'customer-portal',
    firm: firmFromEnv(env),
    ...(identityProvider === undefined ? {} : { identityProvider }),
  };
}
