import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { OidcTestClient, locationOf } from '../testing/oidc-client.ts';
import { NAVIGATION_ACCEPT } from '../testing/sign-out.ts';

/**
 * docs/decisions/0028: the provider's error pages say what happened and what to do in the person's language, with
 * one way on (the portal); error codes only under the technical details.
 */

const portalUrl = `${new URL(inject('sandboxRedirectUri')).origin}/`;
const verifier = () => randomBytes(32).toString('base64url');
const browse = (client: OidcTestClient, url: string) => client.request(url, { headers: { Accept: NAVIGATION_ACCEPT } });

interface ErrorPage {
  lang: string;
  heading: string;
  /** Everything a person reads before the technical details. */
  main: string;
  details: string;
}

function readErrorPage(html: string): ErrorPage {
  const [main = '', details = ''] = html.split('<details>');
  return {
    lang: /<html lang="([a-z]+)">/.exec(html)?.[1] ?? '',
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '',
    main: main.replace(/<head>[\s\S]*<\/head>/, ''),
    details,
  };
}

function expectPlainWords(page: ErrorPage, code: string, summary: string) {
  // no code, snake_case word or OAuth phrase in what a person reads first
  expect(page.main).not.toContain(code);
  expect(page.main).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  expect(page.main).not.toContain('<code>');
  // exactly one way on: back to the portal
  expect([...page.main.matchAll(/<a href="([^"]+)"/g)].map((link) => link[1])).toEqual([portalUrl]);
  expect(page.details).toContain(`<summary>${summary}</summary>`);
  expect(page.details).toContain(`<code>${code}</code>`);
}

describe('the provider’s error pages', () => {
  it('an unknown client, in Swedish', async () => {
    const client = new OidcTestClient();
    const params = client.authorizationParams(verifier(), { client_id: 'no-such-client', ui_locales: 'sv' });
    const answer = await browse(client, `/idp/auth?${params}`);
    expect(answer.status).toBe(400);
    const page = readErrorPage(await answer.text());
    expect(page.lang).toBe('sv');
    expect(page.heading).toBe('Inloggningen kunde inte börja');
    expect(page.main).toContain('Programmet som inloggningen startades från är okänt.');
    expectPlainWords(page, 'invalid_client', 'Tekniska detaljer');
  });

  it('a redirect URI that is not registered, in English', async () => {
    const client = new OidcTestClient();
    const params = client.authorizationParams(verifier(), { redirect_uri: 'https://evil.example/callback', ui_locales: 'en' });
    const answer = await browse(client, `/idp/auth?${params}`);
    expect(answer.status).toBe(400);
    const page = readErrorPage(await answer.text());
    expect(page.lang).toBe('en');
    expect(page.heading).toBe('The sign-in could not start');
    expect(page.main).toContain('not the customer portal’s');
    expectPlainWords(page, 'invalid_redirect_uri', 'Technical details');
  });

  it('an interaction that is gone, with no session: Finnish, plain words, a link to the portal', async () => {
    const answer = await browse(new OidcTestClient(), '/idp/interaction/no-such-interaction');
    expect(answer.status).toBe(400);
    const page = readErrorPage(await answer.text());
    expect(page.lang).toBe('fi');
    expect(page.heading).toBe('Kirjautuminen vanheni');
    expect(page.main).toContain('Aloita kirjautuminen uudelleen portaalista.');
    expectPlainWords(page, 'interaction_expired', 'Tekniset tiedot');
  });

  it('an address under the login that is no page: 404 in plain words', async () => {
    const answer = await browse(new OidcTestClient(), '/idp/interaction/abc/elsewhere');
    expect(answer.status).toBe(404);
    const page = readErrorPage(await answer.text());
    expect(page.heading).toBe('Sivua ei löydy');
    expectPlainWords(page, 'not_found', 'Tekniset tiedot');
  });

  it('a sign-out request the provider cannot read, in the language it asked for', async () => {
    const client = new OidcTestClient();
    const answer = await browse(client, `/idp/session/end?${new URLSearchParams({ id_token_hint: 'not-a-token', ui_locales: 'sv' })}`);
    expect(answer.status).toBe(400);
    const page = readErrorPage(await answer.text());
    expect(page.heading).toBe('Utloggningen misslyckades');
    expectPlainWords(page, 'invalid_request', 'Tekniska detaljer');
  });

  it('a sign-out posted as anything but a form is refused in plain words', async () => {
    const answer = await new OidcTestClient().request('/idp/session/end', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: NAVIGATION_ACCEPT },
      body: JSON.stringify({ client_id: 'customer-portal' }),
    });
    expect(answer.status).toBe(400);
    const page = readErrorPage(await answer.text());
    expect(page.heading).toBe('Uloskirjautuminen ei onnistunut');
    expectPlainWords(page, 'invalid_request', 'Tekniset tiedot');
  });
});

describe('Back after a successful sign-in', () => {
  async function signInKeepingInteraction() {
    const client = new OidcTestClient();
    const interaction = locationOf(await client.authorize(verifier(), { ui_locales: 'en' }));
    await client.request(interaction);
    let next = locationOf(await client.submitLogin(interaction, 'operator@aurora.example', 'portal-demo'));
    for (let hop = 0; hop < 5 && !next.startsWith(client.redirectUri); hop += 1) next = locationOf(await client.request(next));
    expect(next.startsWith(client.redirectUri)).toBe(true);
    return { client, interaction };
  }

  it('lands on the finished interaction and is sent on to the portal’s front page, still signed in', async () => {
    const { client, interaction } = await signInKeepingInteraction();
    const back = await browse(client, interaction);
    expect(back.status).toBe(303);
    expect(locationOf(back)).toBe(portalUrl);
  });

  it('without the provider session (another browser) the same address is the plain-words page', async () => {
    const { interaction } = await signInKeepingInteraction();
    const answer = await browse(new OidcTestClient(), interaction);
    expect(answer.status).toBe(400);
    expectPlainWords(readErrorPage(await answer.text()), 'interaction_expired', 'Tekniset tiedot');
  });
});
