// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { anna, filingsDom, openText, textOf, type AuthorizationJson } from '../../testing/filings-dom-kit.tsx';

/**
 * The authorizations (docs/decisions/0015): each with its name, who granted it, until when and the days left; one expiring
 * or expired as a warning with the renewal steps in the person's language (Suomi.fi, who may, that the firm is
 * told) and the link to renew it; a valid one without; an unknown state as it came, an unreadable one in its place.
 */

const dom = filingsDom({ today: '2026-11-27' });

const authorization = (over: Partial<AuthorizationJson>): AuthorizationJson => ({
  id: 'auth_tax',
  kind: 'suomifi_tax',
  label: 'Arvonlisäveroasioiden hoitaminen',
  granted_by: 'Anna Virtanen',
  granted_at: '2022-01-20',
  valid_until: '2027-01-20',
  state: 'expiring',
  renew_url: 'https://www.suomi.fi/valtuudet',
  ...over,
});

let authorizations: unknown[];

function service(method: string, path: string) {
  if (method === 'GET' && path === '/filings/authorizations') return Response.json({ customer_id: 'cus_aurora', warning_days: 60, authorizations });
  return Response.json({ error: 'not_found', detail: path }, { status: 404 });
}

beforeEach(() => {
  authorizations = [
    authorization({}),
    authorization({ id: 'auth_ir', kind: 'suomifi_incomes_register', label: 'Tulorekisteri-ilmoitusten antaminen', valid_until: '2030-06-30', state: 'valid' }),
    authorization({ id: 'auth_trade', kind: 'suomifi_trade_register', label: 'Tilinpäätöksen rekisteröinti', valid_until: null, state: 'valid' }),
    authorization({ id: 'auth_old', valid_until: '2026-09-30', state: 'expired', renew_url: 'javascript:alert(1)' }),
    authorization({ id: 'auth_odd', state: 'suspended' }),
    { id: 'auth_broken' },
  ];
});

const card = (id: string) => dom.container().querySelector(`article[aria-labelledby="authorization-${id}"]`);

describe('the authorizations', () => {
  it('warns of an expiring one with its days left and the steps to renew it in Suomi.fi, who may, and that the firm is told', async () => {
    await dom.render('/cus_aurora/filings/authorizations', anna, service);
    const expiring = card('auth_tax');
    const text = openText(expiring ?? dom.container());
    expect(text).toContain('Arvonlisäveroasioiden hoitaminen');
    expect(text).toContain('Päättymässä');
    expect(text).toContain('Anna Virtanen');
    expect(text).toContain('20.1.2027 asti');
    expect(text).toContain('54 päivää');
    expect(text).toContain('Valtuus päättyy 20.1.2027.');
    expect(text).toContain('Näin uusit valtuuden');
    expect(expiring?.querySelectorAll('ol > li')).toHaveLength(4);
    expect(text).toContain('Valitse, että asioit yrityksen Aurora Oy puolesta.');
    expect(text).toContain('oikeus edustaa yritystä yksin');
    expect(text).toContain('Tilitoimisto saa tiedon uudesta valtuudesta');
    const renew = [...(expiring?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.startsWith('Uusi valtuus Suomi.fi-palvelussa'));
    expect(renew?.getAttribute('href')).toBe('https://www.suomi.fi/valtuudet');
  });

  it('shows a valid one without a warning, an open-ended one as such', async () => {
    await dom.render('/cus_aurora/filings/authorizations', anna, service);
    expect(card('auth_ir')?.querySelector('[data-renewal]')).toBeNull();
    expect(openText(card('auth_ir') ?? dom.container())).toContain('Voimassa');
    expect(openText(card('auth_trade') ?? dom.container())).toContain('toistaiseksi');
  });

  it('warns of an expired one with how long ago it ended, and links no address that is not a web page', async () => {
    await dom.render('/cus_aurora/filings/authorizations', anna, service);
    const expired = card('auth_old');
    expect(openText(expired ?? dom.container())).toContain('päättyi 58 päivää sitten');
    expect(openText(expired ?? dom.container())).toContain('Valtuus päättyi 30.9.2026.');
    expect([...(expired?.querySelectorAll('a') ?? [])].some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(false);
  });

  it('shows an unknown state as it came and an unreadable item in its place', async () => {
    await dom.render('/cus_aurora/filings/authorizations', anna, service);
    expect(textOf(card('auth_odd') ?? dom.container())).toContain('suspended (tuntematon arvo)');
    expect(dom.container().querySelectorAll('[data-unreadable-item]')).toHaveLength(1);
  });
});
