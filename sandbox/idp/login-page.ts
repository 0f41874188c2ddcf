/** The identity provider's pages: plain HTML, no script, one stylesheet, in the language the portal asked for. */

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
    errorTitle: 'Kirjautuminen ei onnistunut',
    back: 'Palaa portaaliin',
    logoutTitle: 'Kirjaudu ulos',
    logoutQuestion: 'Haluatko kirjautua ulos asiakasportaalista?',
    logoutConfirm: 'Kirjaudu ulos',
    loggedOut: 'Olet kirjautunut ulos.',
  },
  sv: {
    title: 'Logga in i kundportalen',
    intro: 'Logga in i byråns kundportal med din e-postadress och ditt lösenord.',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    invalid: 'E-postadressen eller lösenordet är fel. Kontrollera dem och försök igen.',
    missing: 'Ange både e-postadress och lösenord.',
    errorTitle: 'Inloggningen misslyckades',
    back: 'Tillbaka till portalen',
    logoutTitle: 'Logga ut',
    logoutQuestion: 'Vill du logga ut från kundportalen?',
    logoutConfirm: 'Logga ut',
    loggedOut: 'Du har loggats ut.',
  },
  en: {
    title: 'Sign in to the customer portal',
    intro: "Sign in to the accounting firm's customer portal with your email address and password.",
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The email or password is wrong. Check them and try again.',
    missing: 'Enter both your email and your password.',
    errorTitle: 'Sign-in failed',
    back: 'Back to the portal',
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out of the customer portal?',
    logoutConfirm: 'Sign out',
    loggedOut: 'You have signed out.',
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

function layout(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/idp/assets/login.css">
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
  error?: 'invalid' | 'missing';
}

export function renderLoginPage({ lang, action, email = '', error }: LoginPageInput): string {
  const t = TEXT[lang];
  const errorId = 'login-error';
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const errorBlock = error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(t[error])}</p>` : '';
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

export function renderErrorPage(lang: PageLanguage, error: string, description: string, portalUrl: string): string {
  const t = TEXT[lang];
  return layout(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p role="alert"><code>${escapeHtml(error)}</code>: ${escapeHtml(description)}</p>
<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
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
`;
