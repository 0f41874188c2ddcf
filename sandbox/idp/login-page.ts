/**
 * The identity provider's pages: plain HTML, one stylesheet, in the language the portal asked for. The one
 * script of its own (`sign-out.ts`) only submits the sign-out form the person asked for, with the portal's hint.
 */

export type PageLanguage = 'fi' | 'sv' | 'en';

const TEXT = {
  fi: {
    title: 'Kirjaudu asiakasportaaliin',
    intro: 'Kirjaudu tilitoimiston asiakasportaaliin sähköpostiosoitteellasi ja salasanallasi.',
    email: 'Sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu',
    invalid: 'Sähköposti tai salasana on väärin. Tarkista ne ja yritä uudelleen.',
    missing: 'Anna sekä sähköposti että salasana.',
    locked: (wait: string) => `Liian monta väärää yritystä. Voit yrittää uudelleen ${wait} kuluttua.`,
    seconds: (n: number) => `${n} sekunnin`,
    minutes: (n: number) => `${n} minuutin`,
    errorTitle: 'Kirjautuminen ei onnistunut',
    back: 'Palaa portaaliin',
    logoutTitle: 'Kirjaudu ulos',
    logoutQuestion: 'Haluatko kirjautua ulos asiakasportaalista?',
    logoutConfirm: 'Kirjaudu ulos',
    loggedOut: 'Olet kirjautunut ulos.',
    signingOut: 'Kirjaudutaan ulos…',
    signingOutFallback: 'Jos sivu ei vaihdu, paina painiketta.',
  },
  sv: {
    title: 'Logga in i kundportalen',
    intro: 'Logga in i byråns kundportal med din e-postadress och ditt lösenord.',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    invalid: 'E-postadressen eller lösenordet är fel. Kontrollera dem och försök igen.',
    missing: 'Ange både e-postadress och lösenord.',
    locked: (wait: string) => `För många felaktiga försök. Du kan försöka igen om ${wait}.`,
    seconds: (n: number) => `${n} ${n === 1 ? 'sekund' : 'sekunder'}`,
    minutes: (n: number) => `${n} ${n === 1 ? 'minut' : 'minuter'}`,
    errorTitle: 'Inloggningen misslyckades',
    back: 'Tillbaka till portalen',
    logoutTitle: 'Logga ut',
    logoutQuestion: 'Vill du logga ut från kundportalen?',
    logoutConfirm: 'Logga ut',
    loggedOut: 'Du har loggats ut.',
    signingOut: 'Du loggas ut…',
    signingOutFallback: 'Om sidan inte byts, tryck på knappen.',
  },
  en: {
    title: 'Sign in to the customer portal',
    intro: "Sign in to the accounting firm's customer portal with your email address and password.",
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The email or password is wrong. Check them and try again.',
    missing: 'Enter both your email and your password.',
    locked: (wait: string) => `Too many wrong attempts. You can try again in ${wait}.`,
    seconds: (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`,
    minutes: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
    errorTitle: 'Sign-in failed',
    back: 'Back to the portal',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of the customer portal?',
    logoutConfirm: 'Sign out',
    loggedOut: 'You have signed out.',
    signingOut: 'Signing you out…',
    signingOutFallback: 'If the page does not change, press the button.',
  },
} as const;

export function pickLanguage(uiLocales: unknown): PageLanguage {
  if (typeof uiLocales !== 'string') return 'fi';
  for (const locale of uiLocales.split(' ')) {
    const language = locale.slice(0, 2).toLowerCase();
    if (language === 'fi' || language === 'sv' || language === 'en') return language;
  }
  return 'fi';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `head` is trusted markup (a script of the provider's own origin), never anything a request carried. */
export function layout(lang: PageLanguage, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/idp/assets/login.css">${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  lang: PageLanguage;
  action: string;
  email?: string;
  error?: 'invalid' | 'missing' | 'locked';
  /** With `locked`: when the person may try again. */
  retryAfterSeconds?: number;
}

/** "2 minuutin" / "2 minuter" / "2 minutes": whole minutes from a minute on, rounded up, else seconds. */
export function waitText(lang: PageLanguage, seconds: number): string {
  const t = TEXT[lang];
  return seconds < 60 ? t.seconds(Math.max(1, Math.ceil(seconds))) : t.minutes(Math.ceil(seconds / 60));
}

export function renderLoginPage({ lang, action, email = '', error, retryAfterSeconds = 60 }: LoginPageInput): string {
  const t = TEXT[lang];
  const errorId = 'login-error';
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const message = error === 'locked' ? t.locked(waitText(lang, retryAfterSeconds)) : error ? t[error] : '';
  const errorBlock = error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(message)}</p>` : '';
  return layout(
    lang,
    error ? `${t.errorTitle} – ${t.title}` : t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${error || !email ? ' autofocus' : ''}>
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email && !error ? ' autofocus' : ''}>
  <button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

export function renderLogoutPage(lang: PageLanguage, formHtml: string): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
<p>${escapeHtml(t.logoutQuestion)}</p>
${formHtml}`,
  );
}

export function logoutButton(lang: PageLanguage): string {
  return `<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(TEXT[lang].logoutConfirm)}</button>`;
}

export function renderLoggedOutPage(lang: PageLanguage, portalUrl: string): string {
  const t = TEXT[lang];
  return layout(lang, t.logoutTitle, `<h1>${escapeHtml(t.loggedOut)}</h1><p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t.back)}</a></p>`);
}

/**
 * The sign-out the portal asked for with the hint of this very session: the provider's form, with what ends
 * the whole session (`logout=yes`), submitted by the provider's own script; the button is for a browser
 * that runs no script.
 */
export function renderSigningOutPage(lang: PageLanguage, formHtml: string, scriptPath: string): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.logoutTitle,
    `<h1>${escapeHtml(t.signingOut)}</h1>
<p>${escapeHtml(t.signingOutFallback)}</p>
${formHtml}
<button type="submit" form="op.logoutForm">${escapeHtml(t.logoutConfirm)}</button>`,
    `\n<script src="${escapeHtml(scriptPath)}" defer></script>`,
  );
}

export function backToPortalText(lang: PageLanguage): string {
  return TEXT[lang].back;
}

export const LOGIN_CSS = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: #f4f6f8; color: #1b1f24; }
main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border: 1px solid #c9d1d9; border-radius: 8px; }
h1 { font-size: 1.5rem; margin-top: 0; }
form { display: grid; gap: 0.5rem; }
label { font-weight: 600; margin-top: 0.5rem; }
input { font: inherit; padding: 0.5rem; border: 1px solid #57606a; border-radius: 4px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
button { font: inherit; margin-top: 1rem; padding: 0.6rem 1rem; background: #0b5394; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
button:hover { background: #083d6e; }
.error { color: #8a1111; background: #fdecec; border: 1px solid #8a1111; padding: 0.5rem; border-radius: 4px; }
a { color: #0b5394; }
details { margin-top: 1.5rem; color: #3d444d; }
summary { cursor: pointer; }
details p { overflow-wrap: anywhere; }
`;
