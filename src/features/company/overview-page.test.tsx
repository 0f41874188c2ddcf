// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { AgentStatus, IngestStatus } from '../../api/schemas/company.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { fi } from '../../i18n/messages/fi.ts';
import OverviewPage from './overview-page.tsx';
import { WORKING_REFRESH_MS } from './queries.ts';

/**
 * Issue 3 §4: the overview as the person sees it, in a DOM, over the real service client and a fake
 * service, on fake timers. While the agent works, its new progress notes and the files' new states
 * appear without a reload; once it is idle, the overview stops asking.
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

const NOTE_1 = { at: '2026-11-21T08:00:00.000Z', text: 'Luetaan marraskuun tiliote' };
const NOTE_2 = { at: '2026-11-21T08:00:04.000Z', text: 'Kirjataan 12 tapahtumaa' };
const FILE = { id: 'file_1', filename: 'tiliote-marraskuu.pdf', uploaded_at: '2026-11-21T07:59:00.000Z' } as const;

/** What the fake service answers now; a test changes it as the agent would. */
let agent: AgentStatus;
let ingest: IngestStatus;
/** How long the fake service takes to answer the file list. */
let ingestLatencyMs: number;
/** Every path the page asked for, in order. */
let requests: string[];

let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', resources: { fi: { translation: fi } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  vi.useFakeTimers();
  agent = { customer_id: 'cus_aurora', state: 'working', progress_notes: [NOTE_1], updated_at: NOTE_1.at };
  ingest = { customer_id: 'cus_aurora', files: [{ ...FILE, state: 'queued' }] };
  ingestLatencyMs = 0;
  requests = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  queryClient.clear();
  vi.useRealTimers();
});

async function renderOverview() {
  const client = createServiceClient({
    serviceUrl: '/portal',
    getIdToken: () => 'id-token',
    renewSession: async () => false,
    fetch: async (input) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      requests.push(path);
      if (path === '/portal/status') return Response.json(agent);
      if (path === '/portal/ingest-status') {
        // the answer is what the service knew when asked, arriving after its latency
        const answer = structuredClone(ingest);
        if (ingestLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, ingestLatencyMs));
        return Response.json(answer);
      }
      return Response.json({ error: 'not_found', detail: path }, { status: 404 });
    },
  });
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={['/cus_aurora/overview']}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <CurrentCompanyProvider value={AURORA}>
              <OverviewPage />
            </CurrentCompanyProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  await advance(0);
}

/**
 * Moves the fake clock on by `ms`, then one millisecond more: React Query tells the page of an answer
 * on a timer of its own (`setTimeout(…, 0)`, which the fake clock runs a millisecond later).
 */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
}

const count = (path: string) => requests.filter((request) => request === `/portal${path}`).length;
const card = (headingId: string) => container.querySelector(`[aria-labelledby="${headingId}"]`)?.textContent ?? '';
const agentCard = () => card('agent-heading');
const ingestCard = () => card('ingest-heading');

describe('the overview follows the agent while it works (issue 3 §4)', () => {
  it('shows new progress notes and file states without a reload while working, and asks nothing more once idle', async () => {
    await renderOverview();
    expect(agentCard()).toContain('Työskentelee');
    expect(agentCard()).toContain(NOTE_1.text);
    expect(ingestCard()).toContain('Jonossa');

    // the agent moves on: a new note, and the file is read
    agent = { ...agent, progress_notes: [NOTE_1, NOTE_2], updated_at: NOTE_2.at };
    ingest = { ...ingest, files: [{ ...FILE, state: 'parsed' }] };
    await advance(WORKING_REFRESH_MS);
    expect(agentCard()).toContain(NOTE_2.text);
    expect(ingestCard()).toContain('Luettu');
    expect(ingestCard()).not.toContain('Jonossa');

    // the agent finishes: the file is booked and the agent is idle
    ingest = { ...ingest, files: [{ ...FILE, state: 'booked' }] };
    agent = { ...agent, state: 'idle', updated_at: '2026-11-21T08:00:09.000Z' };
    await advance(WORKING_REFRESH_MS);
    expect(agentCard()).toContain('Vapaana');
    expect(ingestCard()).toContain('Kirjattu');

    // idle: a minute passes without a single request
    const asked = requests.length;
    await advance(12 * WORKING_REFRESH_MS);
    expect(requests.length).toBe(asked);
  });

  it('asks for the files once more when the agent stops, though their refresh does not tick with the status', async () => {
    // the file list answers a second after it is asked, so its refresh ticks a second behind the status's
    ingestLatencyMs = 1_000;
    await renderOverview();
    await advance(ingestLatencyMs);
    expect(ingestCard()).toContain('Jonossa');
    await advance(WORKING_REFRESH_MS);
    expect(count('/ingest-status')).toBe(2);
    expect(ingestCard()).toContain('Jonossa');

    // right after the file list was last asked for, the agent books the file and stops
    ingest = { ...ingest, files: [{ ...FILE, state: 'booked' }] };
    agent = { ...agent, state: 'idle' };
    // the status says so at its next tick, before the file list's next tick would come
    await advance(WORKING_REFRESH_MS - ingestLatencyMs);
    expect(agentCard()).toContain('Vapaana');
    await advance(ingestLatencyMs);
    expect(ingestCard()).toContain('Kirjattu');

    const asked = requests.length;
    await advance(12 * WORKING_REFRESH_MS);
    expect(requests.length).toBe(asked);
  });

  it('never asks again while the agent is idle from the start', async () => {
    agent = { ...agent, state: 'idle' };
    await renderOverview();
    expect(agentCard()).toContain('Vapaana');
    expect(ingestCard()).toContain('Jonossa');
    await advance(12 * WORKING_REFRESH_MS);
    expect(count('/status')).toBe(1);
    expect(count('/ingest-status')).toBe(1);
  });
});
