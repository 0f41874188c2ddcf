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
  /**
   * The firm's stated reply time to messages (docs/decisions/0013), in business days: a number, so that each language
   * says it in its own words ("yhden arkipäivän kuluessa", "within one business day"). Unset, none is promised.
   */
  replyWithinBusinessDays?: number;
}

/** A reply time is a whole number of business days, at least one and at most a month's. */
export const MAX_REPLY_BUSINESS_DAYS = 20;

export function isReplyTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_REPLY_BUSINESS_DAYS;
}

function replyTimeFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const days = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!isReplyTime(days)) throw new Error(`PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS must be a whole number of business days from 1 to ${MAX_REPLY_BUSINESS_DAYS}, not "${value}"`);
  return days;
}

/**
 * The firm's contact from PORTAL_FIRM_NAME, _EMAIL, _PHONE and _REPLY_WITHIN_BUSINESS_DAYS; the sandbox's
 * made-up firm (which answers within a business day) when no name is set.
 */
function firmFromEnv(env: Record<string, string | undefined>): FirmContact {
  if (env.PORTAL_FIRM_NAME === undefined) return { name: 'Tilitoimisto Esimerkki Oy', email: 'asiakaspalvelu@firm.example', replyWithinBusinessDays: 1 };
  const replyWithinBusinessDays = replyTimeFromEnv(env.PORTAL_FIRM_REPLY_WITHIN_BUSINESS_DAYS);
  return {
    name: env.PORTAL_FIRM_NAME,
    ...(env.PORTAL_FIRM_EMAIL ? { email: env.PORTAL_FIRM_EMAIL } : {}),
    ...(env.PORTAL_FIRM_PHONE ? { phone: env.PORTAL_FIRM_PHONE } : {}),
    ...(replyWithinBusinessDays === undefined ? {} : { replyWithinBusinessDays }),
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
