// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anna, click, filingsDom, operator, textOf, vatReturn, type FilingJson } from '../../testing/filings-dom-kit.tsx';

const saved = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('../../ui/save-file.ts', () => ({
  saveFile: (blob: Blob, name: string) => {
    saved.files.push({ blob, name });
  },
}));

/**
 * The deadlines (docs/decisions/0015) over a fake service answering as the contract says: what waits for the company's
 * approval first and apart, the rest by due date with the days left in words, the filed below newest first,
 * each kind and period in plain words, an unknown state as it came and an unreadable item in its place; the
 * basis; the coming deadlines as an iCalendar file.
 */

const dom = filingsDom({ today: '2026-11-27' });

const filing = (id: string, kind: string, period: string, due: string, state: string, over: Partial<FilingJson> = {}): FilingJson =>
  vatReturn({
    id,
    kind,
    period,
    due_date: due,
    state,
    figures: null,
    figures_digest: null,
    review: null,
    rule: { text: 'Sääntö', source_url: 'https://www.vero.fi/', moved_from: null },
    documents: [],
    ...over,
  });

let filings: unknown[];

function service(method: string, path: string) {
  if (method === 'GET' && path === '/filings')
    return Response.json({
      customer_id: 'cus_aurora',
      basis: {
        vat_period: 'month',
        vat_period_reason: 'Kuukausi on arvonlisäveron perusjakso.',
        employer: true,
        financial_year_end: '12-31',
      },
      filings,
    });
  return Response.json({ error: 'not_found', detail: path }, { status: 404 });
}

beforeEach(() => {
  saved.files.length = 0;
  filings = [
    filing('vat_return.2026-08', 'vat_return', '2026-08', '2026-10-12', 'filed', { period_to: '2026-08-31', filed: { at: '2026-10-05T09:00:00Z', reference: 'OV-8', by: 'Sari Laine' } }),
    filing('vat_return.2026-11', 'vat_return', '2026-11', '2027-01-12', 'upcoming'),
    vatReturn(),
    filing('employer_contributions.2026-11', 'employer_contributions', '2026-11', '2026-12-14', 'in_preparation'),
    filing('incomes_register_report.2026-11-20', 'incomes_register_report', '2026-11-20', '2026-11-25', 'late'),
    { id: 'broken', kind: 'vat_return' },
    filing('vat_return.2026-Q4', 'vat_return', '2026-Q4', '2026-11-27', 'being_checked'),
    filing('vat_return.2026-09', 'vat_return', '2026-09', '2026-11-12', 'filed', { period_to: '2026-09-30', filed: { at: '2026-11-05T09:00:00Z', reference: 'OV-9', by: 'Sari Laine' } }),
    filing('income_tax_return.2025', 'income_tax_return', '2025', '2026-04-30', 'filed', { period_to: '2025-12-31' }),
  ];
});

const section = (name: string) => dom.container().querySelector(`[data-filings="${name}"]`);
const rowIds = (name: string) => [...(section(name)?.querySelectorAll('tbody > tr') ?? [])].map((row) => row.getAttribute('data-filing-id') ?? (row.hasAttribute('data-unreadable-item') ? 'unreadable' : '?'));

describe('the deadlines', () => {
  it('lists what waits for the company’s approval apart and first, with its due date, days left and the amount payable', async () => {
    await dom.render('/cus_aurora/filings', anna, service);
    const awaiting = section('awaiting');
    expect(awaiting?.querySelector('h2')?.textContent).toBe('Odottaa hyväksyntääsi');
    const card = textOf(awaiting ?? dom.container());
    expect(card).toContain('Arvonlisäveroilmoitus, lokakuu 2026');
    expect(card).toContain('Määräpäivä 14.12.2026 · 17 päivää aikaa');
    expect(card).toContain('Maksettava 1 860,00 €');
    expect(card).toContain('Valmistellut Sari Laine');
    expect(awaiting?.querySelector('a')?.getAttribute('href')).toBe('/cus_aurora/filings/vat_return.2026-10');
    // the same filing is not listed again among the coming ones
    expect(rowIds('coming')).not.toContain('vat_return.2026-10');
  });

  it('lists the rest by due date with the days left in words, the late one first, an unknown state as it came and an unreadable item in its place', async () => {
    await dom.render('/cus_aurora/filings', anna, service);
    expect(rowIds('coming')).toEqual(['incomes_register_report.2026-11-20', 'vat_return.2026-Q4', 'employer_contributions.2026-11', 'vat_return.2026-11', 'unreadable']);
    const row = (id: string) => textOf(section('coming')?.querySelector(`tr[data-filing-id="${id}"]`) ?? dom.container());
    expect(row('incomes_register_report.2026-11-20')).toContain('Tulorekisteri-ilmoitus, palkkapäivä 20.11.2026');
    expect(row('incomes_register_report.2026-11-20')).toContain('myöhässä 2 päivää');
    expect(row('incomes_register_report.2026-11-20')).toContain('Myöhässä');
    expect(row('vat_return.2026-Q4')).toContain('Arvonlisäveroilmoitus, 4. neljännes 2026');
    expect(row('vat_return.2026-Q4')).toContain('tänään');
    expect(row('vat_return.2026-Q4')).toContain('being_checked (tuntematon arvo)');
    expect(row('employer_contributions.2026-11')).toContain('Työnantajan oma-aloitteiset verot, marraskuu 2026');
    expect(row('employer_contributions.2026-11')).toContain('17 päivää aikaa');
    expect(row('employer_contributions.2026-11')).toContain('Valmisteilla');
    expect(row('vat_return.2026-11')).toContain('46 päivää aikaa');
    expect(row('vat_return.2026-11')).toContain('Tulossa');
  });

  it('lists the filed below, the newest period first, the year’s return by its financial year', async () => {
    await dom.render('/cus_aurora/filings', anna, service);
    expect(rowIds('filed')).toEqual(['vat_return.2026-09', 'vat_return.2026-08', 'income_tax_return.2025']);
    expect(textOf(section('filed') ?? dom.container())).toContain('Veroilmoitus, tilikausi 2025');
    expect(textOf(section('filed') ?? dom.container())).toContain('5.11.2026 klo 11.00');
  });

  it('says what the deadlines are based on: the VAT period and why, wages, the financial year', async () => {
    await dom.render('/cus_aurora/filings', anna, service);
    const basis = textOf(section('basis') ?? dom.container());
    expect(basis).toContain('kuukausi');
    expect(basis).toContain('Kuukausi on arvonlisäveron perusjakso.');
    expect(basis).toContain('Yritys maksaa palkkoja');
    expect(basis).toContain('31.12.');
  });

  it('tells an operator that the company’s admin or approver approves, and links the authorizations', async () => {
    await dom.render('/cus_aurora/filings', operator, service);
    expect(section('awaiting')?.querySelector('h2')?.textContent).toBe('Odottaa yrityksen hyväksyntää');
    expect(textOf(section('awaiting') ?? dom.container())).toContain('Sen hyväksyy yrityksen pääkäyttäjä tai hyväksyjä.');
    const link = [...dom.container().querySelectorAll('a')].find((a) => a.textContent === 'Valtuutukset');
    expect(link?.getAttribute('href')).toBe('/cus_aurora/filings/authorizations');
  });
});

describe('the calendar file', () => {
  const calendar = async () => {
    await dom.render('/cus_aurora/filings', anna, service);
    await click([...dom.container().querySelectorAll('button')].find((button) => button.textContent?.includes('.ics')));
    const file = saved.files[0];
    if (!file) throw new Error('nothing saved');
    return { name: file.name, type: file.blob.type, text: await file.blob.text() };
  };

  it('holds one all-day event per coming deadline — due today or later, filed or late ones not — in Finnish, with stable ids', async () => {
    const { name, type, text } = await calendar();
    expect(name).toBe('verot-ja-ilmoitukset-cus_aurora.ics');
    expect(type).toBe('text/calendar;charset=utf-8');
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(unfolded).toContain('UID:vat_return.2026-10@cus_aurora.filings\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261214\r\n');
    expect(unfolded).toContain('SUMMARY:Arvonlisäveroilmoitus\\, lokakuu 2026: määräpäivä\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261127\r\n');
    expect(unfolded).not.toContain('incomes_register_report.2026-11-20');
    expect(unfolded).not.toContain('vat_return.2026-09');
    expect(unfolded).toContain('X-WR-CALNAME:Aurora Oy: verot ja ilmoitukset');
    expect(unfolded).toContain('URL:http://localhost:3000/cus_aurora/filings/vat_return.2026-10');
  });
});
