import { backToPortalText, escapeHtml, layout, type PageLanguage } from './login-page.ts';

/**
 * The identity provider's error pages (docs/decisions/0021, principle 10): what happened and what to do, in the
 * person's language, with one way on (back to the portal). The error code and the provider's own English
 * description are kept for support under "Technical details", never in the first text.
 */

export type ProblemKind = 'expired' | 'client' | 'redirect' | 'request' | 'logout' | 'server' | 'not_found';

interface ProblemText {
  title: string;
  text: string;
}

const PROBLEMS: Record<PageLanguage, Record<ProblemKind, ProblemText>> = {
  fi: {
    expired: {
      title: 'Kirjautuminen vanheni',
      text: 'Tämä kirjautuminen on jo vanhentunut tai tehty loppuun, esimerkiksi toisessa välilehdessä. Aloita kirjautuminen uudelleen portaalista.',
    },
    client: {
      title: 'Kirjautumista ei voitu aloittaa',
      text: 'Sovellusta, josta kirjautuminen aloitettiin, ei tunneta. Avaa asiakasportaali ja kirjaudu sieltä.',
    },
    redirect: {
      title: 'Kirjautumista ei voitu aloittaa',
      text: 'Kirjautuminen pyysi palaamaan osoitteeseen, joka ei kuulu asiakasportaaliin, joten sinua ei ohjattu sinne. Avaa asiakasportaali ja kirjaudu sieltä.',
    },
    request: {
      title: 'Kirjautumista ei voitu aloittaa',
      text: 'Kirjautumispyyntö oli puutteellinen. Avaa asiakasportaali ja kirjaudu sieltä uudelleen.',
    },
    logout: {
      title: 'Uloskirjautuminen ei onnistunut',
      text: 'Uloskirjautumispyyntö oli vanhentunut tai puutteellinen. Palaa portaaliin ja kirjaudu ulos uudelleen.',
    },
    server: {
      title: 'Kirjautumispalvelussa on häiriö',
      text: 'Kirjautumispalvelu ei juuri nyt pystynyt käsittelemään pyyntöä. Yritä hetken kuluttua uudelleen portaalista.',
    },
    not_found: {
      title: 'Sivua ei löydy',
      text: 'Kirjautumispalvelussa ei ole tällaista sivua. Palaa portaaliin ja jatka sieltä.',
    },
  },
  sv: {
    expired: {
      title: 'Inloggningen har gått ut',
      text: 'Den här inloggningen har redan gått ut eller slutförts, till exempel i en annan flik. Börja logga in på nytt från portalen.',
    },
    client: {
      title: 'Inloggningen kunde inte börja',
      text: 'Programmet som inloggningen startades från är okänt. Öppna kundportalen och logga in därifrån.',
    },
    redirect: {
      title: 'Inloggningen kunde inte börja',
      text: 'Inloggningen bad om att återvända till en adress som inte hör till kundportalen, så du skickades inte dit. Öppna kundportalen och logga in därifrån.',
    },
    request: {
      title: 'Inloggningen kunde inte börja',
      text: 'Inloggningsbegäran var ofullständig. Öppna kundportalen och logga in därifrån på nytt.',
    },
    logout: {
      title: 'Utloggningen misslyckades',
      text: 'Begäran om utloggning hade gått ut eller var ofullständig. Gå tillbaka till portalen och logga ut på nytt.',
    },
    server: {
      title: 'Inloggningstjänsten har en störning',
      text: 'Inloggningstjänsten kunde inte behandla begäran just nu. Försök igen om en stund från portalen.',
    },
    not_found: {
      title: 'Sidan hittas inte',
      text: 'Inloggningstjänsten har ingen sådan sida. Gå tillbaka till portalen och fortsätt därifrån.',
    },
  },
  en: {
    expired: {
      title: 'The sign-in has expired',
      text: 'This sign-in has already expired or been completed, for example in another tab. Start signing in again from the portal.',
    },
    client: {
      title: 'The sign-in could not start',
      text: 'The application the sign-in was started from is not known. Open the customer portal and sign in from there.',
    },
    redirect: {
      title: 'The sign-in could not start',
      text: 'The sign-in asked to return to an address that is not the customer portal’s, so you were not sent there. Open the customer portal and sign in from there.',
    },
    request: {
      title: 'The sign-in could not start',
      text: 'The sign-in request was incomplete. Open the customer portal and sign in from there again.',
    },
    logout: {
      title: 'Signing out did not succeed',
      text: 'The sign-out request had expired or was incomplete. Go back to the portal and sign out again.',
    },
    server: {
      title: 'The sign-in service has a problem',
      text: 'The sign-in service could not handle the request just now. Try again from the portal in a moment.',
    },
    not_found: {
      title: 'Page not found',
      text: 'The sign-in service has no such page. Go back to the portal and carry on from there.',
    },
  },
};

const TECHNICAL_DETAILS: Record<PageLanguage, string> = {
  fi: 'Tekniset tiedot',
  sv: 'Tekniska detaljer',
  en: 'Technical details',
};

export interface Technical {
  /** The OAuth/OpenID error code, or the sandbox's own (`interaction_expired`). */
  error: string;
  /** The provider's own description, in English. */
  description?: string;
}

export function renderProblemPage(lang: PageLanguage, kind: ProblemKind, technical: Technical, portalUrl: string): string {
  const { title, text } = PROBLEMS[lang][kind];
  const description = technical.description ? `: ${escapeHtml(technical.description)}` : '';
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(backToPortalText(lang))}</a></p>
<details><summary>${escapeHtml(TECHNICAL_DETAILS[lang])}</summary>
<p><code>${escapeHtml(technical.error)}</code>${description}</p>
</details>`,
  );
}

/**
 * Which plain-words story an error of oidc-provider tells: by the endpoint it happened at and its code.
 * `sessionNotFound`: the provider's own "the interaction or its cookie is gone".
 */
export function problemKindOf(route: string | undefined, error: string, sessionNotFound: boolean): ProblemKind {
  if (error === 'server_error' || error === 'temporarily_unavailable') return 'server';
  if (route?.startsWith('end_session')) return 'logout';
  if (sessionNotFound || error === 'invalid_grant' || error === 'login_required') return 'expired';
  if (error === 'invalid_client' || error === 'unauthorized_client') return 'client';
  if (error === 'invalid_redirect_uri') return 'redirect';
  return 'request';
}
