// @vitest-environment jsdom
import i18next from 'i18next';
import { act, type ComponentType } from 'react';
import type { z } from 'zod';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentBatchExample } from '../../testing/payment-batch-example.ts';
import { DELIVERY_REFRESH_MS } from '../../api/queries/payments.ts';
import type { PaymentBatchDetail } from '../../api/schemas/payments.ts';
import { loadLanguage } from '../../i18n/namespaces.ts';
import type { CurrentCompany } from '../../portal/current-company.tsx';
import { click, companyDom, openText as openTextOf, settle } from '../../testing/dom-test-kit.tsx';
import { PAYMENTS_NAMESPACE } from './messages.ts';

/**
 * The batch page as a person uses it, in a DOM, over the real service client and a fake network (docs/decisions/0008,
 * docs/decisions/0008): the confirmation shows what is released and in whose name and sends
 * the total shown; the delivery is followed live; a 409 says in plain words what changed or who released it;
 * a failure it does not know gets the dialog's shared banner; a failed batch says that nothing was paid.
 */

/** A batch as the fake service holds it: the contract's shape, as JSON. */
type Batch = z.input<typeof PaymentBatchDetail>;

const company = { customer_id: 'cus_aurora', name: 'Aurora Oy', business_id: '1234567-1', roles: ['approver' as const], unknownRoles: [] };
const approver: CurrentCompany = {
  company,
  staff: false,
  me: {
    principal: { kind: 'interactive', subject: 'person_p', email: 'approver@aurora.example', name: 'Pekka Korhonen', staff: false },
    companies: [company],
    unreadableCompanies: [],
  },
};

const awaiting: Batch = {
  ...paymentBatchExample({
    id: 'pay_aurora_2026-10_monthly',
    source: { kind: 'payroll_run', id: 'run_aurora_2026-10_monthly' },
    label: 'Monthly salaries 10/2026',
    count: 2,
    total_cents: 512_345,
    due_date: '2026-10-31',
    bank_account_masked: 'FI49 **** 8730',
  }),
  payments: [
    { payee_name: 'Aino Laakso', iban_masked: 'FI21 **** 0001', amount_cents: 300_000, reference: null, message: 'Monthly salaries 10/2026, Aino Laakso' },
    { payee_name: 'Mikko Salmi', iban_masked: 'FI21 **** 0002', amount_cents: 212_345, reference: null, message: null },
  ],
};
const releasedBy = (name: string, email: string) => ({ name, email, at: '2026-11-25T10:05:00.000Z' });

const dom = companyDom([PAYMENTS_NAMESPACE, 'doneButUnreadable']);
const container = () => dom.container();
let BatchPage: ComponentType;
/** What the fake service holds; a test changes it as the service would. */
let batch: Batch;
/** How the fake service answers a release of `total_cents`. */
let releaseAnswer: (totalCents: number) => Response;
/** Every request, as `METHOD /path?query body`, in order. */
let requests: string[];
/** How the fake service answers re-creating the batch. */
let recreateAnswer: () => Response;
/** How the fake service answers holding a payment back. */
let holdAnswer: (paymentId: string, reason: string) => Response;
/** How the fake service answers putting a held payment back. */
let unholdAnswer: (paymentId: string) => Response;
/** How the fake service answers cancelling a held payment. */
let cancelAnswer: (paymentId: string, reason: string) => Response;
/** Other batches the fake service holds, by id (a batch re-created from this one). */
let others: Map<string, Batch>;

beforeAll(async () => {
  BatchPage = (await import('./batch-page.tsx')).BatchPage;
  await loadLanguage('sv');
});

beforeEach(async () => {
  await i18next.changeLanguage('fi');
  batch = structuredClone(awaiting);
  requests = [];
  others = new Map();
  recreateAnswer = () => Response.json({ error: 'not_failed', detail: 'not failed' }, { status: 409 });
  holdAnswer = (paymentId, reason) => {
    const payments = batch.payments.map((payment) =>
      typeof payment === 'object' && payment !== null && 'id' in payment && payment.id === paymentId
        ? { ...payment, held: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00.000Z', reason } }
        : payment,
    );
    batch = { ...batch, payments, count: batch.count - 1, release_blocked: null };
    return Response.json({ customer_id: 'cus_aurora', batch });
  };
  unholdAnswer = (paymentId) => {
    let back = 0;
    const payments = batch.payments.map((payment) => {
      if (typeof payment !== 'object' || payment === null || !('id' in payment) || payment.id !== paymentId) return payment;
      back = payment.amount_cents;
      return { ...payment, held: null };
    });
    batch = { ...batch, payments, count: batch.count + 1, total_cents: (batch.total_cents ?? 0) + back, release_blocked: { code: 'payee_unverified', detail: 'Valio Oy: no_match, not held' } };
    return Response.json({ customer_id: 'cus_aurora', batch });
  };
  cancelAnswer = (paymentId, reason) => {
    const payments = batch.payments.map((payment) =>
      typeof payment === 'object' && payment !== null && 'id' in payment && payment.id === paymentId
        ? { ...payment, cancelled: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-26T09:00:00.000Z', reason } }
        : payment,
    );
    batch = { ...batch, payments, status: 'cancelled', held_count: 0, release_blocked: null };
    return Response.json({ customer_id: 'cus_aurora', batch });
  };
  releaseAnswer = () => {
    batch = { ...batch, status: 'delivering', released: releasedBy('Pekka Korhonen', 'approver@aurora.example') };
    return Response.json({ customer_id: 'cus_aurora', batch });
  };
});

async function renderPage() {
  await dom.render(
    <BatchPage />,
    approver,
    (method, _path, url, body) => {
      requests.push(`${method} ${url.pathname}${url.search}${body === undefined ? '' : ` ${body}`}`);
      if (method === 'POST' && url.pathname === `/portal/payments/${batch.id}/release`) {
        return releaseAnswer((JSON.parse(String(body)) as { total_cents: number }).total_cents);
      }
      if (method === 'POST' && url.pathname === `/portal/payments/${batch.id}/recreate`) return recreateAnswer();
      const held = /^\/portal\/payments\/[^/]+\/payments\/([^/]+)\/hold$/.exec(url.pathname);
      if (method === 'POST' && held) return holdAnswer(decodeURIComponent(held[1] ?? ''), (JSON.parse(String(body)) as { reason: string }).reason);
      const unheld = /^\/portal\/payments\/[^/]+\/payments\/([^/]+)\/unhold$/.exec(url.pathname);
      if (method === 'POST' && unheld) return unholdAnswer(decodeURIComponent(unheld[1] ?? ''));
      const cancelled = /^\/portal\/payments\/[^/]+\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
      if (method === 'POST' && cancelled) return cancelAnswer(decodeURIComponent(cancelled[1] ?? ''), (JSON.parse(String(body)) as { reason: string }).reason);
      if (url.pathname === `/portal/payments/${batch.id}`) return Response.json({ customer_id: 'cus_aurora', batch });
      const other = others.get(decodeURIComponent(url.pathname.replace('/portal/payments/', '')));
      if (other) return Response.json({ customer_id: 'cus_aurora', batch: other });
      if (url.pathname === '/portal/payments') return Response.json({ customer_id: 'cus_aurora', batches: [] });
      return Response.json({ error: 'batch_not_found', detail: url.pathname }, { status: 404 });
    },
    { at: `/cus_aurora/payments/${batch.id}`, route: '/cus_aurora/payments/:batchId' },
  );
}

const buttonNamed = (text: string) => [...container().querySelectorAll('button')].find((button) => button.textContent === text);
const dialog = () => container().querySelector('dialog');
const releases = () => requests.filter((request) => request.startsWith('POST '));
/** What the page shows without opening anything: the technical details left out. */
const openText = (within: Element = container()) => openTextOf(within);

describe('releasing a batch by name', () => {
  it('shows the batch and its payments, and asks first: total, account, count, due date and the person’s own name; Cancel sends nothing', async () => {
    await renderPage();
    // named in the person's language by its kind and due date, not by the service's English label
    expect(container().querySelector('h1')?.textContent).toBe('Palkat, eräpäivä 31.10.2026');
    const table = container().querySelector('[role="region"] table');
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(openText(table ?? container())).toContain('3 000,00 €');
    expect(openText()).not.toContain('pay_aurora_2026-10_monthly');

    const opener = buttonNamed('Vapauta maksuun');
    await click(opener);
    const open = dialog();
    expect(open?.hasAttribute('open')).toBe(true);
    const said = openText(open ?? container());
    for (const fact of ['5 123,45 €', 'FI49 **** 8730', '31.10.2026', 'Vapautan maksuun nimelläni: Pekka Korhonen']) expect(said).toContain(fact);
    expect(open?.querySelector('dd:nth-of-type(3)')?.textContent).toBe('2');
    expect(document.activeElement?.textContent).toBe('Peruuta');

    await click(buttonNamed('Peruuta'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Vapauta maksuun'));
    expect(releases()).toEqual([]);
  });

  it('sends the total shown, then follows the delivery live until the bank has taken it, the focus on the status', async () => {
    await renderPage();
    await click(buttonNamed('Vapauta maksuun'));
    const confirm = dialog()?.querySelectorAll('button')[1];
    await click(confirm);
    expect(releases()).toEqual([`POST /portal/payments/${batch.id}/release {"total_cents":512345,"customer_id":"cus_aurora"}`]);
    expect(dialog()).toBeNull();
    const status = container().querySelector('[data-batch-status]');
    expect(status?.getAttribute('data-batch-status')).toBe('delivering');
    expect(document.activeElement).toBe(status);
    expect(openText(status ?? container())).toContain('Vapautit erän maksuun nimelläsi.');
    expect(openText(status ?? container())).toContain('Matkalla pankkiin');
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();

    batch = { ...batch, status: 'delivered' };
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DELIVERY_REFRESH_MS + 300));
    });
    await settle();
    expect(container().querySelector('[data-batch-status]')?.getAttribute('data-batch-status')).toBe('delivered');
    expect(openText()).toContain('Pankki otti vastaan kaikki erän maksut.');
    const reads = requests.filter((request) => request.startsWith(`GET /portal/payments/${batch.id}`)).length;
    // and no more once delivered
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DELIVERY_REFRESH_MS + 300));
    });
    expect(requests.filter((request) => request.startsWith(`GET /portal/payments/${batch.id}`)).length).toBe(reads);
  }, 10_000);

  it('a total changed since (409) says the new total in plain words and offers to release the new total, which it then sends', async () => {
    await renderPage();
    await click(buttonNamed('Vapauta maksuun'));
    releaseAnswer = (totalCents) => {
      if (totalCents !== 498_000) {
        batch = { ...batch, total_cents: 498_000 };
        return Response.json({ error: 'total_changed', detail: `The batch's total is 498000 cents, not ${totalCents}.` }, { status: 409 });
      }
      batch = { ...batch, status: 'delivering', released: releasedBy('Pekka Korhonen', 'approver@aurora.example') };
      return Response.json({ customer_id: 'cus_aurora', batch });
    };
    await click(dialog()?.querySelectorAll('button')[1]);
    const open = dialog();
    const said = openText(open ?? container());
    expect(said).toContain('Summa on muuttunut');
    expect(said).toContain('nyt 4 980,00 €, näit 5 123,45 €');
    expect(said).not.toMatch(/total_changed|409|cents/);
    expect(open?.querySelector('[data-release-total]')?.textContent?.replace(/\u00a0/g, ' ')).toBe('4 980,00 €');
    const again = buttonNamed('Vapauta uusi summa');
    await click(again);
    expect(releases().map((request) => JSON.parse(request.slice(request.indexOf('{'))).total_cents)).toEqual([512_345, 498_000]);
    expect(dialog()).toBeNull();
  });

  it('a batch someone else released (409) closes the dialog and says who released it and when, the focus on it', async () => {
    await renderPage();
    await click(buttonNamed('Vapauta maksuun'));
    releaseAnswer = () => {
      batch = { ...batch, status: 'delivering', released: releasedBy('Anna Virtanen', 'admin@aurora.example') };
      return Response.json({ error: 'already_released', detail: 'Anna Virtanen already released this batch.' }, { status: 409 });
    };
    await click(dialog()?.querySelectorAll('button')[1]);
    expect(dialog()).toBeNull();
    const alert = container().querySelector('[role="alert"]');
    expect(openText(alert ?? container())).toContain('Anna Virtanen vapautti erän jo 25.11.2026 klo 12.05.');
    expect(openText(alert ?? container())).not.toMatch(/already_released|409/);
    expect(alert?.querySelector('details')?.textContent).toContain('already_released');
    expect(document.activeElement).toBe(alert);
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });

  it('a failure it does not know by name (403) gets the dialog’s shared banner, never silence', async () => {
    await renderPage();
    await click(buttonNamed('Vapauta maksuun'));
    releaseAnswer = () => Response.json({ error: 'role_required', detail: 'This needs an interactive admin or approver.' }, { status: 403 });
    await click(dialog()?.querySelectorAll('button')[1]);
    const banner = dialog()?.querySelector('[role="alert"]');
    expect(banner?.textContent).toContain('Vapautus ei onnistunut');
    expect(dialog()?.hasAttribute('open')).toBe(true);
  });
});

describe.each(['fi', 'sv'] as const)('a failed batch in %s', (language) => {
  it.each([
    ['no_bank_connection', 'The company has no bank connection able to pay.', '/cus_aurora/connections'],
    ['account_refused', 'The bank refused the batch: no valid account for Sofia Lind.', '/cus_aurora/payroll'],
    ['bank_unreachable', 'The bank did not answer through the company’s bank connection.', undefined],
  ] as const)('%s: says nothing was paid, why and what to do, the service’s words only in the details', async (code, detail, link) => {
    await i18next.changeLanguage(language);
    const t = i18next.getFixedT(language, PAYMENTS_NAMESPACE) as unknown as (key: string) => string;
    batch = { ...batch, status: 'failed', released: releasedBy('Anna Virtanen', 'admin@aurora.example'), failure: { code, detail } };
    await renderPage();
    const notice = container().querySelector('[data-failure]');
    const paragraphs = [...(notice?.querySelectorAll('p') ?? [])].filter((p) => !p.closest('details')).map((p) => p.textContent);
    expect(paragraphs.slice(0, 3)).toEqual([t('failure.title'), t(`failure.reasons.${code}`), t(`failure.advice.${code}`)]);
    expect(openText(notice ?? container())).not.toContain(detail);
    expect(openText(notice ?? container())).not.toContain(code);
    expect(notice?.querySelector('details')?.textContent).toContain(detail);
    expect(notice?.querySelector('details')?.textContent).toContain(code);
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe(link);
    expect(buttonNamed(t('release.open'))).toBeUndefined();
  });
});

describe('a batch the company cannot pay (docs/decisions/0009)', () => {
  it('offers no release while release_blocked is set: the reason in plain words and the way to connections, the code in the details', async () => {
    batch = { ...batch, bank_account_masked: null, release_blocked: { code: 'no_bank_connection', detail: 'The company has no bank connection.' } };
    await renderPage();
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
    const notice = container().querySelector('[data-release-blocked]');
    expect(openText(notice ?? container())).toContain('Erää ei voi vielä vapauttaa maksuun');
    expect(openText(notice ?? container())).toContain('Yrityksellä ei ole pankkiyhteyttä');
    expect(openText(notice ?? container())).not.toContain('no_bank_connection');
    expect(notice?.querySelector('details')?.textContent).toContain('no_bank_connection');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/connections');
  });

  it('shows a block code it does not know as it came, still without a release', async () => {
    batch = { ...batch, release_blocked: { code: 'bank_on_strike', detail: 'The bank is on strike.' } };
    await renderPage();
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
    const notice = container().querySelector('[data-release-blocked="bank_on_strike"]');
    expect(openText(notice ?? container())).toContain('Palvelu ei ota erää nyt vastaan maksuun.');
    expect(notice?.querySelector('details')?.textContent).toContain('bank_on_strike');
  });

  it('says an overdue batch is overdue in words, not by colour only', async () => {
    batch = { ...batch, overdue: true };
    await renderPage();
    expect(container().querySelector('[data-overdue]')?.textContent).toContain('Myöhässä');
    expect(openText()).toContain('31.10.2026, myöhässä');
  });
});

describe('re-creating a failed batch (docs/decisions/0009)', () => {
  const failed = (): Batch => ({
    ...structuredClone(awaiting),
    status: 'failed',
    overdue: true,
    released: releasedBy('Anna Virtanen', 'admin@aurora.example'),
    failure: { code: 'account_refused', detail: 'No valid account for Mikko Salmi.' },
  });

  it('asks first in the person’s name; Cancel sends nothing and gives the focus back; a refusal while the cause stands is said in the dialog', async () => {
    batch = failed();
    await renderPage();
    const opener = buttonNamed('Luo näistä maksuista uusi erä');
    await click(opener);
    expect(openText(dialog() ?? container())).toContain('Luon erän nimelläni: Pekka Korhonen');
    expect(document.activeElement?.textContent).toBe('Peruuta');
    await click(buttonNamed('Peruuta'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Luo näistä maksuista uusi erä'));
    expect(releases()).toEqual([]);

    recreateAnswer = () => Response.json({ error: 'payee_account_missing', detail: 'No valid account on file for Mikko Salmi.' }, { status: 422 });
    await click(buttonNamed('Luo näistä maksuista uusi erä'));
    await click(buttonNamed('Luo uusi erä'));
    const refusal = dialog()?.querySelector('[data-recreate-refusal="payee_account_missing"]');
    expect(openText(refusal ?? container())).toContain('Jonkun maksunsaajan tilinumero puuttuu yhä');
    expect(refusal?.querySelector('details')?.textContent).toContain('Mikko Salmi');
    // a new attempt starts clean: the refusal is gone once the dialog is opened again
    await click(buttonNamed('Peruuta'));
    await click(buttonNamed('Luo näistä maksuista uusi erä'));
    expect(dialog()?.querySelector('[data-recreate-refusal]')).toBeNull();
  });

  it('once re-created, leads to the new batch, which names the person and links back to the failed one', async () => {
    batch = failed();
    const created: Batch = {
      ...structuredClone(awaiting),
      id: 'pay_aurora_2026-10_monthly_r2',
      overdue: true,
      recreates: batch.id,
      recreated: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-26T09:00:00.000Z' },
    };
    others.set(created.id, created);
    recreateAnswer = () => {
      batch = { ...batch, recreated_as: created.id };
      return Response.json({ customer_id: 'cus_aurora', batch: created }, { status: 201 });
    };
    await renderPage();
    await click(buttonNamed('Luo näistä maksuista uusi erä'));
    await click(buttonNamed('Luo uusi erä'));
    expect(requests.filter((request) => request.startsWith('POST '))).toEqual([`POST /portal/payments/${batch.id}/recreate {"customer_id":"cus_aurora"}`]);
    expect(openText(container().querySelector('[data-recreates]') ?? container())).toContain('Pekka Korhonen loi tämän erän');
    expect(container().querySelector('[data-recreates] a')?.getAttribute('href')).toBe(`/cus_aurora/payments/${batch.id}`);
    expect(buttonNamed('Vapauta maksuun')).toBeDefined();
  });

  it('a failed batch already re-created links to its successor and offers no second one', async () => {
    batch = { ...failed(), overdue: false, recreated_as: 'pay_next' };
    await renderPage();
    expect(buttonNamed('Luo näistä maksuista uusi erä')).toBeUndefined();
    expect(container().querySelector('[data-successor]')?.getAttribute('href')).toBe('/cus_aurora/payments/pay_next');
  });
});

/** A purchase batch (docs/decisions/0010): the bank's payee check of each payment, holding one back, and the release it blocks. */
const purchase = (): Batch => ({
  ...paymentBatchExample({
    id: 'pay_aurora_purchase_2026-12-05',
    kind: 'purchase',
    source: { kind: 'due_date', id: '2026-12-05' },
    label: 'Purchase bills due 2026-12-05',
    count: 5,
    total_cents: 1_000_00,
    due_date: '2026-12-05',
    bank_account_masked: 'FI49 **** 8730',
    release_blocked: { code: 'payee_unverified', detail: 'payment pm_3 to Kespro Oy: no_match, not held' },
  }),
  payments: [
    { id: 'pm_1', source: { kind: 'purchase_bill', id: 'bill:Savoy #77' }, payee_name: 'Savoy Oy', iban_masked: 'FI21 **** 0001', amount_cents: 100_00, reference: '1232', message: null, payee_check: 'match' },
    { id: 'pm_2', source: { kind: 'purchase_bill', id: 'bill_2' }, payee_name: 'Kespro Oy', iban_masked: 'FI21 **** 0002', amount_cents: 200_00, reference: null, message: null, payee_check: 'close_match', payee_check_name: 'Kespro Ab' },
    { id: 'pm_3', source: { kind: 'purchase_bill', id: 'bill_3' }, payee_name: 'Valio Oy', iban_masked: 'FI21 **** 0003', amount_cents: 300_00, reference: null, message: null, payee_check: 'no_match' },
    { id: 'pm_4', source: { kind: 'expense_claim', id: 'claim_4' }, payee_name: 'Kaisa Mäkinen', iban_masked: 'FI21 **** 0004', amount_cents: 150_00, reference: null, message: null, payee_check: 'unavailable' },
    { id: 'pm_5', source: null, payee_name: 'Outo Oy', iban_masked: 'FI21 **** 0005', amount_cents: 250_00, reference: null, message: null, payee_check: 'verified_elsewhere' },
  ],
});
/** Types the hold's reason as a person would: React sees the input event. */
async function typeReason(text: string) {
  const reason = dialog()?.querySelector('textarea');
  if (!reason) throw new Error('no reason field');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(reason, text);
    reason.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const rowOf = (paymentId: string) => container().querySelector(`tr[data-payment-id="${paymentId}"]`);

describe('a purchase batch: the payee check, holding back, and the release it blocks', () => {
  beforeEach(() => {
    batch = purchase();
  });

  it('says each payee check in plain words, a value the portal does not know as it came, and nothing when not checked', async () => {
    batch = { ...batch, payments: [...batch.payments, { id: 'pm_6', payee_name: 'Ei tarkistettu Oy', iban_masked: null, amount_cents: 1, reference: null, message: null }] };
    await renderPage();
    expect(container().querySelector('h1')?.textContent).toBe('Ostolaskut, eräpäivä 5.12.2026');
    const check = (id: string) => openText(rowOf(id)?.querySelector('[data-payee-check]') ?? document.createElement('i'));
    expect(check('pm_1')).toBe('Nimi täsmää tilinomistajaan');
    expect(check('pm_2')).toBe('Nimi lähes täsmää — pankin tiedoissa: Kespro Ab');
    expect(check('pm_3')).toBe('Nimi ei täsmää tilinomistajaan — raha voi mennä väärälle saajalle');
    expect(check('pm_4')).toBe('Saajan pankki ei vastannut tarkistukseen');
    expect(check('pm_5')).toContain('verified_elsewhere');
    expect(rowOf('pm_6')?.querySelector('[data-payee-check]')).toBeNull();
  });

  it('links each payment to what it pays: a bill to its page with the ID as one segment, a claim to bills/claims/<id>', async () => {
    await renderPage();
    expect(rowOf('pm_1')?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/bills/bill%3ASavoy%20%2377');
    expect(rowOf('pm_4')?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/bills/claims/claim_4');
    expect(rowOf('pm_5')?.querySelector('a')).toBeNull();
  });

  it('a payee_unverified block names the payment and what to do instead of the release button', async () => {
    await renderPage();
    const block = container().querySelector('[data-release-blocked="payee_unverified"]');
    expect(block).not.toBeNull();
    expect([...(block?.querySelectorAll('[data-unverified-payment]') ?? [])].map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual(['Valio Oy, 300,00 €']);
    expect(openText(block ?? container())).toContain('Pidätä se maksu (”Pidätä maksu” erän maksujen luettelossa), tai pyydä tilitoimistoa korjaamaan saajan tilinumero.');
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });

  it('the hold needs a reason: an empty one is said at the field and nothing is sent; Cancel returns the focus to the button', async () => {
    await renderPage();
    const opener = rowOf('pm_3')?.querySelector('button');
    // the no-match payment's button is the prominent one; the others are secondary
    expect(opener?.className).toBe('');
    expect(rowOf('pm_1')?.querySelector('button')?.className).toBe('secondary');
    await click(opener);
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.activeElement?.id).toBe('payments-hold-reason');
    expect(openText(dialog() ?? container())).toContain('Pidätän maksun nimelläni: Pekka Korhonen');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(openText(dialog() ?? container())).toContain('Kirjoita syy, miksi maksu pidätetään.');
    expect(releases()).toEqual([]);
    await click(buttonNamed('Peruuta'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(rowOf('pm_3')?.querySelector('button'));
  });

  it('sends the reason, marks the payment held by whom and why, puts the focus on what was done, and the release is offered again', async () => {
    await renderPage();
    await click(rowOf('pm_3')?.querySelector('button'));
    await typeReason('Tilinumero tarkistetaan toimittajalta');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(releases()).toEqual([`POST /portal/payments/${batch.id}/payments/pm_3/hold {"reason":"Tilinumero tarkistetaan toimittajalta","customer_id":"cus_aurora"}`]);
    expect(dialog()).toBeNull();
    expect(document.activeElement?.getAttribute('data-held-done')).toBe('');
    expect(openText(rowOf('pm_3') ?? container())).toContain('Pidätetty: Pekka Korhonen');
    expect(openText(rowOf('pm_3') ?? container())).toContain('Syy: Tilinumero tarkistetaan toimittajalta');
    // held, it can be put back instead
    expect(rowOf('pm_3')?.querySelector('[data-hold-payment]')).toBeNull();
    expect(rowOf('pm_3')?.querySelector('[data-unhold-payment]')?.textContent).toBe('Palauta maksuun');
    expect(container().querySelector('[data-release-blocked]')).toBeNull();
    expect(buttonNamed('Vapauta maksuun')).toBeDefined();
  });

  it('a batch released before the hold (409 already_released) says so in words and keeps the reason typed', async () => {
    holdAnswer = () => Response.json({ error: 'already_released', detail: 'released' }, { status: 409 });
    await renderPage();
    await click(rowOf('pm_3')?.querySelector('button'));
    await typeReason('Väärä tili');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(openText(dialog() ?? container())).toContain('Erä vapautettiin maksuun ennen pidätystä, joten maksua ei voi enää pidättää.');
    expect(dialog()?.querySelector('textarea')?.value).toBe('Väärä tili');
  });

  it('a release refused as payee_unverified (a stale page) says so in words, on the page, with the block read again', async () => {
    batch = { ...batch, release_blocked: null };
    releaseAnswer = () => {
      batch = { ...batch, release_blocked: { code: 'payee_unverified', detail: 'Valio Oy' } };
      return Response.json({ error: 'payee_unverified', detail: 'Valio Oy: no_match, not held' }, { status: 409 });
    };
    await renderPage();
    await click(buttonNamed('Vapauta maksuun'));
    await click(dialog()?.querySelectorAll('button')[1]);
    expect(dialog()).toBeNull();
    const refusal = document.activeElement;
    expect(openText(refusal ?? container())).toContain('Erässä on maksu, jonka saajan nimi ei täsmää tilinomistajaan, eikä sitä ole pidätetty. Mitään ei maksettu.');
    expect(container().querySelector('[data-release-blocked="payee_unverified"]')).not.toBeNull();
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });

  it('a held no_match payment put back: told first that the release is blocked then, sent with the reason, counted again and blocked', async () => {
    const heldBy = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00.000Z', reason: 'Tili tarkistetaan' };
    batch = {
      ...batch,
      count: 4,
      total_cents: 700_00,
      release_blocked: null,
      payments: batch.payments.map((payment) => (typeof payment === 'object' && payment !== null && 'id' in payment && payment.id === 'pm_3' ? { ...payment, held: heldBy } : payment)),
    };
    await renderPage();
    expect(rowOf('pm_1')?.querySelector('[data-unhold-payment]')).toBeNull();
    await click(rowOf('pm_3')?.querySelector('[data-unhold-payment]'));
    expect(openText(dialog() ?? container())).toContain(
      'Saajan pankin mukaan tili on toisen nimissä. Kun palautat maksun, erää ei voi vapauttaa ennen kuin maksu pidätetään uudelleen.',
    );
    expect(openText(dialog() ?? container())).toContain('Palautan maksun nimelläni: Pekka Korhonen');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(openText(dialog() ?? container())).toContain('Kirjoita syy, miksi maksu palautetaan erään.');
    await typeReason('Toimittaja vahvisti tilinumeron');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(releases()).toEqual([`POST /portal/payments/${batch.id}/payments/pm_3/unhold {"reason":"Toimittaja vahvisti tilinumeron","customer_id":"cus_aurora"}`]);
    expect(dialog()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Maksu saajalle Valio Oy palautettiin erään.');
    expect(openText(rowOf('pm_3') ?? container())).not.toContain('Pidätetty');
    expect(rowOf('pm_3')?.querySelector('[data-hold-payment]')).not.toBeNull();
    expect(container().querySelector('[data-release-blocked="payee_unverified"]')).not.toBeNull();
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });

  it('a put-back refused (409 not_held, batch_not_awaiting_release) says so in words and keeps the reason typed', async () => {
    const heldBy = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00.000Z', reason: 'Tili tarkistetaan' };
    batch = { ...batch, payments: batch.payments.map((payment) => (typeof payment === 'object' && payment !== null && 'id' in payment && payment.id === 'pm_1' ? { ...payment, held: heldBy } : payment)) };
    for (const [code, said] of [
      ['not_held', 'Maksu ei ole pidätettynä: se maksetaan jo tämän erän mukana.'],
      ['batch_not_awaiting_release', 'Erä on jo vapautettu tai se epäonnistui, joten siihen ei voi enää palauttaa maksuja.'],
    ] as const) {
      unholdAnswer = () => Response.json({ error: code, detail: code }, { status: 409 });
      await renderPage();
      await click(rowOf('pm_1')?.querySelector('[data-unhold-payment]'));
      expect(dialog()?.querySelector('[data-unhold-blocks]')).toBeNull();
      await typeReason('Vahvistettu');
      await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
      expect(openText(dialog() ?? container())).toContain(said);
      expect(dialog()?.querySelector('textarea')?.value).toBe('Vahvistettu');
      await click(buttonNamed('Peruuta'));
    }
  });

  it('keeps a payroll batch as it was: no payee check, no source, no hold', async () => {
    batch = structuredClone(awaiting);
    await renderPage();
    expect(container().querySelectorAll('thead th')).toHaveLength(5);
    expect(container().querySelector('[data-hold-payment]')).toBeNull();
  });
});

/** Docs/decisions/0004-held-payments.md: a released batch's held payment, carried on to a batch of its own. */
const carried = (): Batch => ({
  ...paymentBatchExample({
    id: 'purchase_2026-12-05_2',
    kind: 'purchase',
    source: { kind: 'due_date', id: '2026-12-05' },
    label: 'Ostolaskut 5.12.2026',
    count: 0,
    total_cents: 0,
    due_date: '2026-12-05',
    bank_account_masked: 'FI49 **** 8730',
    held_count: 1,
    carried_from: 'purchase_2026-12-05_1',
    release_blocked: { code: 'nothing_to_pay', detail: 'Every payment of the batch is held back.' },
  }),
  payments: [
    {
      id: 'purchase_2026-12-05_2_p1',
      source: { kind: 'purchase_bill', id: 'pb-2026-0448' },
      payee_name: 'Puukeskus Oy',
      iban_masked: 'FI59 **** 1011',
      amount_cents: 423_00,
      reference: null,
      message: null,
      payee_check: 'no_match',
      held: { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00.000Z', reason: 'Tilinumero tarkistetaan' },
    },
  ],
});
const HELD = 'purchase_2026-12-05_2_p1';

describe('a batch carrying held payments on: put back or cancelled (docs/decisions/0004-held-payments.md)', () => {
  beforeEach(() => {
    batch = carried();
  });

  it('says it carries the released batch’s held payments, links to it, and offers each held payment put back or cancelled', async () => {
    await renderPage();
    const from = container().querySelector('[data-carried-from]');
    expect(openText(from ?? container())).toContain('Tässä erässä ovat maksut, jotka oli pidätetty, kun aiempi erä vapautettiin maksuun.');
    expect(from?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/payments/purchase_2026-12-05_1');
    expect(openText(container().querySelector('[data-held-count]') ?? container())).toBe('1, odottaa päätöstä');
    expect(openText(rowOf(HELD) ?? container())).toContain('Syy: Tilinumero tarkistetaan');
    expect(openText(rowOf(HELD) ?? container())).toContain('Odottaa päätöstä: palauta maksuun tai peru.');
    expect(rowOf(HELD)?.querySelector('[data-unhold-payment]')?.textContent).toBe('Palauta maksuun');
    expect(rowOf(HELD)?.querySelector('[data-cancel-payment]')?.getAttribute('aria-label')).toBe('Peru maksu: Puukeskus Oy, 423,00\u00a0€');
    expect(openText(container().querySelector('[data-release-blocked="nothing_to_pay"]') ?? container())).toContain('palauta se maksuun, jos se maksetaan, tai peru se');
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });

  it('the cancellation needs a reason in the dialog, says what it does in whose name, sends it, and the payment shows cancelled; the focus on what was done', async () => {
    await renderPage();
    await click(rowOf(HELD)?.querySelector('[data-cancel-payment]'));
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(document.activeElement?.id).toBe('payments-hold-reason');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Perutaanko maksu?');
    expect(openText(dialog() ?? container())).toContain('ei makseta lainkaan. Sen lasku tai kulukorvaus palaa tilitoimistolle.');
    expect(openText(dialog() ?? container())).toContain('Perun maksun nimelläni: Pekka Korhonen');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(openText(dialog() ?? container())).toContain('Kirjoita syy, miksi maksu perutaan.');
    expect(releases()).toEqual([]);
    await typeReason('Toimittaja hyvitti laskun');
    await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
    expect(releases()).toEqual([`POST /portal/payments/${batch.id}/payments/${HELD}/cancel {"reason":"Toimittaja hyvitti laskun","customer_id":"cus_aurora"}`]);
    expect(dialog()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Maksu saajalle Puukeskus Oy peruttiin. Sitä ei makseta.');
    expect(openText(rowOf(HELD) ?? container())).toContain('Peruttu: Pekka Korhonen');
    expect(openText(rowOf(HELD) ?? container())).toContain('Syy: Toimittaja hyvitti laskun');
    expect(rowOf(HELD)?.querySelector('button')).toBeNull();
    expect(openText(container().querySelector('[data-batch-status]') ?? container())).toContain('Peruttu');
  });

  it('a cancellation refused (409 not_held, batch_not_awaiting_release) says so in the dialog and keeps the reason typed; Cancel gives the focus back to its button', async () => {
    for (const [code, said] of [
      ['not_held', 'Vain pidätetyn maksun voi perua. Pidätä maksu ensin.'],
      ['batch_not_awaiting_release', 'Erä on jo vapautettu tai sen maksut on peruttu, joten sen maksuja ei voi enää perua.'],
    ] as const) {
      cancelAnswer = () => Response.json({ error: code, detail: code }, { status: 409 });
      await renderPage();
      await click(rowOf(HELD)?.querySelector('[data-cancel-payment]'));
      await typeReason('Hyvitetty');
      await click(dialog()?.querySelectorAll('.actions button')[1] as HTMLElement);
      expect(openText(dialog() ?? container())).toContain(said);
      expect(dialog()?.querySelector('textarea')?.value).toBe('Hyvitetty');
      await click(buttonNamed('Älä peru'));
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(rowOf(HELD)?.querySelector('[data-cancel-payment]'));
    }
  });

  it('a released batch whose held payments were carried on says where they went', async () => {
    batch = { ...purchase(), status: 'delivered', held_count: 0, release_blocked: null, carried_to: 'purchase_2026-12-05_2', released: releasedBy('Anna Virtanen', 'admin@aurora.example') };
    await renderPage();
    const to = container().querySelector('[data-carried-to]');
    expect(openText(to ?? container())).toContain('Erän pidätetyt maksut siirrettiin vapautuksessa uuteen erään');
    expect(to?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/payments/purchase_2026-12-05_2');
  });

  it('a total the service could not state exactly is said as such, never a rounded sum', async () => {
    batch = { ...purchase(), total_cents: null, release_blocked: { code: 'total_too_large', detail: 'too large' } };
    await renderPage();
    expect(openText(container().querySelector('[data-total]') ?? container())).toBe('Liian suuri näytettäväksi tarkasti');
    expect(openText(container().querySelector('[data-release-blocked="total_too_large"]') ?? container())).toContain('ettei sitä voi näyttää eikä vahvistaa tarkasti');
    expect(buttonNamed('Vapauta maksuun')).toBeUndefined();
  });
});
