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

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfigSource {
  return {
    serviceUrl: env.PORTAL_SERVICE_URL ?? '/portal',
    authority: env.PORTAL_OIDC_AUTHORITY ?? 'http://localhost:4000/idp',
    clientId: env.PORTAL_OIDC_CLIENT_ID ?? 'customer-portal',
    firm: firmFromEnv(env),
  };
}
