import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { BACKCHANNEL_LOGOUT_PATH, IDP_BASE_PATH, backchannelLogoutUriOf, type SandboxConfig } from '../config.ts';
import { readBody } from '../http/read-body.ts';
import { sendHtml } from '../http/send.ts';
import { renderProblemPage } from './error-pages.ts';
import { logoutButton, pickLanguage, renderLogoutPage, renderSigningOutPage } from './login-page.ts';

/**
 * Sign-out (docs/decisions/0020). oidc-provider always shows `logoutSource(ctx, form)`, the form that
 * confirms the end of the session. With an `id_token_hint` of this very session (same person, and the
 * `sid` it names is this session's sid for the portal) the portal's own sign-out is the person's answer:
 * the page submits the form at once, with `logout=yes` so the whole provider session ends, by a script
 * of the provider's own origin (its pages allow no inline script); without one it asks.
 */

export const SIGN_OUT_SCRIPT_PATH = `${IDP_BASE_PATH}/assets/sign-out.js`;

/** Served at SIGN_OUT_SCRIPT_PATH and referenced only by the page of a sign-out the portal asked for. */
export const SIGN_OUT_SCRIPT = `'use strict';
var form = document.getElementById('op.logoutForm');
if (form) HTMLFormElement.prototype.submit.call(form);
`;

export const END_SESSION_PATH = `${IDP_BASE_PATH}/session/end`;
const MAX_END_SESSION_FORM_BYTES = 16 * 1024;

/**
 * The portal ends a session with a form post, so that its ID token (the hint) never goes into a URL: not
 * into the history, a log or a Referer. oidc-provider takes POST at its end-session endpoint only with
 * `enableHttpPostMethods`, which it allows only with `SameSite=None` session cookies — cookies a browser
 * accepts only with `Secure`, which the sandbox's plain-HTTP origin cannot set, and which every other
 * site could then send along. So the sandbox hands such a post to oidc-provider as the same request with
 * the form's fields as its parameters, inside the process: the browser's address stays
 * `/idp/session/end`, and what oidc-provider checks (the hint, the client, the post-logout URI, a
 * repeated field) is checked as for a GET. Anything else (another media type, parameters in both the
 * address and the body, a body over 16 KiB) is answered here with the plain-words sign-out error (400),
 * and false returned.
 */
export async function endSessionPostAsParameters(req: IncomingMessage, res: ServerResponse, portalUrl: string): Promise<boolean> {
  const refuse = (description: string) => {
    sendHtml(res, 400, renderProblemPage('fi', 'logout', { error: 'invalid_request', description }, portalUrl));
    return false;
  };
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const url = new URL(req.url ?? '/', 'http://sandbox');
  if (mediaType !== 'application/x-www-form-urlencoded') return refuse('the end-session form is posted as application/x-www-form-urlencoded');
  if (url.search !== '') return refuse('the end-session parameters are either in the form or in the address, not both');
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBody(req, MAX_END_SESSION_FORM_BYTES));
  } catch {
    return refuse(`the end-session form is over ${MAX_END_SESSION_FORM_BYTES} bytes`);
  }
  req.method = 'GET';
  req.url = `${url.pathname}?${form}`;
  delete req.headers['content-type'];
  delete req.headers['content-length'];
  delete req.headers['transfer-encoding'];
  return true;
}

const END_WHOLE_SESSION = '<input type="hidden" name="logout" value="yes"/>';

/** The hint names this browser's provider session: its signature, issuer and audience oidc-provider has checked. */
export function hintNamesThisSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const { session, client } = ctx.oidc;
  if (!hint || !session?.accountId || !client) return false;
  const sid = session.sidFor(client.clientId);
  return hint.sub === session.accountId && typeof hint.sid === 'string' && typeof sid === 'string' && hint.sid === sid;
}

export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const lang = pickLanguage(ctx.oidc.params?.ui_locales);
  ctx.type = 'html';
  if (!hintNamesThisSession(ctx)) {
    ctx.body = renderLogoutPage(lang, `${form}${logoutButton(lang)}`);
    return;
  }
  const end = form.lastIndexOf('</form>');
  if (end < 0) throw new Error('oidc-provider’s sign-out form has changed: no </form> to add logout=yes to');
  ctx.body = renderSigningOutPage(lang, `${form.slice(0, end)}${END_WHOLE_SESSION}${form.slice(end)}`, SIGN_OUT_SCRIPT_PATH);
}

/**
 * Where the provider's calls to the service's back-channel logout endpoint go. oidc-provider guards its
 * outgoing requests against private and loopback addresses (SSRF); the one it is asked to make here is to
 * the URI registered for the portal's own client, which it delivers to the sandbox's own listening address
 * (the public origin may be a proxy the sandbox cannot reach itself). Every other request keeps the guard.
 */
export function backchannelFetch(config: SandboxConfig): NonNullable<Configuration['fetch']> {
  const registered = new URL(backchannelLogoutUriOf(config)).href;
  const local = `${listeningOriginOf(config)}${BACKCHANNEL_LOGOUT_PATH}`;
  return (input, init) => {
    const url = input instanceof Request ? input.url : new URL(input).href;
    if (url !== registered) return globalThis.fetch(input, init);
    const options: RequestInit & { dispatcher?: unknown } = { ...init };
    delete options.dispatcher;
    return globalThis.fetch(local, options);
  };
}

function listeningOriginOf(config: Pick<SandboxConfig, 'host' | 'port'>): string {
  const host = config.host === '' || config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Whether the browser still holds a live provider session (someone signed in): Back after a finished sign-in
 * lands on an interaction that is gone, and such a person belongs in the portal, not on an error page.
 */
export async function hasLiveSession(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const ctx = provider.createContext(req, res) as unknown as KoaContextWithOIDC;
  const session = await provider.Session.get(ctx);
  return Boolean(session.accountId);
}
