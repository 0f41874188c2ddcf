import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { IDP_BASE_PATH } from '../config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { pickLanguage, renderErrorPage, renderLoginPage, type PageLanguage } from './login-page.ts';
import { readBody } from '../http/read-body.ts';
import { sendHtml } from '../http/send.ts';

const INTERACTION_PATH = new RegExp(`^${IDP_BASE_PATH}/interaction/([A-Za-z0-9_-]+)(/login)?$`);

/** Compared against when the email is unknown, so that a wrong email costs as long as a wrong password. */
const unknownPersonHash = hashPassword('no-such-person');

/** The login step of the identity provider: the page a person signs in on, and its form's handler. */
export function createInteractionHandler(provider: Provider, db: Database, portalUrl: string) {
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const match = INTERACTION_PATH.exec(pathname);
    const isLogin = Boolean(match?.[2]);
    if (!match || (req.method !== 'GET' && !(req.method === 'POST' && isLogin))) {
      sendHtml(res, 404, renderErrorPage('fi', 'not_found', 'Sivua ei löydy.', portalUrl));
      return;
    }

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(
        res,
        400,
        renderErrorPage('fi', 'interaction_expired', 'Kirjautuminen vanheni tai aloitettiin toisessa selaimessa. Aloita uudelleen portaalista.', portalUrl),
      );
      return;
    }
    const lang = pickLanguage(details.params.ui_locales);
    if (details.uid !== match[1]) {
      sendHtml(res, 400, renderErrorPage(lang, 'interaction_mismatch', 'Kirjautumisen tunniste ei täsmää.', portalUrl));
      return;
    }
    const action = `${IDP_BASE_PATH}/interaction/${details.uid}/login`;

    if (details.prompt.name === 'consent') {
      // The portal is first party: any consent still missing is granted as requested.
      const { session, params } = details;
      if (!session?.accountId || typeof params.client_id !== 'string') {
        sendHtml(res, 400, renderErrorPage(lang, 'login_required', 'Kirjaudu ensin.', portalUrl));
        return;
      }
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
      if (!grant) throw new Error('grant vanished during the interaction');
      if (typeof params.scope === 'string') grant.addOIDCScope(params.scope);
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
    const subject = await authenticate(db, email, password);
    if (!subject) {
      sendHtml(res, 401, renderLoginPage({ lang, action, email, error: 'invalid' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
  };
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
