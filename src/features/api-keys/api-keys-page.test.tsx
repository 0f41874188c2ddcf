// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { ApiKeyMetadata } from '../../api/schemas/api-keys.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { startI18n } from '../../i18n/i18n.ts';
import { fi as apiKeysFi } from './messages/fi.ts';
import { OneTimeSecret } from './one-time-secret.ts';

/**
 * The page as the person uses it, in a DOM, over the real service client and a fake network:
 * the new key's secret is on screen only between creation and dismissal, and never in a cache.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const SECRET = 'svc_sk_dom_test_secret_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const AURORA: CurrentCompany = {
  company: { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin'], unknownRoles: [] },
  staff: false,
  me: {
    principal: { kind: 'interactive', subject: 'person_admin', email: 'admin@aurora.example', name: 'Anna Virtanen', staff: false },
    companies: [{ customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['admin'], unknownRoles: [] }],
    unreadableCompanies: [],
  },
};

let ApiKeysPage: ComponentType;
let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;
let keys: ApiKeyMetadata[];

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await startI18n('fi');
  // The page registers its texts as it loads, which starts fetching them in the language shown (i18next
  // started first, as main.tsx does); they are there before the first render, so the page never suspends here.
  ApiKeysPage = (await import('./api-keys-page.tsx')).default;
  await i18next.loadNamespaces('apiKeys');
});

beforeEach(async () => {
  keys = [
    {
      id: 'key_old',
      name: 'Raportointi',
      scope: 'read',
      created_by: 'admin@aurora.example',
      created_at: '2026-09-01T06:00:00.000Z',
    },
  ];
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (_input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; scope: 'read' | 'write' };
        const api_key = { id: 'key_new', name: body.name, scope: body.scope, created_by: 'admin@aurora.example', created_at: new Date().toISOString() };
        keys = [api_key, ...keys];
        return Response.json({ api_key, secret: SECRET }, { status: 201 });
      }
      return Response.json({ api_keys: keys });
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
          <CurrentCompanyProvider value={AURORA}>
            <ApiKeysPage />
          </CurrentCompanyProvider>
        </ServiceProvider>
      </QueryClientProvider>,
    );
  });
  await settle();
});

afterEach(() => {
  vi.restoreAllMocks();
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

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`no ${type.name} #${id}`);
  return element;
}

function buttonNamed(text: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button "${text}"`);
  return button;
}

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
  await settle();
}

const cached = () =>
  JSON.stringify({
    queries: queryClient.getQueryCache().getAll().map((query) => query.state),
    mutations: queryClient.getMutationCache().getAll().map((mutation) => mutation.state),
  });

describe('the API-keys page shows a new key’s secret once', () => {
  it('shows the secret after creation, never caches it, and forgets it from the page on dismissal', async () => {
    expect(document.body.textContent).toContain('Raportointi');
    await typeInto(byId('api-key-name', HTMLInputElement), 'Kassa');
    await click(byId('api-key-scope-write', HTMLInputElement));
    await click(buttonNamed('Luo avain'));

    expect(document.body.innerHTML).toContain(SECRET);
    expect(document.activeElement?.id).toBe('api-key-secret-title');
    expect(cached()).toContain('key_new');
    expect(cached()).not.toContain(SECRET);

    await click(buttonNamed('Valmis, olen tallentanut avaimen'));
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(cached()).not.toContain(SECRET);
    // the person lands on the key they made, now in the list
    expect(document.activeElement?.id).toBe('api-key-key_new');
    expect(document.activeElement?.textContent).toBe('Kassa');
  });

  it('forgets the secret when it is dismissed, so that nothing React keeps of the page still reaches it', async () => {
    const forgotten: (string | null)[] = [];
    vi.spyOn(OneTimeSecret.prototype, 'forget').mockImplementation(function (this: OneTimeSecret) {
      forgotten.push(this.value);
    });
    await typeInto(byId('api-key-name', HTMLInputElement), 'Kassa');
    await click(byId('api-key-scope-read', HTMLInputElement));
    await click(buttonNamed('Luo avain'));
    expect(forgotten).toEqual([]);

    await click(buttonNamed('Valmis, olen tallentanut avaimen'));
    expect(forgotten).toContain(SECRET);
  });

  it('forgets a secret still on screen when the page goes away (another company, another page)', async () => {
    const forget = vi.spyOn(OneTimeSecret.prototype, 'forget');
    await typeInto(byId('api-key-name', HTMLInputElement), 'Kassa');
    await click(byId('api-key-scope-read', HTMLInputElement));
    await click(buttonNamed('Luo avain'));
    expect(document.body.innerHTML).toContain(SECRET);
    expect(forget).not.toHaveBeenCalled();

    act(() => root.render(<></>));
    expect(forget).toHaveBeenCalledOnce();
  });

  it('refuses to send a key without a name or scope, and says so beside each field', async () => {
    await click(buttonNamed('Luo avain'));
    expect(byId('api-key-name-error', HTMLParagraphElement).textContent).toBe('Anna avaimelle nimi.');
    expect(byId('api-key-scope-error', HTMLParagraphElement).textContent).toBe('Valitse, saako avain vain lukea vai myös kirjoittaa.');
    expect(byId('api-key-name', HTMLInputElement).getAttribute('aria-describedby')).toContain('api-key-name-error');
    expect(keys.map((key) => key.id)).toEqual(['key_old']);
  });

  it('describes each scope choice with what that key may do and what no key ever reaches (spec §5)', () => {
    const describedBy = (input: HTMLInputElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    const { create } = apiKeysFi;
    expect(describedBy(byId('api-key-scope-read', HTMLInputElement))).toEqual([create.scopeReadHelp, create.scopeNever]);
    expect(describedBy(byId('api-key-scope-write', HTMLInputElement))).toEqual([create.scopeWriteHelp, create.scopeNever]);
    // said once on the page, not once per choice
    expect(document.body.textContent.split(create.scopeNever)).toHaveLength(2);
  });

  it('shows "never" for a key not yet used, with who created it and when', async () => {
    const row = document.getElementById('api-key-key_old')?.closest('tr');
    expect(row?.textContent).toContain('admin@aurora.example');
    expect(row?.textContent).toContain('1.9.2026');
    expect(row?.textContent).toContain('Ei koskaan');
  });
});
