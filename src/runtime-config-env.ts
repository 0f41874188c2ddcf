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
}

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfigSource {
  return {
    serviceUrl: env.PORTAL_SERVICE_URL ?? '/portal',
    authority: env.PORTAL_OIDC_AUTHORITY ?? 'http://localhost:4000/idp',
    clientId: env.PORTAL_OIDC_CLIENT_ID ?? 'customer-portal',
  };
}
