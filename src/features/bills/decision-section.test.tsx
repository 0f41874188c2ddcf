// @vitest-environment jsdom
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/schemas/invoice-circulation.ts';
import type { CurrentCompany } from '../../portal/current-company.tsx';
import { companyDom, click, enter, memberOf, openText as openTextOf } from '../../testing/dom-test-kit.tsx';
import { BILLS_NAMESPACE } from './messages.ts';
import { InvoiceCirculation } from './invoice-circulation.tsx';

/**
 * A bill's circulation and the person's decision on it, in a DOM, over the real service client and a fake
 * network (docs/decisions/0011): who may act and why not, the revision the person saw
 * sent with each decision, the duplicate check, a return's required reason and its places, each refusal in
 * its own words, and a stale decision showing what changed before the second try.
 */

type InvoiceJson = z.input<typeof Invoice>;

const person = (name: string, email: string) => ({ name, email });
const laura = person('Laura Hämäläinen', 'bills@aurora.example');
const pekka = person('Pekka Korhonen', 'approver@aurora.example');
const mikko = person('Mikko Salonen', 'reviewer@aurora.example');

const waitingForApproval: InvoiceJson = {
  id: 'bill:aurora/2026-0042',
  kind: 'purchase_bill',
  number: '2026-0042',
  supplier: 'Toimistotarvike Oy',
  issue_date: '2026-11-10',
  due_date: '2026-12-10',
  total_cents: 124_000,
  vat_cents: 24_000,
  currency: 'EUR',
  review_state: 'accepted',
  purchased_by: null,
  waiting_for_me: true,
  circulation: {
    state: 'waiting_for_approval',
    revision: 'rev-1',
    steps: [
      {
        kind: 'check',
        assignee: laura,
        backup: null,
        acting: 'assignee',
        decided: { decision: 'approved', ...laura, at: '2026-11-20T09:00:00.000Z', comment: 'Tavarat saapuneet' },
      },
      { kind: 'approve', assignee: mikko, backup: pekka, acting: 'backup', decided: null },
    ],
    duplicate_of: null,
    next: { step: 'approve', people: [pekka] },
    history: [{ event: 'submitted', step: null, name: 'Tilitoimisto', email: 'staff@firm.example', at: '2026-11-19T08:00:00.000Z', comment: '' }],
  },
  payment: null,
  clarification: null,
  claim: null,
};

const dom = companyDom([BILLS_NAMESPACE]);
let invoice: InvoiceJson;
/** How the fake service answers a decision's body. */
let decide: (kind: 'approve' | 'reject', body: Record<string, unknown>) => Response;
/** How the fake service answers the firm sending a returned bill back. */
let resubmitAnswer: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  invoice = structuredClone(waitingForApproval);
  decide = (kind) => {
    invoice = {
      ...invoice,
      waiting_for_me: false,
      circulation: { ...invoice.circulation, state: kind === 'approve' ? 'approved' : 'waiting_for_check', revision: 'rev-2', next: null },
    };
    return Response.json({ customer_id: 'cus_aurora', invoice });
  };
  resubmitAnswer = () => {
    invoice = { ...invoice, circulation: { ...invoice.circulation, state: 'waiting_for_check', revision: 'rev-3', next: { step: 'check', people: [laura] } } };
    return Response.json({ customer_id: 'cus_aurora', invoice });
  };
});

async function renderAs(who: CurrentCompany = memberOf(pekka.email, pekka.name, ['approver', 'invoice_reviewer'])) {
  await dom.render(<InvoiceCirculation invoiceId={invoice.id} linesTotalCents={null} />, who, (method, path, _url, body) => {
    const base = `/invoices/${invoice.id}`;
    if (method === 'POST' && path === `${base}/approve`) return decide('approve', JSON.parse(body ?? '{}') as Record<string, unknown>);
    if (method === 'POST' && path === `${base}/reject`) return decide('reject', JSON.parse(body ?? '{}') as Record<string, unknown>);
    if (method === 'POST' && path === `${base}/resubmit`) return resubmitAnswer(JSON.parse(body ?? '{}') as Record<string, unknown>);
    if (path === base) return Response.json({ customer_id: 'cus_aurora', invoice });
    return Response.json({ error: 'not_found', detail: path }, { status: 404 });
  });
}

const container = () => dom.container();
const buttonNamed = (text: string) => [...container().querySelectorAll('button')].find((button) => button.textContent === text);
const dialog = () => container().querySelector('dialog');
const decisions = () => dom.requests.filter((request) => request.startsWith('POST '));
const sentBody = (index = 0) => JSON.parse((decisions()[index] ?? '').replace(/^POST \S+ /, '')) as Record<string, unknown>;
const openText = (within: Element | null = container()) => openTextOf(within ?? container());
const confirmButton = () => dialog()?.querySelectorAll('.actions button')[1];

describe('the circulation panel', () => {
  it('says the state, who acts next and that a backup decides for someone away, and each step with who decided it', async () => {
    await renderAs();
    const said = openText();
    expect(said).toContain('Odottaa hyväksyntää');
    expect(said).toContain('Mikko Salonen on poissa; varahenkilö Pekka Korhonen päättää.');
    expect(said).toContain('Hyväksytty: Laura Hämäläinen');
    expect(said).toContain('Tavarat saapuneet');
    expect(said).toContain('Lähetetty kiertoon');
  });

  it('shows a state, a step and an event the portal does not know as they came, marked as the rest of the portal marks one', async () => {
    invoice = {
      ...invoice,
      waiting_for_me: false,
      circulation: {
        ...invoice.circulation,
        state: 'escalated',
        next: null,
        history: [{ event: 'forwarded', step: 'second_check', name: 'Tilitoimisto', email: 'staff@firm.example', at: '2026-11-19T08:00:00.000Z', comment: '' }],
      },
    };
    await renderAs();
    const state = container().querySelector('[data-circulation-state] strong');
    expect(openText(state)).toBe('escalated (tuntematon arvo)');
    // the value itself is the service's term: not translated by the browser
    expect(state?.querySelector('[translate="no"]')?.textContent).toBe('escalated');
    const event = container().querySelector('ol[aria-label] li strong');
    expect(openText(event)).toBe('forwarded (tuntematon arvo) (second_check (tuntematon arvo))');
  });
});

describe('who may decide', () => {
  it('the person who did the check is told they cannot also approve it (four eyes), and is offered no button', async () => {
    invoice = { ...invoice, waiting_for_me: false };
    await renderAs(memberOf(laura.email, laura.name, ['purchase_invoices', 'invoice_reviewer']));
    expect(container().querySelector('[data-not-yours]')?.getAttribute('data-not-yours')).toBe('you_checked');
    expect(openText()).toContain('Teit tämän laskun asiatarkastuksen, joten et voi myös hyväksyä sitä.');
    expect(buttonNamed('Hyväksy maksuun')).toBeUndefined();
  });

  it('someone else is told whom it waits for', async () => {
    invoice = { ...invoice, waiting_for_me: false };
    await renderAs(memberOf('other@aurora.example', 'Olli Muu', ['purchase_invoices']));
    expect(openText()).toContain('Lasku odottaa päätöstä henkilöltä: Pekka Korhonen.');
  });

  it('an approved bill whose payment is held says where it is and who decides, not that it waits in its batch (docs/decisions/0004-held-payments.md)', async () => {
    const held = { name: 'Pekka Korhonen', email: 'approver@aurora.example', at: '2026-11-25T10:00:00.000Z', reason: 'Tili tarkistetaan' };
    invoice = {
      ...invoice,
      waiting_for_me: false,
      circulation: { ...invoice.circulation, state: 'approved', next: null },
      payment: { batch_id: 'purchase_2026-12-01_2', payment_id: 'purchase_2026-12-01_2_p1', status: 'held', paid_at: null, held, cancelled: null, carried_from: 'purchase_2026-12-01_1' },
    };
    await renderAs();
    expect(openText()).toContain('Lasku on hyväksytty. Maksu oli pidätetty, kun sen maksuerä vapautettiin, joten se siirtyi uuteen maksuerään.');
    expect(openText()).not.toContain('Maksu odottaa maksuerässä');
  });

  it('a bill whose held payment was cancelled says it is not paid and back with the firm, which may send it back to the check', async () => {
    invoice = { ...invoice, waiting_for_me: false, circulation: { ...invoice.circulation, state: 'unpaid_cancelled', next: null } };
    await renderAs();
    expect(openText()).toContain('Laskun maksu peruttiin, eikä laskua makseta. Lasku on palautettu tilitoimistolle.');
    expect(buttonNamed('Lähetä takaisin asiatarkastukseen')).toBeUndefined();
    await renderAs(firmStaff());
    expect(buttonNamed('Lähetä takaisin asiatarkastukseen')).toBeDefined();
  });

  it('a bill returned to the firm says so, with no decision offered', async () => {
    invoice = { ...invoice, waiting_for_me: false, circulation: { ...invoice.circulation, state: 'returned_to_firm', next: null } };
    await renderAs();
    expect(openText()).toContain('Lasku on palautettu tilitoimistolle korjattavaksi.');
    expect(buttonNamed('Palauta')).toBeUndefined();
  });
});

/** The firm's staff in Aurora's workspace, as the portal holds them after /me. */
function firmStaff(): CurrentCompany {
  const staffMember = memberOf('staff@firm.example', 'Sari Laine', []);
  return { ...staffMember, staff: true, me: { ...staffMember.me, principal: { ...staffMember.me.principal, staff: true } } };
}

describe('the firm sends a returned bill back to the check', () => {
  const returnedToFirm = () => ({ ...invoice, waiting_for_me: false, circulation: { ...invoice.circulation, state: 'returned_to_firm', next: null } });

  it('is offered to the firm’s staff only, needs a note, and sends the revision seen with it', async () => {
    invoice = returnedToFirm();
    await renderAs(firmStaff());
    await click(buttonNamed('Lähetä takaisin asiatarkastukseen'));
    expect(openText(dialog())).toContain('Lähetät korjatun laskun nimelläsi (Sari Laine)');
    await click(confirmButton());
    expect(decisions()).toEqual([]);
    expect(openText(dialog())).toContain('Kirjoita, mitä korjasit.');
    await enter(dialog()?.querySelector('textarea'), ' Summa korjattu tilauksen mukaiseksi ');
    await click(confirmButton());
    expect(sentBody()).toEqual({ revision: 'rev-1', note: 'Summa korjattu tilauksen mukaiseksi', customer_id: 'cus_aurora' });
    expect(document.activeElement?.textContent).toBe('Lasku lähetetty takaisin asiatarkastukseen.');
  });

  it('is not offered to the company’s own people', async () => {
    invoice = returnedToFirm();
    await renderAs();
    expect(buttonNamed('Lähetä takaisin asiatarkastukseen')).toBeUndefined();
  });

  it('is not offered to staff for a bill that is not returned to the firm', async () => {
    invoice = { ...invoice, waiting_for_me: false };
    await renderAs(firmStaff());
    expect(buttonNamed('Lähetä takaisin asiatarkastukseen')).toBeUndefined();
  });

  it('a refusal (not returned any more) is said in its own words', async () => {
    invoice = returnedToFirm();
    resubmitAnswer = () => Response.json({ error: 'not_returned', detail: 'The invoice is not returned to the firm.' }, { status: 422 });
    await renderAs(firmStaff());
    await click(buttonNamed('Lähetä takaisin asiatarkastukseen'));
    await enter(dialog()?.querySelector('textarea'), 'Korjattu');
    await click(confirmButton());
    expect(openText(dialog())).toContain('Laskua ei voi lähettää takaisin asiatarkastukseen, koska sitä ei ole palautettu tilitoimistolle.');
  });
});

describe('approving', () => {
  it('sends the revision the person saw with their comment, and says it was saved, the focus on that', async () => {
    await renderAs();
    await click(buttonNamed('Hyväksy maksuun'));
    expect(openText(dialog())).toContain('Hyväksyt nimelläsi (Pekka Korhonen): Toimistotarvike Oy, 1 240,00 €');
    await enter(dialog()?.querySelector('textarea'), ' Sopimuksen mukainen ');
    await click(confirmButton());
    expect(sentBody()).toEqual({ revision: 'rev-1', comment: 'Sopimuksen mukainen', customer_id: 'cus_aurora' });
    expect(dialog()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Päätös tallennettu: hyväksytty.');
  });

  it('a possible duplicate needs the check that it is not paid twice before anything is sent, then sends it', async () => {
    invoice = { ...invoice, circulation: { ...invoice.circulation, duplicate_of: 'bill:aurora/2026-0041' } };
    await renderAs();
    expect(openText()).toContain('Mahdollinen kaksoislasku');
    await click(buttonNamed('Hyväksy maksuun'));
    const box = dialog()?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.closest('label')?.textContent).toContain('Olen tarkistanut, ettei laskua makseta kahdesti');
    expect(dialog()?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/bills/bill%3Aaurora%2F2026-0041');
    await click(confirmButton());
    expect(decisions()).toEqual([]);
    expect(openText(dialog())).toContain('Tarkista toinen lasku ja rastita ruutu ennen hyväksyntää.');
    await click(box);
    await click(confirmButton());
    expect(sentBody()).toMatchObject({ revision: 'rev-1', duplicate_checked: true });
  });
});

describe('returning', () => {
  it('needs a reason; from the approval it offers the check and the firm, and sends the place chosen', async () => {
    await renderAs();
    await click(buttonNamed('Palauta'));
    const choices = [...(dialog()?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    expect(choices.map((choice) => choice.closest('label')?.textContent?.trim())).toEqual(['Takaisin asiatarkastukseen', 'Tilitoimistolle korjattavaksi']);
    await click(confirmButton());
    expect(decisions()).toEqual([]);
    expect(openText(dialog())).toContain('Kirjoita, miksi palautat laskun.');
    await enter(dialog()?.querySelector('textarea'), 'Summa ei vastaa tilausta');
    await click(choices[1]);
    await click(confirmButton());
    expect(sentBody()).toEqual({ revision: 'rev-1', reason: 'Summa ei vastaa tilausta', to: 'firm', customer_id: 'cus_aurora' });
  });

  it('from a bill’s check only the firm is offered', async () => {
    invoice = {
      ...invoice,
      circulation: { ...invoice.circulation, state: 'waiting_for_check', next: { step: 'check', people: [laura] }, steps: [{ kind: 'check', assignee: laura, backup: null, acting: 'assignee', decided: null }] },
    };
    await renderAs(memberOf(laura.email, laura.name, ['purchase_invoices']));
    await click(buttonNamed('Palauta'));
    expect(dialog()?.querySelectorAll('input[type="radio"]')).toHaveLength(0);
    expect(openText(dialog())).toContain('Kenelle palautetaan: Tilitoimistolle korjattavaksi');
  });
});

describe('refusals', () => {
  it.each([
    ['four_eyes', 409, 'Et voi päättää tätä vaihetta, koska teit laskun asiatarkastuksen tai oston itse.'],
    ['possible_duplicate', 409, 'Tarkista toinen lasku ja vahvista rastilla, ettei laskua makseta kahdesti.'],
    ['not_your_step', 403, 'Vaihe on annettu toiselle henkilölle, joten et voi päättää sitä.'],
    ['not_waiting', 422, 'Joku ehti päättää tai palauttaa laskun.'],
    ['payee_account_missing', 422, 'Laskua ei voi hyväksyä maksuun ilman saajan tilinumeroa.'],
  ])('%s is said in its own sentence, the service’s words behind the technical details', async (code, status, sentence) => {
    decide = () => Response.json({ error: code, detail: `Refused: ${code}.` }, { status });
    await renderAs();
    await click(buttonNamed('Hyväksy maksuun'));
    await click(confirmButton());
    const said = openText(dialog());
    expect(said).toContain(sentence);
    expect(said).not.toContain(code);
    expect(dialog()?.querySelector('details')?.textContent).toContain(code);
  });

  it('a stale decision (409 invoice_changed) shows what changed, keeps what was typed, and decides again on the new revision', async () => {
    decide = (_kind, body) => {
      if (body['revision'] === 'rev-1') {
        invoice = { ...invoice, total_cents: 134_000, due_date: '2026-12-15', circulation: { ...invoice.circulation, revision: 'rev-9' } };
        return Response.json({ error: 'invoice_changed', detail: 'The invoice changed.' }, { status: 409 });
      }
      invoice = { ...invoice, waiting_for_me: false, circulation: { ...invoice.circulation, state: 'approved', next: null } };
      return Response.json({ customer_id: 'cus_aurora', invoice });
    };
    await renderAs();
    await click(buttonNamed('Hyväksy maksuun'));
    await enter(dialog()?.querySelector('textarea'), 'Tarkistettu');
    await click(confirmButton());
    const open = dialog();
    expect(openText(open)).toContain('Laskua muutettiin sillä välin');
    const rows = [...(open?.querySelectorAll('[data-change]') ?? [])].map((row) => openText(row));
    expect(rows).toEqual(['Summa1 240,00 €1 340,00 €', 'Eräpäivä10.12.202615.12.2026']);
    expect(open?.querySelector('textarea')?.value).toBe('Tarkistettu');
    expect(openText(open)).toContain('1 340,00 €, eräpäivä 15.12.2026');
    await click(buttonNamed('Päätä uudelleen'));
    expect(decisions().map((_, index) => sentBody(index)['revision'])).toEqual(['rev-1', 'rev-9']);
    expect(sentBody(1)['comment']).toBe('Tarkistettu');
    expect(dialog()).toBeNull();
  });
});
