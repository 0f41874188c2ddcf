import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { IDP_BASE_PATH } from '../config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { renderProblemPage } from './error-pages.ts';
import { pickLanguage, renderLoginPage, type PageLanguage } from './login-page.ts';
import { LoginThrottle } from './login-throttle.ts';
import { hasLiveSession } from './sign-out.ts';
import { readBody } from '../http/read-body.ts';
import { sendHtml } from '../http/send.ts';

const INTERACTION_PATH = new RegExp(`^${IDP_BASE_PATH}/interaction/([A-Za-z0-9_-]+)(/login)?$`);

/** Compared against when the email is unknown, so that a wrong email costs as long as a wrong password. */
const unknownPersonHash = hashPassword('no-such-person');

export interface InteractionOptions {
  /** The login's slow-down against guessing; tests give it a clock they move. */
  throttle?: LoginThrottle;
}

/** The login step of the identity provider: the page a person signs in on, and its form's handler. */
export function createInteractionHandler(provider: Provider, db: Database, portalUrl: string, options: InteractionOptions = {}) {
  const throttle = options.throttle ?? new LoginThrottle();

  /**
   * The interaction is gone (finished, expired, or of another tab's sign-in). Back after a successful sign-in
   * lands here: a person whose provider session still lives is sent on to the portal, still signed in.
   */
  async function interactionGone(req: IncomingMessage, res: ServerResponse, lang: PageLanguage, technical: { error: string; description: string }) {
    if (req.method === 'GET' && (await hasLiveSession(provider, req, res))) {
      res.writeHead(303, { Location: portalUrl });
      res.end();
      return;
    }
    sendHtml(res, 400, renderProblemPage(lang, 'expired', technical, portalUrl));
  }

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const match = INTERACTION_PATH.exec(pathname);
    const isLogin = Boolean(match?.[2]);
    if (!match || (req.method !== 'GET' && !(req.method === 'POST' && isLogin))) {
      sendHtml(res, 404, renderProblemPage('fi', 'not_found', { error: 'not_found', description: `${req.method} ${pathname}` }, portalUrl));
      return;
    }

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      // which language the person reads is unknown without the interaction: Finnish first
      const description = error instanceof Error && 'error_description' in error ? String(error.error_description) : 'interaction not found';
      await interactionGone(req, res, 'fi', { error: 'interaction_expired', description });
      return;
    }
    const lang = pickLanguage(details.params.ui_locales);
    if (details.uid !== match[1]) {
      await interactionGone(req, res, lang, { error: 'interaction_mismatch', description: 'the interaction cookie names another interaction' });
      return;
    }
    const action = `${IDP_BASE_PATH}/interaction/${details.uid}/login`;

    if (details.prompt.name === 'consent') {
      // The portal is first party: any consent still missing is granted, within what its client is registered for.
      const { session, params } = details;
      if (!session?.accountId || typeof params.client_id !== 'string') {
        sendHtml(res, 400, renderProblemPage(lang, 'expired', { error: 'login_required', description: 'no session to consent in' }, portalUrl));
        return;
      }
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
      if (!grant) throw new Error('grant vanished during the interaction');
      const registered = new Set((await provider.Client.find(params.client_id))?.scope?.split(' ') ?? []);
      const granted = typeof params.scope === 'string' ? params.scope.split(' ').filter((scope) => registered.has(scope)) : [];
      if (granted.length > 0) grant.addOIDCScope(granted.join(' '));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }

    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      sendHtml(res, 200, renderLoginPage({ lang, action, email: hint }));
      return;
    }

    const form = new URLSearchParams(await readBody(req, 16 * 1024));
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    if (!email || !password) {
      sendHtml(res, 400, renderLoginPage({ lang, action, email, error: 'missing' }));
      return;
    }
    const throttleKey = LoginThrottle.keyOf(email, req.socket.remoteAddress ?? '');
    const gate = throttle.begin(throttleKey);
    if (gate.kind === 'locked') {
      sendLocked(res, lang, action, email, gate.retryAfterSeconds);
      return;
    }
    await throttle.wait(gate.delayMs);
    const subject = await authenticate(db, email, password);
    if (!subject) {
      const lock = throttle.lockAfterFailure(throttleKey);
      if (lock) sendLocked(res, lang, action, email, lock.retryAfterSeconds);
      else sendHtml(res, 401, renderLoginPage({ lang, action, email, error: 'invalid' }));
      return;
    }
    throttle.succeeded(throttleKey);
    await provider.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
  };
}

/** 429 with `Retry-After`: the form stays, saying in the person's language when to try again. */
function sendLocked(res: ServerResponse, lang: PageLanguage, action: string, email: string, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  sendHtml(res, 429, renderLoginPage({ lang, action, email, error: 'locked', retryAfterSeconds }));
}

async function authenticate(db: Database, email: string, password: string): Promise<string | undefined> {
  const result = await db.query<{ subject: string; password_hash: string }>(
    'select subject, password_hash from people where lower(email) = lower($1) and removed_at is null',
    [email],
  );
  const person = result.rows[0];
  const matches = await verifyPassword(password, person?.password_hash ?? (await unknownPersonHash));
  return person && matches ? person.subject : undefined;
}

export type { PageLanguage };
