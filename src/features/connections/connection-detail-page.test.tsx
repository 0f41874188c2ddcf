// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { KnownRole } from '../../api/schemas/company.ts';
import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { connectionsPaths } from './paths.ts';

/**
 * docs/decisions/0021 "no dead ends": the connection page as a person uses it, in a DOM, over the real service client and
 * a fake network. A connection whose key was never verified and which imported nothing can be removed by those
 * who may connect, through a confirmation that takes the focus and gives it back; afterwards the page says so and
 * leads to connecting again. Nobody else is offered it, and a refusal is said in plain words first.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const member = (roles: KnownRole[]): CurrentCompany => {
  const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles, unknownRoles: [] };
  return {
    company,
    staff: false,
    me: {
      principal: { kind: 'interactive', subject: 'person_x', email: 'x@aurora.example', name: 'Anna Virtanen', staff: false },
      companies: [company],
      unreadableCompanies: [],
    },
  };
};

const checkedAt = '2026-11-21T10:00:00.000Z';
const refused: CredentialConnection = {
  id: 'conn_typo',
  provider: 'acquirer',
  display_name: 'AuroraOyECMO',
  status: 'reauth_required',
  attention_required: true,
  reauth_required: true,
  recheck_available: true,
  key_last4: 'Q7wZ',
  merchant_account: 'AuroraOyECMO',
  last_error_code: 'credential_rejected',
  last_error_message: '403 Forbidden: the report user lacks the role merchant-report-download.',
  credential_check: { state: 'rejected', checked_at: checkedAt, message: '403 Forbidden: the report user lacks the role merchant-report-download.' },
};

let DetailPage: ComponentType;
let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
/** What the fake service lists; a test changes it as the service would. */
let connected: CredentialConnection[];
/** How the fake service answers the removal. */
let removalAnswer: () => Response;
/** Every request, as `METHOD /path?query`, in order. */
let requests: string[];

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has <dialog> but not its modal methods
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await startI18n('fi');
  DetailPage = (await import('./connection-detail-page.tsx')).ConnectionDetailPage;
  await i18next.loadNamespaces(['connections', 'doneButUnreadable']);
});

beforeEach(() => {
  connected = [refused];
  requests = [];
  removalAnswer = () => {
    connected = connected.filter((connection) => connection.id !== 'conn_typo');
    return Response.json({ customer_id: 'cus_aurora', connection_id: 'conn_typo', removed_at: '2026-11-21T10:05:00.000Z' });
  };
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  queryClient.clear();
});

async function renderPage(roles: KnownRole[] = ['admin'], connectionId = 'conn_typo') {
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url.pathname}${url.search}`);
      if (method === 'DELETE') return removalAnswer();
      if (url.pathname === '/portal/lens/connections-catalog') return Response.json({ customer_id: 'cus_aurora', connected, tiles: [] });
      if (url.pathname.endsWith('/data')) {
        const id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
        if (!connected.some((connection) => connection.id === id)) return Response.json({ error: 'not_found', detail: 'gone' }, { status: 404 });
        return Response.json({
          customer_id: 'cus_aurora',
          connection: { id: 7, provider: 'acquirer', label: id, environment: 'production', customer_visible_status: 'x', last_synced_at: '' },
          months: [],
        });
      }
      return Response.json({ error: 'not_found', detail: url.pathname }, { status: 404 });
    },
  });
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[`/cus_aurora/connections/${connectionId}`]}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <CurrentCompanyProvider value={member(roles)}>
              <Routes>
                <Route path="/cus_aurora/connections/:connectionId" element={<DetailPage />} />
              </Routes>
            </CurrentCompanyProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  await settle();
}

async function settle() {
  for (let round = 0; round < 6; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const buttonNamed = (text: string) => [...container.querySelectorAll('button')].find((button) => button.textContent === text);
const offer = () => container.querySelector('[data-removal-offer]');
const dialog = () => container.querySelector('dialog');

async function click(element: HTMLElement | undefined | null) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    element.click();
  });
  await settle();
}

describe('removing a connection that never verified (docs/decisions/0021)', () => {
  it('is offered beside the recheck to those who may connect, for a refused key that imported nothing', async () => {
    for (const roles of [['admin'], ['approver'], ['operator']] satisfies KnownRole[][]) {
      await renderPage(roles);
      expect(container.querySelector('h1')?.textContent).toContain('AuroraOyECMO');
      expect(buttonNamed('Tarkista uudelleen')).toBeDefined();
      expect(offer()?.textContent).toContain('Väärä kauppiastilin tunnus?');
      expect(buttonNamed('Poista tämä yhteys')).toBeDefined();
    }
  });

  it('is offered for a key that could not be checked', async () => {
    connected = [{ ...refused, last_error_code: 'credential_unverified', credential_check: { state: 'unverified', checked_at: checkedAt } }];
    await renderPage();
    expect(buttonNamed('Poista tämä yhteys')).toBeDefined();
  });

  it('is not offered to a person who may only read, who is offered no recheck either', async () => {
    await renderPage(['claimant']);
    expect(container.querySelector('h1')?.textContent).toContain('AuroraOyECMO');
    expect(offer()).toBeNull();
    expect(buttonNamed('Tarkista uudelleen')).toBeUndefined();
  });

  it.each([
    ['a verified, importing connection', { status: 'syncing', backfill_status: 'running', external_company_id: 'ACQCO-1', credential_check: { state: 'verified', checked_at: checkedAt } }],
    ['a key verified for a merchant account another company holds', { credential_check: { state: 'verified', checked_at: checkedAt }, last_error_code: undefined, last_error_message: undefined }],
    ['a connection refused after it had imported', { backfill_status: 'complete' }],
  ] as const)('is not offered for %s', async (_case, over) => {
    connected = [{ ...refused, ...over }];
    await renderPage();
    expect(container.querySelector('h1')?.textContent).toContain('AuroraOyECMO');
    expect(offer()).toBeNull();
  });

  it('asks first, in a dialog that takes the focus and says what removal does; Cancel removes nothing and gives the focus back', async () => {
    await renderPage();
    const opener = buttonNamed('Poista tämä yhteys');
    await click(opener);
    const open = dialog();
    expect(open?.hasAttribute('open')).toBe(true);
    expect(open?.getAttribute('aria-labelledby')).toBe('remove-connection-title');
    expect(document.getElementById('remove-connection-title')?.textContent).toBe('Poistetaanko kauppiastilin AuroraOyECMO yhteys?');
    expect(document.getElementById('remove-connection-text')?.textContent).toBe(
      'Tallennettu API-avain poistetaan ja yhteys poistuu luettelosta. Yhteyden kautta ei ole tuotu mitään, joten aineistoa ei katoa.',
    );
    expect(open?.textContent).toContain('oikealla kauppiastilin tunnuksella');
    // Enter on the first focus never removes: Cancel has it
    expect(document.activeElement?.textContent).toBe('Peruuta');

    await click(buttonNamed('Peruuta'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Poista tämä yhteys'));
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  it('removes on confirmation: one DELETE naming the company, then says so with the way to connect again, its heading focused', async () => {
    await renderPage();
    await click(buttonNamed('Poista tämä yhteys'));
    const before = requests.length;
    await click(buttonNamed('Poista yhteys'));

    const sent = requests.slice(before);
    expect(sent.filter((request) => request.startsWith('DELETE'))).toEqual(['DELETE /portal/acquirer-connections/conn_typo?customer_id=cus_aurora']);
    // the removed connection's data is not asked for again
    expect(sent.filter((request) => request.includes('/data'))).toEqual([]);
    expect(dialog()).toBeNull();
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Yhteys poistettu');
    expect(document.activeElement).toBe(heading);
    expect(container.querySelector('[data-removed]')?.textContent).toBe('Kauppiastilin AuroraOyECMO yhteys ja sen tallennettu avain on poistettu.');
    const again = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Yhdistä korttimaksut uudelleen');
    expect(again?.getAttribute('href')).toBe(connectionsPaths.connectAcquirer('cus_aurora'));
  });

  it('says a removal done (2xx) whose answer cannot be read as done all the same', async () => {
    removalAnswer = () => {
      connected = [];
      return Response.json({ removed: true });
    };
    await renderPage();
    await click(buttonNamed('Poista tämä yhteys'));
    await click(buttonNamed('Poista yhteys'));
    expect(container.querySelector('h1')?.textContent).toBe('Yhteys poistettu');
    const done = container.querySelector('[data-done-unreadable]');
    expect(done?.textContent).toContain('Kauppiastilin AuroraOyECMO yhteys ja sen tallennettu avain on poistettu.');
    expect(buttonNamed('Poista yhteys')).toBeUndefined();
  });

  it('says a 409 in plain words with the service’s code only in the technical details, and shows the connection as it now is', async () => {
    removalAnswer = () => {
      // a recheck elsewhere verified the key meanwhile
      connected = [{ ...refused, status: 'syncing', backfill_status: 'running', external_company_id: 'ACQCO-1', credential_check: { state: 'verified', checked_at: checkedAt } }];
      return Response.json({ error: 'connection_key_verified', detail: 'The acquirer has verified the key of the connection.' }, { status: 409 });
    };
    await renderPage();
    await click(buttonNamed('Poista tämä yhteys'));
    await click(buttonNamed('Poista yhteys'));

    const alert = dialog()?.querySelector('[role="alert"]');
    const firstSentence = alert?.querySelector('p:not(:first-child)')?.textContent ?? '';
    expect(firstSentence).toBe(
      'Yhteyttä ei voi enää poistaa, koska kortinvarmentaja on sillä välin hyväksynyt sen avaimen. Sivulla näkyy nyt yhteyden nykyinen tila.',
    );
    const details = alert?.querySelector('details');
    expect(details?.textContent).toContain('connection_key_verified');
    expect(details?.textContent).toContain('409');
    expect(firstSentence).not.toMatch(/connection_key_verified|409|verified the key/);
    // the catalog was read again: the offer is gone, so Cancel gives the focus to the page's heading
    expect(offer()).toBeNull();
    await click(buttonNamed('Peruuta'));
    expect(document.activeElement).toBe(container.querySelector('h1'));
    expect(container.querySelector('h1')?.textContent).toContain('AuroraOyECMO');
  });

  it.each([
    [404, 'not_found', 'Yhteyttä ei enää ole: joku on ehkä jo poistanut sen. Tarkista tilanne yhteyksien luettelosta.'],
    [403, 'role_required', 'Yhteyden voi poistaa vain yrityksen pääkäyttäjä, hyväksyjä tai operaattori. Pyydä jotakuta heistä poistamaan se.'],
    [409, 'connection_has_imported', 'Yhteyttä ei voi poistaa, koska sen kautta on jo tuotu aineistoa kirjanpitoon. Jos kauppiastili on väärä, ota yhteyttä tilitoimistoon.'],
  ] as const)('says a %s (%s) in Finnish first, with the code only in the technical details', async (status, error, words) => {
    removalAnswer = () => {
      if (status === 404) connected = [];
      return Response.json({ error, detail: 'The service’s own words.' }, { status });
    };
    await renderPage();
    await click(buttonNamed('Poista tämä yhteys'));
    await click(buttonNamed('Poista yhteys'));
    const alert = dialog()?.querySelector('[role="alert"]');
    expect(alert?.querySelector('p:not(:first-child)')?.textContent).toBe(words);
    expect(alert?.querySelector('details')?.textContent).toContain(error);
    expect(alert?.querySelector('details')?.textContent).toContain('The service’s own words.');
    await click(buttonNamed('Peruuta'));
    // gone meanwhile: the page read again says so, and its heading has the focus back
    if (status === 404) expect(container.querySelector('h1')?.textContent).toBe('Yhteyttä ei löydy');
    expect(document.activeElement).toBe(status === 404 ? container.querySelector('h1') : buttonNamed('Poista tämä yhteys'));
  });

  it('says it in Swedish to a person reading Swedish: the offer, the dialog and the refusal', async () => {
    await i18next.loadLanguages('sv');
    await i18next.changeLanguage('sv');
    await i18next.loadNamespaces(['connections', 'doneButUnreadable']);
    try {
      removalAnswer = () => Response.json({ error: 'connection_key_verified', detail: 'The acquirer has verified the key.' }, { status: 409 });
      await renderPage();
      expect(offer()?.textContent).toContain('Fel kod för handlarkontot?');
      await click(buttonNamed('Ta bort den här anslutningen'));
      expect(document.getElementById('remove-connection-title')?.textContent).toBe('Ta bort anslutningen för handlarkontot AuroraOyECMO?');
      await click(buttonNamed('Ta bort anslutningen'));
      const alert = dialog()?.querySelector('[role="alert"]');
      expect(alert?.querySelector('p:not(:first-child)')?.textContent).toBe(
        'Anslutningen kan inte längre tas bort, eftersom inlösaren under tiden har godkänt dess nyckel. Sidan visar nu anslutningens nuvarande läge.',
      );
      expect(alert?.querySelector('details')?.textContent).toContain('connection_key_verified');
    } finally {
      await i18next.changeLanguage('fi');
    }
  });

  it('says a failure it does not know by name with the shared words, and may be confirmed again', async () => {
    let answers = 0;
    removalAnswer = () => {
      answers += 1;
      if (answers === 1) return Response.json({ error: 'unavailable', detail: 'The database is busy.' }, { status: 503 });
      connected = [];
      return Response.json({ customer_id: 'cus_aurora', connection_id: 'conn_typo', removed_at: '2026-11-21T10:05:00.000Z' });
    };
    await renderPage();
    await click(buttonNamed('Poista tämä yhteys'));
    await click(buttonNamed('Poista yhteys'));
    const alert = dialog()?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Yhteyttä ei poistettu');
    // the shared words first; the service's own only in the technical details
    expect(alert?.querySelector('p:not(:first-child)')?.textContent).toBe(i18next.t('states.serverError'));
    expect(alert?.querySelector('details')?.textContent).toContain('The database is busy.');
    await click(buttonNamed('Poista yhteys'));
    expect(container.querySelector('h1')?.textContent).toBe('Yhteys poistettu');
  });
});
