import { afterAll, beforeAll, vi } from 'vitest';
import { filingExample } from '../api/schemas/filing-example.ts';
import type { KnownRole } from '../api/schemas/roles.ts';
import type { Authorization, Filing } from '../api/schemas/filings.ts';
import type { z } from '../api/zod.ts';
import type { CurrentCompany } from '../portal/current-company.tsx';
import { companyDom, memberOf, type FakeService } from './dom-test-kit.tsx';
import FilingsArea from '../features/filings/filings-area.tsx';
import { FILINGS_NAMESPACE } from '../features/filings/messages.ts';

export { click, enter, openText, settle, type FakeService } from './dom-test-kit.tsx';

export type FilingJson = z.input<typeof Filing>;
export type AuthorizationJson = z.input<typeof Authorization>;

/** A member of Aurora with these roles, or the firm's staff, as the portal holds them after /me. */
export function personOf(email: string, name: string, roles: KnownRole[], staff = false): CurrentCompany {
  const member = memberOf(email, name, roles);
  return staff ? { ...member, staff, me: { ...member.me, principal: { ...member.me.principal, staff } } } : member;
}

export const anna = personOf('admin@aurora.example', 'Anna Virtanen', ['admin']);
export const operator = personOf('operator@aurora.example', 'Olli Operaattori', ['operator']);
export const sari = personOf('staff@firm.example', 'Sari Laine', [], true);

/** The VAT return of a month as shared-seed.md has it: prepared by Sari Laine, waiting for Aurora's approval. */
export function vatReturn(over: Partial<FilingJson> = {}): FilingJson {
  return filingExample({
    id: 'vat_return.2026-10',
    rule: {
      text: 'Kauden toisen kuukauden 12. päivä; siirtyy seuraavaan pankkipäivään',
      source_url: 'https://www.vero.fi/yritykset-ja-yhteisot/verot-ja-maksut/arvonlisaverotus/',
      moved_from: '2026-12-12',
    },
    state: 'awaiting_review',
    figures: [
      { key: 'sales_25_5', label: 'Myynnit 25,5 %', amount_cents: 1_200_000 },
      { key: 'tax_on_sales', label: 'Vero kotimaan myynneistä', amount_cents: 306_000 },
      { key: 'deductible_tax', label: 'Vähennettävä vero', amount_cents: 120_000 },
      { key: 'tax_payable', label: 'Maksettava vero', amount_cents: 186_000 },
    ],
    figures_digest: 'digest-1',
    review: { requested_at: '2026-11-20T08:00:00Z', requested_by: 'Sari Laine', decided: null },
    filed: null,
    documents: [{ document_id: 'doc_return_10', kind: 'return', filename: 'alv-2026-10.pdf' }],
    ...over,
  });
}

/**
 * For the filings area's DOM tests (jsdom): the area's routes at an address, in Finnish, over the real service
 * client and a fake network (src/portal/dom-test-kit.tsx), on a fixed day (the clock's date only).
 */
export function filingsDom({ today }: { today: string }) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const dom = companyDom([FILINGS_NAMESPACE]);
  return {
    container: dom.container,
    render: (address: string, who: CurrentCompany, service: FakeService) => dom.render(<FilingsArea />, who, service, { at: address, route: '/cus_aurora/filings/*' }),
    /** Every request so far as `METHOD /path?query body`, without the company's `customer_id`. */
    get requests() {
      return dom.requests.map((request) => request.replace(/([?&])customer_id=[^&\s]*&?/, '$1').replace(/[?&](?=\s|$)/, ''));
    },
  };
}

export const buttonNamed = (within: Element, name: string) => [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

/** The page's text with its spaces as typed (the formatters' narrow no-break spaces as plain ones). */
export const textOf = (within: Element) => (within.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
