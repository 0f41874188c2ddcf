import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import {
  backchannelLogoutUriOf,
  issuerOf,
  postLogoutRedirectUrisOf,
  redirectUrisOf,
  IDP_BASE_PATH,
  IDP_ROUTES,
  type SandboxConfig,
} from '../config.ts';
import { pgliteAdapterFactory } from './adapter.ts';
import { problemKindOf, renderProblemPage } from './error-pages.ts';
import type { IdpSecrets } from './keys.ts';
import { pickLanguage, renderLoggedOutPage } from './login-page.ts';
import { backchannelFetch, logoutSource } from './sign-out.ts';

// oidc-provider's Client sends a back-channel logout itself (lib/models/client.js, `backchannelLogout`), as its
// end-session does; its published types leave the method out.
declare module 'oidc-provider' {
  interface Client {
    backchannelLogout(sub: string, sid: string): Promise<void>;
  }
}

/** Lifetimes in seconds. The ID token is the service's bearer (spec §5), so it is short-lived and renewed. */
export const TOKEN_LIFETIMES = {
  IdToken: 10 * 60,
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  Interaction: 60 * 60,
  Session: 8 * 60 * 60,
  Grant: 8 * 60 * 60,
  RefreshToken: 8 * 60 * 60,
} as const;

/**
 * What the portal's client is registered for, and all the provider grants it: a request for more
 * (`offline_access` included) is not refused but gets only these, as its token response's `scope` says
 * (OpenID Connect Core §3.1.2.1: scope values not understood are ignored; RFC 6749 §3.3).
 */
export const PORTAL_SCOPES = 'openid email profile';

interface PersonRow {
  subject: string;
  email: string;
  name: string;
}

export async function findActivePerson(db: Database, subject: string): Promise<PersonRow | undefined> {
  const result = await db.query<PersonRow>(
    'select subject, email, name from people where subject = $1 and removed_at is null',
    [subject],
  );
  return result.rows[0];
}

/**
 * oidc-provider revokes a refresh token's whole family (its grant) when a used one comes again: someone
 * holds a copy. Its ID tokens are the service's bearers and would stay accepted until they expire (up to
 * ten minutes), so the replay ends the provider session too, and tells the service by back-channel logout,
 * as a sign-out does: before the replay is answered, the service refuses every ID token of the session
 * (`sid`), and the person signs in again to a new one. Every other revocation keeps oidc-provider's own
 * policy (a revoked access token leaves its grant alone).
 */
export async function endFamilyOnReplay(ctx: KoaContextWithOIDC): Promise<boolean> {
  const { route, entities, client, provider } = ctx.oidc;
  if (route === 'revocation' && entities.AccessToken) return false;
  const replayed = route === 'token' ? entities.RefreshToken : undefined;
  if (!replayed?.consumed || !client) return true;
  if (replayed.sessionUid) {
    const session = await provider.Session.findByUid(replayed.sessionUid);
    await session?.destroy();
  }
  if (replayed.sid && client.backchannelLogoutUri) {
    try {
      await client.backchannelLogout(replayed.accountId, replayed.sid);
    } catch (error) {
      console.error(`[sandbox] back-channel logout of session ${replayed.sid} after a refresh-token replay failed:`, error);
    }
  }
  return true;
}

/**
 * The sandbox's OpenID provider: authorization code with PKCE (S256) only, one public client
 * (the portal) with exact redirect URIs, refresh tokens rotated on every use.
 */
export function createIdentityProvider(config: SandboxConfig, db: Database, secrets: IdpSecrets): Provider {
  const portalOrigins = new Set(config.portalOrigins);
  const portalUrl = `${config.portalOrigins[0] ?? ''}/`;

  const configuration: Configuration = {
    routes: { ...IDP_ROUTES },
    adapter: pgliteAdapterFactory(db),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Asiakasportaali',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUrisOf(config),
        post_logout_redirect_uris: postLogoutRedirectUrisOf(config),
        id_token_signed_response_alg: 'RS256',
        scope: PORTAL_SCOPES,
        // OpenID Back-Channel Logout: ending a session tells the service, which refuses its ID tokens (by sid)
        backchannel_logout_uri: backchannelLogoutUriOf(config),
        backchannel_logout_session_required: true,
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    // No offline_access: a refresh token then ends with the provider session it came from (expiresWithSession).
    scopes: PORTAL_SCOPES.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The service reads who the person is from the ID token alone, so its claims go there.
    conformIdTokenClaims: false,
    ttl: { ...TOKEN_LIFETIMES },
    async findAccount(_ctx, subject) {
      const person = await findActivePerson(db, subject);
      if (!person) return undefined;
      return {
        accountId: person.subject,
        async claims() {
          return { sub: person.subject, email: person.email, email_verified: true, name: person.name };
        },
      };
    },
    // The portal is the firm's own application: a person is never asked to consent to it.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(PORTAL_SCOPES);
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    rotateRefreshToken: () => true,
    revokeGrantPolicy: endFamilyOnReplay,
    clientBasedCORS(_ctx, origin, client) {
      return client.clientId === config.clientId && portalOrigins.has(origin);
    },
    interactions: {
      url: (_ctx, interaction) => `${IDP_BASE_PATH}/interaction/${interaction.uid}`,
    },
    fetch: backchannelFetch(config),
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      revocation: {
        enabled: true,
        // a client may revoke only tokens issued to itself
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(pickLanguage(ctx.oidc.params?.ui_locales), portalUrl);
        },
      },
    },
    async renderError(ctx, out, error) {
      const code = String(out.error ?? 'server_error');
      ctx.type = 'html';
      ctx.body = renderProblemPage(
        pickLanguage(ctx.oidc?.params?.ui_locales),
        problemKindOf(ctx.oidc?.route, code, error instanceof errors.SessionNotFound),
        { error: code, description: String(out.error_description ?? '') },
        portalUrl,
      );
    },
  };

  const provider = new Provider(issuerOf(config), configuration);
  // Sessions are per browser; behind a proxy the sandbox is still served over plain HTTP locally.
  provider.proxy = true;
  provider.on('backchannel.error', (_ctx, error, client, _accountId, sid) => {
    console.error(`[sandbox] back-channel logout of session ${sid} to ${client.backchannelLogoutUri} failed:`, error);
  });
  return provider;
}
