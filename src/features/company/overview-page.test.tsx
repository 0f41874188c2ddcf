// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../../api/client.ts';
import type { AgentStatus, IngestStatus, KnownRole } from '../../api/schemas/company.ts';
import { filingExample } from '../../api/schemas/filing-example.ts';
import { paymentBatchExample } from '../../testing/payment-batch-example.ts';
import type { PaymentBatch } from '../../api/schemas/payments.ts';
import { ServiceProvider } from '../../api/service-context.tsx';
import { CurrentCompanyProvider, type CurrentCompany } from '../../portal/current-company.tsx';
import { fi } from '../../i18n/messages/fi.ts';
import { fi as attentionFi } from './messages/fi.ts';
import { fi as conversationFi } from '../../portal/conversation/fi.ts';
import UnreadBadge, { UNREAD_BADGE_POLL_MS } from '../../portal/unread-badge.tsx';
import { messagesKeys } from '../../api/queries/messages.ts';
import OverviewPage, { preloadOverview } from './overview-page.tsx';
import { ATTENTION_PATIENCE_MS } from './needs-attention.tsx';
import { WORKING_REFRESH_MS } from '../../api/queries/company.ts';

/**
 * docs/decisions/0025: the overview as the person sees it, in a DOM, over the real service client and a fake
 * service, on fake timers. While the agent works, its new progress notes and the files' new states
 * appear without a reload; once it is idle, the overview stops asking. docs/decisions/0025: "Needs attention"
 * asks only for what the person may see, keeps each source's failure to itself, and the agent's status
 * says how old it is.
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
const AURORA = member(['admin']);

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
/** What the fake service answers for the other areas' data "Needs attention" reads; a test changes it. */
let answers: Record<string, () => Response | Promise<Response>>;

let container: HTMLDivElement;
let root: Root;
let queryClient: QueryClient;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // the texts of "Needs attention" (namespace attention) are at hand, as the section's chunk would fetch them
  await i18next.use(initReactI18next).init({ lng: 'fi', resources: { fi: { translation: fi, attention: attentionFi, conversation: conversationFi } }, interpolation: { escapeValue: false } });
  // the section's chunk is there before the page renders, as the boot fetches it with the portal (docs/decisions/0022)
  await preloadOverview();
  // the cards' chunk is fetched only once the list has been drawn: here it arrives at once when asked for
  await import('./overview-cards.tsx');
});

beforeEach(() => {
  vi.useFakeTimers();
  // half a minute after the agent's first note: its status is fresh
  vi.setSystemTime(new Date('2026-11-21T08:00:30.000Z'));
  answers = {};
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

async function renderOverview(person: CurrentCompany = AURORA, { waitForCards = true, withBadge = false } = {}) {
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
      const answer = answers[path];
      if (answer) return answer();
      return Response.json({ error: 'not_found', detail: path }, { status: 404 });
    },
  });
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={['/cus_aurora/overview']}>
        <QueryClientProvider client={queryClient}>
          <ServiceProvider client={client}>
            <CurrentCompanyProvider value={person}>
              <OverviewPage />
              {/* the navigation's unread count, as the shell shows it beside the page */}
              {withBadge ? <UnreadBadge customerId="cus_aurora" inMessages={false} /> : null}
            </CurrentCompanyProvider>
          </ServiceProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
  });
  await advance(0);
  if (waitForCards) await untilCardsDrawn();
}

/**
 * Moves the fake clock on a frame at a time until the cards are drawn, or `atMostMs` has passed: they wait until
 * the list above them is on the screen (two paints, docs/decisions/0023), and their chunk is asked for only then.
 */
async function untilCardsDrawn(atMostMs = 300) {
  for (let waited = 0; waited < atMostMs && !container.querySelector('#agent-heading'); waited += 16) await advance(15);
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

/** 45 uploads a minute apart, newest first as the service lists them; those of `failed` failed. */
const uploads = (failed: readonly number[] = []) =>
  Array.from({ length: 45 }, (_, index) => ({
    ...FILE,
    id: `file_${index}`,
    filename: `tosite-${index}.pdf`,
    uploaded_at: new Date(Date.parse(FILE.uploaded_at) - index * 60_000).toISOString(),
    state: failed.includes(index) ? ('failed' as const) : ('booked' as const),
  }));
const fileRows = () => [...container.querySelectorAll('[aria-labelledby="ingest-heading"] tbody tr')];

describe('a long file list (docs/decisions/0023)', () => {
  it('draws the first rows with the cards and the rest part by part after each paint, until every file shown is in the table', async () => {
    // every upload failed: each one is listed (the overview leaves out only files that need nothing)
    ingest = { ...ingest, files: uploads(Array.from({ length: 45 }, (_, index) => index)) };
    await renderOverview();
    expect(fileRows()).toHaveLength(5);
    await advance(200);
    expect(fileRows().length).toBeGreaterThan(5);
    await advance(1_000);
    expect(fileRows()).toHaveLength(45);
    expect(ingestCard()).toContain('tosite-44.pdf');
  });
});

describe('the overview lists the newest files and every failed one, not every upload', () => {
  it('shows the five newest, each failed or unclear one, and links to all of them in Documents with their count', async () => {
    const files: unknown[] = uploads([30, 40]);
    files[41] = { ...uploads()[41], state: 'quarantined' };
    files[42] = { id: 'file_42', filename: 'rikki.pdf' };
    ingest = { ...ingest, files: files as IngestStatus['files'] };
    await renderOverview();
    await advance(1_000);
    const names = fileRows().map((row) => row.querySelector('th')?.textContent ?? 'unreadable');
    expect(names).toEqual(['tosite-0.pdf', 'tosite-1.pdf', 'tosite-2.pdf', 'tosite-3.pdf', 'tosite-4.pdf', 'tosite-30.pdf', 'tosite-40.pdf', 'tosite-41.pdf', 'unreadable']);
    const all = [...container.querySelectorAll('[aria-labelledby="ingest-heading"] a')].find((link) => link.textContent === 'Kaikki tiedostot (45)');
    expect(all?.getAttribute('href')).toBe('/cus_aurora/documents');
    expect(ingestCard()).toContain('Uusimmat 5 tiedostoa ja jokainen, jonka käsittely epäonnistui.');
    // what is left out is said above the table: nothing under it moves as its rows come
    expect(all?.compareDocumentPosition(container.querySelector('[aria-labelledby="ingest-heading"] table') as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says nothing is left out when every file is shown', async () => {
    ingest = { ...ingest, files: uploads().slice(0, 3) };
    await renderOverview();
    expect(fileRows()).toHaveLength(3);
    expect(ingestCard()).not.toContain('Kaikki tiedostot');
  });
});

describe('a failed file’s row linked to before it is drawn', () => {
  const scrolledTo: string[] = [];
  const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  beforeEach(() => {
    scrolledTo.length = 0;
    // jsdom lays nothing out: where the page would scroll to is noted instead
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    if (jsdomScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  // the rows come a part after each paint: a frame at a time until every one shown (the five newest and the failed) is in the table
  const untilEveryRow = async (shown: number) => {
    for (let frame = 0; frame < 60 && fileRows().length < shown; frame += 1) await advance(16);
  };
  const files = uploads;

  it('is brought into view once its row is drawn, when the page was opened at its address', async () => {
    ingest = { ...ingest, files: files([40]) };
    window.history.replaceState(null, '', '/cus_aurora/overview#ingest-file-file_40');
    await renderOverview();
    expect(container.querySelector('#ingest-file-file_40')).toBeNull();
    expect(scrolledTo).toEqual([]);
    await untilEveryRow(6);
    expect(container.querySelector('#ingest-file-file_40')).not.toBeNull();
    expect(scrolledTo).toEqual(['ingest-file-file_40']);
  });

  it('is brought into view once drawn when “needs attention” is followed before, once; one already drawn is left to the browser', async () => {
    ingest = { ...ingest, files: files([2, 30]) };
    await renderOverview();
    const link = (filename: string) => [...container.querySelectorAll('a')].find((anchor) => anchor.textContent?.includes(filename));
    expect(link('tosite-30.pdf')?.getAttribute('href')).toBe('#ingest-file-file_30');
    window.location.hash = link('tosite-30.pdf')?.getAttribute('href') ?? '';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(container.querySelector('#ingest-file-file_30')).toBeNull();
    await untilEveryRow(6);
    expect(scrolledTo).toEqual(['ingest-file-file_30']);
    await advance(1_000);
    expect(scrolledTo).toEqual(['ingest-file-file_30']);
    // drawn already: the browser scrolls to it as the link is followed
    window.location.hash = '#ingest-file-file_2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await advance(100);
    expect(scrolledTo).toEqual(['ingest-file-file_30']);
  });
});

describe('the overview follows the agent while it works (docs/decisions/0025)', () => {
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
    await untilCardsDrawn();
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

// --- Needs attention (docs/decisions/0025) ---------------------------------------------------------------

const json = (body: unknown, status = 200) => () => Response.json(body, { status });

const connection = (id: string, attention: boolean) => ({
  id,
  provider: 'acquirer',
  display_name: id === 'conn_pos' ? 'AuroraOyPOS' : id,
  status: attention ? 'reauth_required' : 'connected',
  attention_required: attention,
  reauth_required: attention,
  recheck_available: attention,
});

const employee = (employee_id: string, name: string, withCard: boolean) => ({
  employee_id,
  employee_key: null,
  name,
  contract_id: `ctr_${employee_id}`,
  start_date: '2024-01-01',
  end_date: null,
  employment_type: 'monthly',
  monthly_salary_cents: 300_000,
  hourly_rate_cents: null,
  ...(withCard ? { withholding_basis_points: 2000 } : {}),
});

const bill = (id: string, review_state: string) => ({
  id,
  number: '77',
  supplier: 'Royal Ravintolat Oy',
  issue_date: '2026-11-12',
  due_date: '2026-11-26',
  total_cents: 61_000,
  currency: 'EUR',
  review_state,
});

/** The seed's kind of company: a connection needing action, a failed file, a draft run, someone without a tax card. */
function seedLikeAnswers() {
  ingest = { customer_id: 'cus_aurora', files: [{ ...FILE, state: 'failed', detail: 'Sarake puuttuu.' }] };
  answers['/portal/lens/connections-catalog'] = json({
    customer_id: 'cus_aurora',
    connected: [connection('conn_ok', false), connection('conn_pos', true)],
    tiles: [],
  });
  answers['/portal/purchase-bills'] = json({ customer_id: 'cus_aurora', bills: [bill('bill:Savoy #77?50%', 'needs_clarification'), bill('bill:b', 'pending')] });
  answers['/portal/payroll/workspace'] = json({
    workspace: {
      period: '2026-11',
      employees: [employee('emp_aino', 'Aino Laakso', true), employee('emp_juha', 'Juha Rantanen', false)],
      draft_runs: [
        { id: 'run_monthly', status: 'draft', payment_date: '2026-11-30' },
        { id: 'run_old', status: 'voided', payment_date: '2026-11-30' },
      ],
    },
  });
  answers['/portal/payments'] = json({ customer_id: 'cus_aurora', batches: [] });
  answers['/portal/invoices'] = json({ customer_id: 'cus_aurora', invoices: [] });
  answers['/portal/expense-claims'] = json({ customer_id: 'cus_aurora', claims: [] });
  answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: [] });
  answers['/portal/filings'] = json({ customer_id: 'cus_aurora', basis: FILINGS_BASIS, filings: [] });
  answers['/portal/filings/authorizations'] = json({ customer_id: 'cus_aurora', warning_days: 60, authorizations: [] });
}

const FILINGS_BASIS = { vat_period: 'month', vat_period_reason: '', employer: true, financial_year_end: '12-31' };

/** Filings of the kinds and states docs/decisions/0015 names, as the service would list them on 21.11.2026. */
function filingsAnswers() {
  const filing = (id: string, kind: string, period: string, due_date: string, state: string) => filingExample({ id, kind, period, due_date, state });
  answers['/portal/filings'] = json({
    customer_id: 'cus_aurora',
    basis: FILINGS_BASIS,
    filings: [
      filing('vat_return.2026-09', 'vat_return', '2026-09', '2026-11-12', 'filed'),
      filing('incomes_register_report.2026-11-10', 'incomes_register_report', '2026-11-10', '2026-11-16', 'late'),
      filing('employer_contributions.2026-10', 'employer_contributions', '2026-10', '2026-12-01', 'in_preparation'),
      filing('vat_return.2026-10', 'vat_return', '2026-10', '2026-12-14', 'awaiting_review'),
      filing('vat_return.2026-11', 'vat_return', '2026-11', '2027-01-12', 'upcoming'),
    ],
  });
  const authorization = (id: string, label: string, valid_until: string | null, state: string) => ({
    id,
    kind: 'suomifi_tax',
    label,
    granted_by: 'Anna Virtanen',
    granted_at: '2022-01-20',
    valid_until,
    state,
    renew_url: 'https://www.suomi.fi/valtuudet',
  });
  answers['/portal/filings/authorizations'] = json({
    customer_id: 'cus_aurora',
    warning_days: 60,
    authorizations: [authorization('a1', 'Verohallinnon asiat', '2027-01-20', 'expiring'), authorization('a2', 'Tulorekisteri', '2030-01-01', 'valid')],
  });
}

function allClearAnswers() {
  ingest = { customer_id: 'cus_aurora', files: [{ ...FILE, state: 'booked' }] };
  answers['/portal/lens/connections-catalog'] = json({ customer_id: 'cus_aurora', connected: [connection('conn_ok', false)], tiles: [] });
  answers['/portal/payroll/workspace'] = json({ workspace: { period: '2026-11', employees: [employee('emp_aino', 'Aino Laakso', true)], draft_runs: [] } });
  answers['/portal/payments'] = json({ customer_id: 'cus_aurora', batches: [] });
  answers['/portal/invoices'] = json({ customer_id: 'cus_aurora', invoices: [] });
  answers['/portal/expense-claims'] = json({ customer_id: 'cus_aurora', claims: [] });
  answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: [] });
  answers['/portal/filings'] = json({ customer_id: 'cus_aurora', basis: FILINGS_BASIS, filings: [] });
  answers['/portal/filings/authorizations'] = json({ customer_id: 'cus_aurora', warning_days: 60, authorizations: [] });
}

const attention = () => container.querySelector('[aria-labelledby="attention-heading"]');
const attentionHeading = () => container.querySelector('#attention-heading')?.textContent ?? '';
const links = () =>
  [...(attention()?.querySelectorAll('a') ?? [])].map((link) => ({ text: link.textContent, href: link.getAttribute('href') }));
const asked = (path: string) => requests.some((request) => request === `/portal${path}`);

describe('"Needs attention" on the overview (docs/decisions/0025)', () => {
  beforeAll(async () => {
    // the section is a chunk of its own: loaded once here, so that the fake clock need not wait for a file
    await import('./needs-attention.tsx');
  });

  it('shows an admin each thing to do as a sentence linking to where it is done, with the count in the heading', async () => {
    seedLikeAnswers();
    await renderOverview();
    expect(attentionHeading()).toBe('Vaatii huomiota (4)');
    expect(links()).toEqual([
      { text: 'Yhteys AuroraOyPOS vaatii toimia.', href: '/cus_aurora/connections/conn_pos' },
      { text: 'Tiedostoa tiliote-marraskuu.pdf ei voitu käsitellä – katso syy.', href: '#ingest-file-file_1' },
      {
        text: 'Työntekijältä Juha Rantanen puuttuu verokortti ennen palkkapäivää 30.11.2026.',
        href: '/cus_aurora/payroll/employees/emp_juha/tax-card?period=2026-11',
      },
      { text: 'Palkka-ajon luonnos palkkapäivälle 30.11.2026 odottaa hyväksyntää.', href: '/cus_aurora/payroll?period=2026-11' },
    ]);
    // the failed file's link leads to its row, where the reason is
    expect(container.querySelector('#ingest-file-file_1')?.closest('tr')?.textContent).toContain('Sarake puuttuu.');
    // an admin does not see bills: they are not asked for
    expect(asked('/purchase-bills')).toBe(false);
  });

  it('asks a claimant for neither payroll, payments nor bills, and shows no connection item they have no button for', async () => {
    seedLikeAnswers();
    await renderOverview(member(['claimant']));
    expect(asked('/payroll/workspace')).toBe(false);
    expect(asked('/purchase-bills')).toBe(false);
    expect(asked('/payments')).toBe(false);
    expect(asked('/lens/connections-catalog')).toBe(false);
    expect(attentionHeading()).toBe('Vaatii huomiota (1)');
    expect(attention()?.textContent).not.toContain('verokortti');
    expect(attention()?.textContent).not.toContain('Yhteys');
  });

  it('shows a bill handler the bill waiting for clarification, its ID one encoded segment of the review’s address', async () => {
    seedLikeAnswers();
    await renderOverview(member(['purchase_invoices']));
    expect(links()).toContainEqual({
      text: 'Lasku 77 (Royal Ravintolat Oy) odottaa selvitystä.',
      href: '/cus_aurora/bills/bill%3ASavoy%20%2377%3F50%25',
    });
    // the file and the bill: no connection item (a bill handler cannot change connections), no payments
    expect(attentionHeading()).toBe('Vaatii huomiota (2)');
    expect(asked('/payments')).toBe(false);
    expect(asked('/payroll/workspace')).toBe(false);
  });

  it('keeps a failing source to its own part of the list: the others are shown, and "nothing" is never said', async () => {
    seedLikeAnswers();
    answers['/portal/payroll/workspace'] = json({ error: 'unavailable', detail: 'payroll is down' }, 503);
    await renderOverview();
    const section = attention();
    expect(section?.querySelector('[role="alert"]')?.textContent).toContain('Palkat: Tietoja ei voitu hakea');
    expect(links().map((link) => link.href)).toEqual(['/cus_aurora/connections/conn_pos', '#ingest-file-file_1']);
    expect(section?.textContent).not.toContain('Mikään ei vaadi huomiota');
  });

  it('says "nothing needs attention" only once every source has answered clear', async () => {
    allClearAnswers();
    let answerPayroll: () => void = () => undefined;
    const payroll = answers['/portal/payroll/workspace'];
    answers['/portal/payroll/workspace'] = () =>
      new Promise<Response>((resolve) => {
        answerPayroll = () => resolve(payroll?.() as Response);
      });
    await renderOverview();
    expect(attention()?.textContent).toBe('Vaatii huomiotaLadataan…');
    await advance(ATTENTION_PATIENCE_MS);
    expect(attention()?.textContent).toContain('Palkat: Ladataan…');
    expect(attention()?.textContent).not.toContain('Mikään ei vaadi huomiota');
    answerPayroll();
    await advance(0);
    expect(attention()?.textContent).toBe('Vaatii huomiota (0)Mikään ei vaadi huomiota.');
  });

  it('is drawn whole once every source has answered: one wait in its place until then, never a line replaced by others', async () => {
    seedLikeAnswers();
    let answerPayroll: () => void = () => undefined;
    const payroll = answers['/portal/payroll/workspace'];
    answers['/portal/payroll/workspace'] = () =>
      new Promise<Response>((resolve) => {
        answerPayroll = () => resolve(payroll?.() as Response);
      });
    await renderOverview();
    expect(links()).toEqual([]);
    expect(attention()?.querySelectorAll('[data-loading]')).toHaveLength(1);
    answerPayroll();
    await advance(0);
    expect(attention()?.querySelectorAll('[data-loading]')).toHaveLength(0);
    expect(links().map((link) => link.href)).toEqual([
      '/cus_aurora/connections/conn_pos',
      '#ingest-file-file_1',
      '/cus_aurora/payroll/employees/emp_juha/tax-card?period=2026-11',
      '/cus_aurora/payroll?period=2026-11',
    ]);
  });

  it('keeps a source later than its patience to a line at the end, where its entries come, urgent ones too: nothing drawn moves', async () => {
    allClearAnswers();
    filingsAnswers();
    let answerFilings: () => void = () => undefined;
    const filings = answers['/portal/filings'];
    answers['/portal/filings'] = () =>
      new Promise<Response>((resolve) => {
        answerFilings = () => resolve(filings?.() as Response);
      });
    await renderOverview();
    await advance(ATTENTION_PATIENCE_MS);
    const drawn = links();
    expect(drawn).toEqual([{ text: 'Tilitoimiston valtuutus ”Verohallinnon asiat” päättyy 20.1.2027 – katso, miten se uusitaan.', href: '/cus_aurora/filings/authorizations' }]);
    expect(attention()?.querySelector('li:last-child')?.textContent).toContain('Ladataan…');
    answerFilings();
    await advance(0);
    // the late filing is urgent, yet it comes where the wait was, after what was drawn
    expect(links().slice(0, drawn.length)).toEqual(drawn);
    expect(links()[drawn.length]?.text).toMatch(/^Myöhässä: Tulorekisteri-ilmoitus/);
  });

  it('shows an admin a late filing first, the return waiting for their approval, a deadline within two weeks and an authorization to renew, each leading to it', async () => {
    allClearAnswers();
    filingsAnswers();
    await renderOverview();
    expect(links()).toEqual([
      { text: 'Myöhässä: Tulorekisteri-ilmoitus 10.11.2026 (määräpäivä 16.11.2026) – katso tilanne.', href: '/cus_aurora/filings/incomes_register_report.2026-11-10' },
      { text: 'Työnantajan oma-aloitteiset verot 10/2026: määräpäivä 1.12.2026, 10 päivää aikaa.', href: '/cus_aurora/filings/employer_contributions.2026-10' },
      { text: 'Arvonlisäveroilmoitus 10/2026 odottaa hyväksyntääsi (määräpäivä 14.12.2026).', href: '/cus_aurora/filings/vat_return.2026-10' },
      { text: 'Tilitoimiston valtuutus ”Verohallinnon asiat” päättyy 20.1.2027 – katso, miten se uusitaan.', href: '/cus_aurora/filings/authorizations' },
    ]);
  });

  it('gives an operator no approval to make, and a claimant no filings at all', async () => {
    allClearAnswers();
    filingsAnswers();
    await renderOverview(member(['operator']));
    expect(links().map((link) => link.href)).toEqual([
      '/cus_aurora/filings/incomes_register_report.2026-11-10',
      '/cus_aurora/filings/employer_contributions.2026-10',
      '/cus_aurora/filings/authorizations',
    ]);
    act(() => root.unmount());
    root = createRoot(container);
    requests = [];
    await renderOverview(member(['claimant']));
    expect(asked('/filings')).toBe(false);
    expect(asked('/filings/authorizations')).toBe(false);
  });

  it('counts rows it cannot read, and states it does not know, as something to look at', async () => {
    allClearAnswers();
    ingest = { customer_id: 'cus_aurora', files: [{ ...FILE, state: 'virus_scan' }, { id: 'file_broken' } as never] };
    await renderOverview();
    expect(links()).toContainEqual({
      text: 'Ladatut tiedostot: 2 kohdetta ei voitu tulkita – tarkista ne.',
      href: '#ingest-heading',
    });
    expect(attention()?.textContent).not.toContain('Mikään ei vaadi huomiota');
  });
});

describe('nothing the overview does not show is on the way of what needs attention (docs/decisions/0023)', () => {
  it('draws the cards only once the settled list has been on the screen: two paints after it', async () => {
    seedLikeAnswers();
    await renderOverview(AURORA, { waitForCards: false });
    // every source has answered and the list is drawn; the cards wait for it to be painted and shown
    expect(attentionHeading()).toBe('Vaatii huomiota (4)');
    expect(container.querySelector('#agent-heading')).toBeNull();
    await untilCardsDrawn();
    expect(agentCard()).toContain('Työskentelee');
  });

  it('asks for no connection’s data summary: the overview reads the catalogue for what needs attention only', async () => {
    seedLikeAnswers();
    answers['/portal/lens/connections-catalog'] = json({
      customer_id: 'cus_aurora',
      connected: [{ ...connection('conn_pos', true), backfill_status: 'complete' }],
      tiles: [],
    });
    await renderOverview();
    await advance(1_000);
    expect(count('/lens/connections-catalog')).toBe(1);
    expect(requests.filter((path) => path.startsWith('/portal/connections/'))).toEqual([]);
  });
});

describe('nothing on the overview moves down as its parts arrive (docs/decisions/0022)', () => {
  it('shows the cards below "Needs attention" only once it has been read, in one go', async () => {
    seedLikeAnswers();
    const catalog = answers['/portal/lens/connections-catalog'];
    answers['/portal/lens/connections-catalog'] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return catalog?.() ?? Response.json({}, { status: 500 });
    };
    await renderOverview();
    // the status and the files have answered, but the list above them is still being read: they wait
    expect(count('/status')).toBe(1);
    expect(container.querySelector('#agent-heading')).toBeNull();
    expect(container.querySelector('#ingest-heading')).toBeNull();
    await advance(2_000);
    await untilCardsDrawn();
    expect(attentionHeading()).toBe('Vaatii huomiota (4)');
    expect(agentCard()).toContain('Työskentelee');
    expect(ingestCard()).toContain('Sarake puuttuu.');
  });

  it('shows them after five seconds all the same when the list takes longer', async () => {
    answers['/portal/lens/connections-catalog'] = () => new Promise<Response>(() => undefined);
    await renderOverview();
    expect(container.querySelector('#agent-heading')).toBeNull();
    await advance(5_000);
    await untilCardsDrawn();
    expect(agentCard()).toContain('Työskentelee');
  });
});

describe('the agent status says how old it is (docs/decisions/0025)', () => {
  it('says how long ago a fresh status was updated, in words', async () => {
    agent = { ...agent, state: 'idle', updated_at: '2026-11-21T07:55:30.000Z' };
    await renderOverview();
    expect(agentCard()).toContain('Vapaana');
    expect(agentCard()).toContain('Päivitetty 5 minuuttia sitten');
  });

  it('does not repeat "working" as fact when the status is days old: it says it may be out of date', async () => {
    agent = { ...agent, updated_at: '2026-11-17T08:00:00.000Z' };
    await renderOverview();
    const strong = container.querySelector('[aria-labelledby="agent-heading"] p strong')?.textContent;
    expect(strong).toBe('Tila päivitetty viimeksi 4 päivää sitten – tieto voi olla vanhentunut');
    expect(agentCard()).toContain('Viimeksi ilmoitettu tila: Työskentelee');
  });
});

describe('"Needs attention": money and paydays (docs/decisions/0025)', () => {
  /** The links with the amounts' no-break spaces as plain ones. */
  const plainLinks = () => links().map((link) => ({ ...link, text: link.text?.replace(/[\u00a0\u202f]/g, ' ') }));
  const batch = (id: string, status: string, over: Partial<PaymentBatch> = {}) =>
    paymentBatchExample({ id, status, label: 'Monthly salaries', total_cents: 250_000, ...over });

  it('shows an admin the batches waiting for release, the overdue first, and the refused ones, each leading to its batch', async () => {
    allClearAnswers();
    answers['/portal/payments'] = json({
      customer_id: 'cus_aurora',
      batches: [
        batch('pay_next', 'awaiting_release'),
        batch('pay_late', 'awaiting_release', { due_date: '2026-10-31', overdue: true }),
        batch('pay_refused', 'failed', { due_date: '2026-09-30', overdue: true, failure: { code: 'no_bank_connection', detail: 'x' } }),
        batch('pay_done', 'delivered', { due_date: '2026-08-31' }),
        batch('pay_replaced', 'failed', { due_date: '2026-07-31', recreated_as: 'pay_late', failure: { code: 'account_refused', detail: 'x' } }),
      ],
    });
    await renderOverview();
    expect(plainLinks()).toEqual([
      { text: 'Maksuerää 2 500,00 € (eräpäivä 30.9.2026) ei maksettu – katso miksi ja luo uusi erä.', href: '/cus_aurora/payments/pay_refused' },
      { text: 'Maksuerä 2 500,00 € on myöhässä (eräpäivä 31.10.2026) ja odottaa vapautusta.', href: '/cus_aurora/payments/pay_late' },
      { text: 'Maksuerä 2 500,00 € (eräpäivä 30.11.2026) odottaa vapautusta.', href: '/cus_aurora/payments/pay_next' },
    ]);
    expect(attention()?.textContent).not.toContain('Mikään ei vaadi huomiota');
  });

  it('says a batch the company cannot pay cannot be released until the bank connection works', async () => {
    allClearAnswers();
    answers['/portal/payments'] = json({
      customer_id: 'cus_aurora',
      batches: [batch('pay_blocked', 'awaiting_release', { release_blocked: { code: 'no_bank_connection', detail: 'x' } })],
    });
    await renderOverview(member(['approver']));
    expect(plainLinks()).toContainEqual({
      text: 'Maksuerää 2 500,00 € (eräpäivä 30.11.2026) ei voi vapauttaa, ennen kuin pankkiyhteys on kunnossa.',
      href: '/cus_aurora/payments/pay_blocked',
    });
  });

  it('shows a payday with a voided run and no draft to approve as urgent, first in the list', async () => {
    seedLikeAnswers();
    answers['/portal/payroll/workspace'] = json({
      workspace: {
        period: '2026-11',
        employees: [employee('emp_aino', 'Aino Laakso', true)],
        draft_runs: [{ id: 'run_voided', status: 'voided', payment_date: '2026-11-30' }],
      },
    });
    await renderOverview();
    const first = attention()?.querySelector('li');
    expect(first?.textContent).toBe('Kiireellinen: palkkapäivälle 30.11.2026 ei ole hyväksyttävää palkka-ajoa.');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/payroll?period=2026-11');
  });
});

describe('the agent card reads a status the spec leaves open (docs/decisions/0021)', () => {
  it('shows the state and no notes, and no error, for a status without progress notes or with something else there', async () => {
    agent = { customer_id: 'cus_aurora', state: 'idle', updated_at: NOTE_1.at };
    await renderOverview();
    expect(agentCard()).toContain('Vapaana');
    expect(agentCard()).toContain('Ei edistymismerkintöjä.');
    expect(container.querySelector('[aria-labelledby="agent-heading"] [role="alert"]')).toBeNull();
    act(() => root.unmount());
    queryClient.clear();
    root = createRoot(container);
    Object.assign(agent, { progress_notes: 'none yet' });
    await renderOverview();
    expect(agentCard()).toContain('Vapaana');
    expect(agentCard()).not.toContain('none yet');
    expect(container.querySelector('[aria-labelledby="agent-heading"] [role="alert"]')).toBeNull();
  });

  it('quotes the agent’s notes in their own language, said to be the firm’s system’s words, not the page’s', async () => {
    await renderOverview();
    const quote = container.querySelector('[aria-labelledby="agent-heading"] li q');
    expect(quote?.textContent).toBe(NOTE_1.text);
    expect(quote?.getAttribute('lang')).toBe('fi');
    expect(agentCard()).toContain('Tilitoimiston järjestelmän viestit:');
  });
});

describe('"Needs attention": bills, claims and payees (docs/decisions/0010)', () => {
  const plainLinks = () => links().map((link) => ({ ...link, text: link.text?.replace(/[\u00a0\u202f]/g, ' ') }));
  const invoice = (id: string, state: string, waiting: boolean, purpose: string | null = null) => ({
    id,
    kind: purpose === null ? 'purchase_bill' : 'expense_claim',
    number: id,
    supplier: 'Kespro Oy',
    issue_date: '2026-11-12',
    due_date: '2026-11-26',
    total_cents: 61_000,
    vat_cents: 12_000,
    currency: 'EUR',
    review_state: '',
    purchased_by: null,
    waiting_for_me: waiting,
    circulation: { state, revision: 'r1', steps: [], duplicate_of: null },
    payment: null,
    claim:
      purpose === null
        ? null
        : { claimant: { name: 'Kaisa Mäkinen', email: 'claimant@aurora.example' }, date: '2026-11-20', purpose, document_ids: ['doc_1'], iban_masked: 'FI21 **** 0785' },
  });

  it('shows a decider how many bills and claims wait for their decision, leading to the bills area', async () => {
    allClearAnswers();
    answers['/portal/purchase-bills'] = json({ customer_id: 'cus_aurora', bills: [] });
    answers['/portal/invoices'] = json({ customer_id: 'cus_aurora', invoices: [invoice('bill_1', 'waiting_for_check', true), invoice('bill_2', 'waiting_for_approval', true)] });
    await renderOverview(member(['invoice_reviewer']));
    expect(requests).toContain('/portal/invoices');
    expect(links()).toContainEqual({ text: '2 laskua tai kulukorvausta odottaa päätöstäsi.', href: '/cus_aurora/bills' });
    // the claimant's own claims are not this person's to follow
    expect(asked('/expense-claims')).toBe(false);
  });

  it('shows a claimant each claim returned to them, leading to the claims area, and asks for no bills', async () => {
    allClearAnswers();
    answers['/portal/expense-claims'] = json({
      customer_id: 'cus_aurora',
      claims: [invoice('claim_1', 'returned', false, 'Taksi lentokentälle'), invoice('claim_2', 'waiting_for_check', false, 'Lounas')],
    });
    await renderOverview(member(['claimant']));
    expect(links()).toContainEqual({ text: 'Kulukorvauksesi ”Taksi lentokentälle” palautettiin – katso syy ja tee uusi.', href: '/cus_aurora/expense-claims' });
    expect(attention()?.textContent).not.toContain('Lounas');
    expect(asked('/invoices')).toBe(false);
  });

  it('says a batch blocked by an unverified payee needs a payment held back, leading to the batch', async () => {
    allClearAnswers();
    answers['/portal/payments'] = json({
      customer_id: 'cus_aurora',
      batches: [
        paymentBatchExample({ id: 'pay_purchase', kind: 'purchase', total_cents: 250_000, release_blocked: { code: 'payee_unverified', detail: 'x' } }),
      ],
    });
    await renderOverview(member(['approver']));
    expect(plainLinks()).toContainEqual({
      text: 'Maksuerää 2 500,00 € (eräpäivä 30.11.2026) ei voi vapauttaa: saajan nimi ei täsmää tilinomistajaan – pidätä maksu tai pyydä tilitoimistoa korjaamaan tili.',
      href: '/cus_aurora/payments/pay_purchase',
    });
  });

  const thread = (id: string, unread: number) => ({
    id,
    subject: null,
    title: 'Lokakuun kirjanpito on valmis',
    started_by: { kind: 'agent', name: 'Kirjanpitoagentti', email: null },
    started_at: '2026-11-02T08:00:00Z',
    last_message_at: '2026-11-02T08:00:00Z',
    last_message: { author: { kind: 'agent', name: 'Kirjanpitoagentti', email: null }, preview: 'Lokakuun kirjanpito on valmis.' },
    message_count: unread,
    unread_count: unread,
    read_up_to_seq: 0,
  });

  it('says how many messages wait to be read, leading to the one thread that has them, asked for the threads with unread only', async () => {
    allClearAnswers();
    answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: [thread('thr_month', 2)] });
    await renderOverview(member(['claimant']));
    expect(links()).toContainEqual({ text: '2 lukematonta viestiä.', href: '/cus_aurora/messages/thr_month' });
    expect(attentionHeading()).toBe('Vaatii huomiota (1)');
  });

  it('leads to the unread threads when several have unread messages, and says nothing of messages when none is unread', async () => {
    allClearAnswers();
    answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: [thread('thr_a', 1), thread('thr_b', 2)] });
    await renderOverview(member(['claimant']));
    expect(links()).toContainEqual({ text: '3 lukematonta viestiä.', href: '/cus_aurora/messages?unread=true' });
    act(() => root.unmount());
    root = createRoot(container);
    queryClient.clear();
    answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: [thread('thr_a', 0)] });
    await renderOverview(member(['claimant']));
    expect(attention()?.textContent).toBe('Vaatii huomiota (0)Mikään ei vaadi huomiota.');
  });
});


describe('the unread count in "Needs attention" and in the navigation agree', () => {
  const thread = (id: string, unread: number) => ({
    id,
    subject: null,
    title: 'Lokakuun kirjanpito on valmis',
    started_by: { kind: 'agent', name: 'Kirjanpitoagentti', email: null },
    started_at: '2026-11-02T08:00:00Z',
    last_message_at: '2026-11-02T08:00:00Z',
    last_message: { author: { kind: 'agent', name: 'Kirjanpitoagentti', email: null }, preview: 'Lokakuun kirjanpito on valmis.' },
    message_count: unread,
    unread_count: unread,
    read_up_to_seq: 0,
  });
  /** The service's one count: the threads with unread messages and the summary answer alike. */
  const unreadAre = (threads: { id: string; unread: number }[]) => {
    answers['/portal/messages/threads'] = json({ customer_id: 'cus_aurora', threads: threads.map(({ id, unread }) => thread(id, unread)) });
    answers['/portal/messages/unread'] = json({
      customer_id: 'cus_aurora',
      unread_messages: threads.reduce((sum, { unread }) => sum + unread, 0),
      unread_threads: threads.filter(({ unread }) => unread > 0).length,
      latest_seq: 10 + threads.reduce((sum, { unread }) => sum + unread, 0),
    });
  };
  const badge = () => container.querySelector('[data-unread-badge]')?.getAttribute('data-unread-badge') ?? '0';
  const item = () => links().find((link) => /lukemato/.test(link.text ?? ''));

  beforeEach(() => {
    allClearAnswers();
    agent = { ...agent, state: 'idle' };
  });

  it('says a message that came while the overview is open as soon as the badge does, leading to the thread once the threads are read again', async () => {
    unreadAre([{ id: 'thr_a', unread: 1 }]);
    await renderOverview(member(['claimant']), { withBadge: true });
    expect(badge()).toBe('1');
    expect(item()).toEqual({ text: '1 lukematon viesti.', href: '/cus_aurora/messages/thr_a' });
    // a second message in the same thread: the badge hears of it at its next poll
    unreadAre([{ id: 'thr_a', unread: 2 }]);
    await advance(UNREAD_BADGE_POLL_MS);
    expect(badge()).toBe('2');
    expect(item()).toEqual({ text: '2 lukematonta viestiä.', href: '/cus_aurora/messages/thr_a' });
    // and a message in another thread: the item leads to the unread threads
    unreadAre([
      { id: 'thr_a', unread: 2 },
      { id: 'thr_b', unread: 1 },
    ]);
    await advance(UNREAD_BADGE_POLL_MS);
    expect(badge()).toBe('3');
    expect(item()).toEqual({ text: '3 lukematonta viestiä.', href: '/cus_aurora/messages?unread=true' });
  });

  it('has the badge asked again when the threads are read again and say otherwise, not at its next poll', async () => {
    unreadAre([{ id: 'thr_a', unread: 2 }]);
    await renderOverview(member(['claimant']), { withBadge: true });
    expect(badge()).toBe('2');
    // the thread was read in another tab: the overview's threads are read again (the tab shown again, say)
    unreadAre([]);
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: messagesKeys.threads('cus_aurora', { unread: true }) });
    });
    await advance(0);
    expect(item()).toBeUndefined();
    expect(badge()).toBe('0');
  });

  it('asks again once, not back and forth, when the two keep disagreeing', async () => {
    unreadAre([{ id: 'thr_a', unread: 2 }]);
    // the summary counts a thread the list does not show: the two never agree
    answers['/portal/messages/unread'] = json({ customer_id: 'cus_aurora', unread_messages: 3, unread_threads: 2, latest_seq: 12 });
    await renderOverview(member(['claimant']), { withBadge: true });
    await advance(5_000);
    const asks = count('/messages/threads') + count('/messages/unread');
    await advance(10_000);
    expect(count('/messages/threads') + count('/messages/unread')).toBe(asks);
    expect(count('/messages/threads')).toBeLessThanOrEqual(2);
  });
});
