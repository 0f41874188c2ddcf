// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { Member, MemberList } from '../../api/schemas/members.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';

/**
 * The members page as an admin uses it, in a DOM, over the real service client and a fake network: the last
 * admin is explained before anyone tries, a form refuses what the service would refuse without sending it,
 * and the service's own refusal is said in plain words.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const AURORA: CurrentCompany = {
  company: { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin'], unknownRoles: [] },
  staff: false,
  me: {
    principal: { kind: 'interactive', subject: 'person_admin', email: 'admin@aurora.example', name: 'Anna Virtanen', staff: false },
    companies: [{ customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin'], unknownRoles: [] }],
    unreadableCompanies: [],
  },
};

const member = (member_id: string, name: string, roles: string[]): Member => ({
  member_id,
  email: `${member_id}@aurora.example`,
  name,
  roles,
  state: 'active',
  added_at: '2026-01-15T07:00:00.000Z',
});

let MembersPage: ComponentType;
let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
let list: MemberList;
let writes: { method: string; url: string; body: unknown }[];
let answerWrite: () => Response;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await startI18n('fi');
  MembersPage = (await import('./members-page.tsx')).default;
  await i18next.loadNamespaces('members');
});

beforeEach(async () => {
  list = {
    customer_id: 'cus_aurora',
    members: [member('person_admin', 'Anna Virtanen', ['admin']), member('person_approver', 'Pekka Korhonen', ['approver'])],
    changes: [],
  };
  writes = [];
  answerWrite = () => Response.json({ customer_id: 'cus_aurora', member: list.members[1] });
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (input, init) => {
      if (init?.method && init.method !== 'GET') {
        writes.push({ method: init.method, url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
        return answerWrite();
      }
      return Response.json(list);
    },
  });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <ServiceProvider client={client}>
          <MemoryRouter initialEntries={['/cus_aurora/members']}>
            <CurrentCompanyProvider value={AURORA}>
              <MembersPage />
            </CurrentCompanyProvider>
          </MemoryRouter>
        </ServiceProvider>
      </QueryClientProvider>,
    );
  });
  await settle();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  queryClient.clear();
});

async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const card = (memberId: string) => {
  const element = document.getElementById(`member-${memberId}`);
  if (!element) throw new Error(`no card of ${memberId}`);
  return element;
};
const buttonLabelled = (label: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!button) throw new Error(`no button "${label}"`);
  return button;
};
const buttonIn = (scope: HTMLElement, text: string) => {
  const button = [...scope.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button "${text}"`);
  return button;
};
const checkbox = (id: string) => {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no checkbox #${id}`);
  return input;
};
async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
  await settle();
}

describe('the members page', () => {
  it('says the only admin is the last one, offers no way to remove them and locks their admin role', async () => {
    expect(card('person_admin').textContent).toContain('Ainoa pääkäyttäjä');
    expect(card('person_admin').textContent).toContain('Anna Virtanen (sinä)');
    expect(document.querySelector('button[aria-label="Poista käyttäjä Anna Virtanen"]')).toBeNull();
    expect(card('person_approver').textContent).not.toContain('Ainoa pääkäyttäjä');
    expect(buttonLabelled('Poista käyttäjä Pekka Korhonen')).toBeTruthy();

    await click(buttonLabelled('Muuta käyttäjän Anna Virtanen rooleja'));
    const admin = checkbox('roles-person_admin-admin');
    expect(admin.checked).toBe(true);
    expect(admin.disabled).toBe(true);
    expect(admin.getAttribute('aria-describedby')).toContain('roles-person_admin-admin-locked');
  });

  it('refuses to save no roles at all without asking the service, and says what to do instead', async () => {
    await click(buttonLabelled('Muuta käyttäjän Pekka Korhonen rooleja'));
    await click(checkbox('roles-person_approver-approver'));
    await click(buttonIn(card('person_approver'), 'Tallenna roolit'));
    expect(writes).toEqual([]);
    expect(card('person_approver').textContent).toContain('Valitse vähintään yksi rooli. Jos haluat poistaa kaikki roolit, poista käyttäjä.');
    expect(document.activeElement).toBe(checkbox('roles-person_approver-admin'));
  });

  it('sends the chosen roles and says the service’s 409 last_admin in plain words, keeping the choice', async () => {
    answerWrite = () => Response.json({ error: 'last_admin', detail: 'This member is the company’s only admin.' }, { status: 409 });
    await click(buttonLabelled('Muuta käyttäjän Pekka Korhonen rooleja'));
    await click(checkbox('roles-person_approver-operator'));
    await click(buttonIn(card('person_approver'), 'Tallenna roolit'));
    expect(writes).toEqual([
      { method: 'POST', url: '/portal/members/person_approver/roles', body: { roles: ['approver', 'operator'], customer_id: 'cus_aurora' } },
    ]);
    const alert = card('person_approver').querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Muutosta ei tehty: Pekka Korhonen on yrityksen ainoa pääkäyttäjä');
    expect(checkbox('roles-person_approver-operator').checked).toBe(true);
  });

  it('checks an invitation before sending it: a malformed address and no roles are said at their fields, and what was typed stays', async () => {
    const email = document.getElementById('invite-email');
    if (!(email instanceof HTMLInputElement)) throw new Error('no address field');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, 'anna at aurora');
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonIn(document.body, 'Lähetä kutsu'));
    expect(writes).toEqual([]);
    expect(document.getElementById('invite-email-error')?.textContent).toBe('Tarkista sähköpostiosoite: sen pitää olla muotoa nimi@yritys.fi.');
    expect(document.getElementById('invite-roles-error')?.textContent).toContain('Valitse vähintään yksi rooli.');
    expect(email.value).toBe('anna at aurora');
    expect(document.activeElement).toBe(email);
  });
});
