// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILINGS_NAMESPACE } from './messages.ts';
import { anna, buttonNamed, click, enter, filingsDom, openText, operator, sari, textOf, vatReturn, type FilingJson } from '../../testing/filings-dom-kit.tsx';

/**
 * One filing over a fake service that keeps the review as the contract says (reviewFiling): the approval bound
 * to the figures shown (409 `figures_changed` when they changed, the filing read again and what changed said);
 * a question needs a note and leads to its thread in Messages; the due date's rule, source and why it moved;
 * operators and the firm's staff read without the buttons, told why.
 */

const dom = filingsDom({ today: '2026-11-27' });

let filing: FilingJson;
let answer: (body: Record<string, unknown>) => Response;

const filed = (): FilingJson => ({
  ...filing,
  state: 'filed',
  review: {
    requested_at: '2026-11-20T08:00:00Z',
    requested_by: 'Sari Laine',
    decided: { decision: 'approve', name: 'Anna Virtanen', email: 'admin@aurora.example', at: '2026-11-27T10:00:00Z', note: null, figures_digest: 'digest-1' },
  },
  filed: { at: '2026-11-27T10:00:05Z', reference: 'OV-2026-10-123', by: 'Sari Laine' },
  documents: [...(filing.documents as unknown[]), { document_id: 'doc_receipt_10', kind: 'receipt', filename: 'kuittaus-2026-10.pdf' }] as FilingJson['documents'],
});

function keep(body: Record<string, unknown>): Response {
  if (body.figures_digest !== filing.figures_digest) return Response.json({ error: 'figures_changed', detail: 'figures_digest: the figures changed; read the filing again' }, { status: 409 });
  if (body.decision === 'approve') {
    filing = filed();
    return Response.json({ customer_id: 'cus_aurora', filing, thread_id: null });
  }
  filing = { ...filing, state: 'in_preparation' };
  return Response.json({ customer_id: 'cus_aurora', filing, thread_id: 'thr_42' });
}

function service(method: string, path: string, _url: URL, body: string | undefined) {
  if (method === 'GET' && path === '/filings/vat_return.2026-10') return Response.json({ customer_id: 'cus_aurora', filing });
  if (method === 'POST' && path === '/filings/vat_return.2026-10/review') return answer(JSON.parse(body ?? '{}') as Record<string, unknown>);
  if (method === 'GET' && path === '/filings') return Response.json({ customer_id: 'cus_aurora', basis: { vat_period: 'month', vat_period_reason: '', employer: true, financial_year_end: '12-31' }, filings: [filing] });
  return Response.json({ error: 'not_found', detail: path }, { status: 404 });
}

beforeEach(() => {
  filing = vatReturn();
  answer = keep;
});

const page = () => dom.container();
const posts = () => dom.requests.filter((request) => request.startsWith('POST '));
const dialog = () => document.querySelector('dialog[open]');
const review = () => page().querySelector('[data-filing-review]');

describe('reading a filing', () => {
  it('says the kind and period, the due date with the rule, its source and why it moved, and the figures right-aligned', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    expect(page().querySelector('h1')?.textContent).toBe('Arvonlisäveroilmoitus, lokakuu 2026');
    const text = openText(page());
    expect(text).toContain('14.12.2026 · 17 päivää aikaa');
    expect(text).toContain('12.12.2026 on lauantai, joten määräpäivä siirtyy maanantaihin 14.12.2026.');
    expect(text).toContain('Kauden toisen kuukauden 12. päivä');
    const source = [...page().querySelectorAll('a')].find((a) => a.textContent?.startsWith('Lähde: vero.fi'));
    expect(source?.getAttribute('href')).toBe('https://www.vero.fi/yritykset-ja-yhteisot/verot-ja-maksut/arvonlisaverotus/');
    expect(source?.getAttribute('rel')).toContain('noopener');
    expect(text).toContain('Odottaa hyväksyntää');
    const payable = page().querySelector('tr[data-figure="tax_payable"]');
    expect(textOf(payable ?? page())).toContain('Maksettava vero');
    expect(textOf(payable ?? page())).toContain('1 860,00 €');
    expect(payable?.querySelector('td')?.className).toContain('number');
    expect(textOf(review() ?? page())).toContain('Valmistellut Sari Laine 20.11.2026 klo 10.00');
  });

  it('lets an operator and the firm’s staff read without the buttons, telling them why', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', operator, service);
    expect(buttonNamed(page(), 'Hyväksy')).toBeUndefined();
    expect(buttonNamed(page(), 'Kysy tilitoimistolta')).toBeUndefined();
    expect(openText(page())).toContain('Voit lukea ilmoituksen. Sen hyväksyy tai siitä kysyy yrityksen pääkäyttäjä tai hyväksyjä.');
    await dom.render('/cus_aurora/filings/vat_return.2026-10', sari, service);
    expect(buttonNamed(page(), 'Hyväksy')).toBeUndefined();
    expect(openText(page())).toContain('Tilitoimiston käyttäjänä luet ilmoitusta.');
  });

  it('says a filing that is not the company’s as not found, with the way back', async () => {
    await dom.render('/cus_aurora/filings/vat_return.1999-01', anna, service);
    expect(page().querySelector('h1')?.textContent).toBe('Ilmoitusta ei löytynyt');
    expect([...page().querySelectorAll('a')].some((a) => a.getAttribute('href') === '/cus_aurora/filings')).toBe(true);
  });
});

describe('the due date’s rule in the person’s language', () => {
  // the service's words for a monthly VAT return, as the sandbox writes them (sandbox/filings/due-dates.ts)
  const serviceRule =
    'Kuukauden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään verokautta toisena seuraavan kuukauden 12. päivänä. Jos päivä ei ole pankkipäivä (lauantai, sunnuntai, pyhäpäivä, juhannus- tai jouluaatto), määräpäivä on seuraava pankkipäivä (laki 150/1930, 5 §).';
  const inLanguage = async (language: 'sv' | 'en', read: () => Promise<void>) => {
    await act(async () => {
      await i18next.changeLanguage(language);
      await i18next.loadNamespaces([FILINGS_NAMESPACE]);
    });
    try {
      await read();
    } finally {
      await act(async () => {
        await i18next.changeLanguage('fi');
      });
    }
  };
  const finnish = () => page().querySelector('[data-rule-finnish]');

  it('says a rule it knows in English and keeps the service’s Finnish words beside it, marked as Finnish', async () => {
    filing = vatReturn({ rule: { ...vatReturn().rule, text: serviceRule } });
    await inLanguage('en', async () => {
      await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
      expect(textOf(page().querySelector('[data-rule-words]') ?? page())).toBe(
        'VAT for a monthly tax period is reported and paid by the 12th day of the second month after the period. If that day is not a banking day (Saturday, Sunday, a public holiday, Midsummer Eve or Christmas Eve), the due date is the next banking day (Act 150/1930, section 5).',
      );
      expect(textOf(finnish() ?? page())).toBe(`In Finnish: ${serviceRule}`);
      expect(finnish()?.querySelector('q')?.getAttribute('lang')).toBe('fi');
      expect(finnish()?.querySelector('q')?.textContent).toBe(serviceRule);
    });
  });

  it('says it in Swedish too', async () => {
    filing = vatReturn({ rule: { ...vatReturn().rule, text: serviceRule } });
    await inLanguage('sv', async () => {
      await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
      expect(textOf(page().querySelector('[data-rule-words]') ?? page())).toContain('Mervärdesskatten för en skatteperiod på en månad');
      expect(textOf(finnish() ?? page())).toBe(`På finska: ${serviceRule}`);
    });
  });

  it('shows a rule it does not know only in the service’s Finnish, marked as such', async () => {
    await inLanguage('sv', async () => {
      await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
      expect(page().querySelector('[data-rule-words]')).toBeNull();
      expect(textOf(finnish() ?? page())).toBe('På finska: Kauden toisen kuukauden 12. päivä; siirtyy seuraavaan pankkipäivään');
      expect(finnish()?.querySelector('q')?.getAttribute('lang')).toBe('fi');
    });
  });

  it('in Finnish shows the service’s own words once, with no mark and no second wording', async () => {
    filing = vatReturn({ rule: { ...vatReturn().rule, text: serviceRule } });
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    expect(page().querySelector('[data-rule-words]')).toBeNull();
    expect(finnish()).toBeNull();
    expect(openText(page()).split('Kuukauden verokauden arvonlisävero').length).toBe(2);
  });
});

describe('approving', () => {
  it('confirms in a dialog naming the amount payable and sends the digest of the figures shown; the filing then shows filed with its receipt', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    await click(buttonNamed(page(), 'Hyväksy'));
    const open = dialog();
    expect(textOf(open ?? page())).toContain('Hyväksytäänkö Arvonlisäveroilmoitus, lokakuu 2026?');
    expect(textOf(open ?? page())).toContain('1 860,00 €');
    expect(textOf(open ?? page())).toContain('Anna Virtanen');
    await click(buttonNamed(open ?? page(), 'Hyväksy ilmoitus'));
    expect(posts()).toEqual(['POST /filings/vat_return.2026-10/review {"decision":"approve","figures_digest":"digest-1","customer_id":"cus_aurora"}']);
    expect(dialog()).toBeNull();
    expect(textOf(page().querySelector('[data-review-outcome]') ?? page())).toContain('Hyväksyit ilmoituksen.');
    expect(textOf(review() ?? page())).toContain('Hyväksynyt Anna Virtanen 27.11.2026 klo 12.00');
    expect(textOf(page().querySelector('[data-filing-filed]') ?? page())).toContain('OV-2026-10-123');
    expect(page().querySelector('[data-document-kind="receipt"]')).not.toBeNull();
    expect(buttonNamed(page(), 'Hyväksy')).toBeUndefined();
  });

  it('on 409 figures_changed reads the filing again, says what changed, keeps the person on the page and approves the new figures', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    // the firm corrects the figures while the page is open
    const corrected: Record<string, number> = { deductible_tax: 130_000, tax_payable: 176_000 };
    filing = vatReturn({
      figures_digest: 'digest-2',
      figures: (vatReturn().figures ?? []).map((figure) => ({ ...figure, amount_cents: corrected[figure.key] ?? figure.amount_cents })),
    });
    await click(buttonNamed(page(), 'Hyväksy'));
    await click(buttonNamed(dialog() ?? page(), 'Hyväksy ilmoitus'));
    expect(dialog()).toBeNull();
    const changed = page().querySelector('[data-figures-changed]');
    expect(textOf(changed ?? page())).toContain('Luvut muuttuivat');
    expect(textOf(changed ?? page())).toContain('Vähennettävä vero: oli 1 200,00 €, nyt 1 300,00 €');
    expect(textOf(changed ?? page())).toContain('Maksettava vero: oli 1 860,00 €, nyt 1 760,00 €');
    expect(changed?.querySelector('[data-figure="sales_25_5"]')).toBeNull();
    expect(document.activeElement).toBe(page().querySelector('[data-review-outcome]'));
    expect(textOf(page().querySelector('tr[data-figure="tax_payable"]') ?? page())).toContain('1 760,00 €');
    await click(buttonNamed(page(), 'Hyväksy uusilla luvuilla'));
    expect(textOf(dialog() ?? page())).toContain('1 760,00 €');
    await click(buttonNamed(dialog() ?? page(), 'Hyväksy ilmoitus'));
    expect(posts().at(-1)).toContain('"figures_digest":"digest-2"');
    expect(textOf(page().querySelector('[data-review-outcome]') ?? page())).toContain('Hyväksyit ilmoituksen.');
  });

  it('says a filing no longer waiting (422 not_awaiting_review) in plain words, over the filing read again', async () => {
    answer = () => Response.json({ error: 'not_awaiting_review', detail: 'the filing is filed' }, { status: 422 });
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    filing = filed();
    await click(buttonNamed(page(), 'Hyväksy'));
    await click(buttonNamed(dialog() ?? page(), 'Hyväksy ilmoitus'));
    const outcome = page().querySelector('[data-review-outcome]');
    expect(openText(outcome ?? page())).toContain('Ilmoitus ei enää odota hyväksyntää');
    expect(openText(outcome ?? page())).not.toContain('not_awaiting_review');
    expect(buttonNamed(page(), 'Hyväksy')).toBeUndefined();
  });
});

describe('asking the accounting firm', () => {
  it('needs a note, said at the note with the focus there, and sends nothing without one', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    await click(buttonNamed(page(), 'Kysy tilitoimistolta'));
    await click(buttonNamed(dialog() ?? page(), 'Lähetä kysymys'));
    const note = dialog()?.querySelector('textarea');
    expect(note?.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(dialog() ?? page())).toContain('Kirjoita kysymys.');
    expect(document.activeElement).toBe(note);
    expect(posts()).toEqual([]);
  });

  it('sends the note with the digest shown and links the thread it went to in Messages', async () => {
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    await click(buttonNamed(page(), 'Kysy tilitoimistolta'));
    await enter(dialog()?.querySelector('textarea'), '  Puuttuuko lokakuun Tampereen lasku?  ');
    await click(buttonNamed(dialog() ?? page(), 'Lähetä kysymys'));
    expect(posts()).toEqual([
      'POST /filings/vat_return.2026-10/review {"decision":"question","figures_digest":"digest-1","note":"Puuttuuko lokakuun Tampereen lasku?","customer_id":"cus_aurora"}',
    ]);
    const outcome = page().querySelector('[data-review-outcome]');
    expect(textOf(outcome ?? page())).toContain('Kysymys lähetettiin tilitoimistolle.');
    const thread = [...(outcome?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Avaa keskustelu viesteissä');
    expect(thread?.getAttribute('href')).toBe('/cus_aurora/messages/thr_42');
    expect(textOf(page())).toContain('Valmisteilla');
  });

  it('says the service’s note_required at the note and keeps what was typed', async () => {
    answer = () => Response.json({ error: 'note_required', detail: 'note: required for question' }, { status: 422 });
    await dom.render('/cus_aurora/filings/vat_return.2026-10', anna, service);
    await click(buttonNamed(page(), 'Kysy tilitoimistolta'));
    await enter(dialog()?.querySelector('textarea'), 'Miksi?');
    await click(buttonNamed(dialog() ?? page(), 'Lähetä kysymys'));
    const note = dialog()?.querySelector('textarea');
    expect(note?.getAttribute('aria-invalid')).toBe('true');
    expect(note?.value).toBe('Miksi?');
  });
});
