// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { chooseLanguage } from '../../i18n/i18n.ts';
import { companyDom, memberOf, openText } from '../../testing/dom-test-kit.tsx';
import { LinesSection } from './bill-lines.tsx';
import { DraftSection } from './journal-draft.tsx';
import { LatestReviewSection } from './latest-review.tsx';
import { BILLS_NAMESPACE } from './messages.ts';
import { SummarySection } from './review-summary.tsx';
import { readVatCode } from './vat-code.ts';

/**
 * Plain words first (codes and ids only behind "Technical details"): a bill line's VAT code is said as its kind,
 * its rate and what that rate is on the bill's date ("Osto 25,5 % (yleinen verokanta)"), in fi, sv and en; a code
 * the portal cannot read is shown as it came. A review is named by its time and what changed since it, never by
 * the version ids (`r2`, `r3`) a reason of the service names: that reason is kept in the technical details.
 */

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

const line = (description: string, vatCode: string, rate: number, net: number, vat: number) => ({
  description,
  expense_account_code: '7700',
  vat_code: vatCode,
  vat_rate_basis_points: rate,
  net_cents: net,
  vat_cents: vat,
  gross_cents: net + vat,
  vat_deduction: { basis_points: 10000, review_status: 'confirmed', reason: '' },
});

const draftLine = (vatCode: string, debit: number, credit: number) => ({
  account_code: '7700',
  vat_code: vatCode,
  description: 'Rivi',
  debit_cents: debit,
  credit_cents: credit,
  dimensions: {},
  dimension_allocations: {},
});

/** Elisa's bill as seeded: reviewed on revision r2, now r3, its original reissued since (r1 → r2). */
const elisa = PurchaseBillOriginalReview.parse({
  customer_id: 'cus_aurora',
  bill: {
    id: 'bill:Elisa 10 2026',
    resource: { uri: '/purchase-bills/bill%3AElisa%2010%202026', revision: 'r3' },
    number: '6034129981',
    supplier: 'Elisa Oyj',
    issue_date: '2026-10-26',
    due_date: '2026-11-13',
    currency: 'EUR',
    status: 'open',
    total_cents: 16268,
    vat_cents: 3268,
    open_cents: 16268,
    lines: [line('Matkapuhelinliittymät', 'OSTO_25_5', 2550, 8970, 2287), line('Kirjat', 'OSTO_10', 1000, 1000, 100), line('Outo', 'ERIKOIS_7', 0, 3000, 0)],
  },
  original: {
    filename: 'Elisa_lasku_6034129981.pdf',
    id: 'doc_elisa',
    resource: { uri: '/documents/doc_elisa', revision: 'r2' },
    sha256: SHA_B,
    adequacy: 'adequate',
    status: 'selected',
  },
  latest_review: {
    decided_at: '2026-10-31T12:30:00.000Z',
    receipt_uri: '/r',
    id: 'rev_elisa_2',
    bill_id: 'bill:Elisa 10 2026',
    document_id: 'doc_elisa',
    bill_revision: 'r2',
    document_revision: 'r1',
    document_sha256: SHA_A,
    document_adequacy: 'adequate',
    verdict: 'accepted',
    reason: 'Operaattorin PDF-lasku korvaa valokuvan.',
    prior_review_id: 'rev_elisa_1',
    draft_contract: 'purchase-bill-journal/v3',
    draft_digest: 'sha256:1',
    draft: {},
  },
  review_state: 'outdated',
  review_reason: 'Viimeisin tarkastus koskee laskun versiota r2; nykyinen versio on r3 (eräpäivä korjattu).',
  calculation: {
    contract: 'purchase-bill-journal/v3',
    digest: 'sha256:2',
    period_status: 'open',
    draft: {
      period: '2026-10',
      entry_date: '2026-10-26',
      description: 'Ostolasku 6034129981, Elisa Oyj',
      source: 'purchase_bill',
      id: 'draft_1',
      customer_id: 'cus_aurora',
      source_ref: 'bill:Elisa 10 2026',
      dimensions_as_stated: true,
      lines: [draftLine('OSTO_25_5', 8970, 0), draftLine('VEROTON_0', 3000, 0), draftLine('', 0, 11970)],
    },
  },
  calculation_reason: 'Luonnos on laskettu uudelleen laskun versiosta r1.',
  journals: [],
  posting_state: 'not_posted',
  posting_ready: false,
  posting_reason: 'Laskun tiedot muuttuivat tarkastuksen jälkeen.',
  actor: { kind: 'interactive', realm: 'staff', subject: 'person_staff', tenant_id: 'cus_aurora' },
  actions: [],
  requires_staff_confirmation: true,
});

const dom = companyDom([BILLS_NAMESPACE]);
const who = memberOf('bills@aurora.example', 'Laura Hämäläinen', ['purchase_invoices']);
const noService = () => Response.json({}, { status: 404 });

async function renderPage() {
  await dom.render(
    <>
      <SummarySection snapshot={elisa} />
      <LinesSection snapshot={elisa} />
      <LatestReviewSection snapshot={elisa} />
      <DraftSection snapshot={elisa} />
    </>,
    who,
    noService,
  );
}

const shown = () => openText(dom.container());
const folded = () => [...dom.container().querySelectorAll('details')].map((details) => details.textContent ?? '').join('\n');

afterEach(async () => {
  await act(async () => {
    await chooseLanguage('fi');
  });
});

describe('a bill line’s VAT code in words', () => {
  it('says the code as its kind, rate and what the rate is on the bill’s date, and keeps the code in the technical details', async () => {
    await renderPage();
    expect(shown()).toContain('Osto 25,5 % (yleinen verokanta)');
    expect(shown()).toContain('Osto 10 % (alennettu verokanta)');
    expect(shown()).toContain('Veroton 0 %');
    expect(shown()).not.toMatch(/OSTO_|VEROTON_/);
    expect(folded()).toContain('Rivi 1: ALV-koodi OSTO_25_5');
    expect(folded()).toContain('Rivi 2: ALV-koodi VEROTON_0');
  });

  it('shows a code it cannot read as it came, marked as a value the portal does not know', async () => {
    await renderPage();
    expect(shown()).toContain('ERIKOIS_7 (tuntematon arvo)');
  });

  it.each([
    ['sv', 'Inköp 25,5 % (allmän skattesats)'],
    ['en', 'Purchase 25.5% (standard rate)'],
  ] as const)('says it in %s too', async (language, words) => {
    await act(async () => {
      await chooseLanguage(language);
    });
    await renderPage();
    expect(shown()).toContain(words);
    expect(shown()).not.toContain('OSTO_25_5');
  });

  it('reads a rate that is not one in force on the date without a meaning, and no code it does not know', () => {
    expect(readVatCode('OSTO_14', '2026-02-12')).toEqual({ kind: 'OSTO', rateBasisPoints: 1400, meaning: undefined });
    expect(readVatCode('OSTO_14', '2025-02-12')).toEqual({ kind: 'OSTO', rateBasisPoints: 1400, meaning: 'reduced' });
    expect(readVatCode('OSTO_13_5', '2026-02-12')).toEqual({ kind: 'OSTO', rateBasisPoints: 1350, meaning: 'reduced' });
    expect(readVatCode('OSTO', '2026-02-12')).toEqual({ kind: 'OSTO', rateBasisPoints: undefined, meaning: undefined });
    for (const code of ['osto_24', 'KAANTEINEN_24', 'OSTO_24_5_1', 'OSTO_999', '']) expect(readVatCode(code, '2026-02-12')).toBeNull();
  });
});

describe('a review named by its time, not by version ids', () => {
  it('says when the review was made and what changed since, and keeps the service’s sentence naming r2 and r3 in the technical details', async () => {
    await renderPage();
    expect(shown()).not.toMatch(/\br[123]\b/);
    expect(shown()).toContain(
      'Tarkastettu 31.10.2026 klo 14.30; sen jälkeen muuttunut: laskun tiedot, alkuperäisen tositteen tiedosto ja kirjausluonnos.',
    );
    expect(folded()).toContain('Viimeisin tarkastus koskee laskun versiota r2; nykyinen versio on r3 (eräpäivä korjattu).');
    // a reason that names no version is quoted as it came
    expect(shown()).toContain('Operaattorin PDF-lasku korvaa valokuvan.');
  });

  it('says a draft made from an earlier version of the bill in words', async () => {
    await renderPage();
    expect(shown()).toContain('Luonnos on laskettu laskun aiemmista tiedoista, ei nykyisistä.');
    expect(folded()).toContain('Luonnos on laskettu uudelleen laskun versiosta r1.');
  });
});
