// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { companyDom, memberOf, openText } from '../../testing/dom-test-kit.tsx';
import DocumentsPage from './documents-page.tsx';
import { DOCUMENTS_NAMESPACE } from './messages.ts';

/**
 * docs/decisions/0003-documents-by-role.md on the Documents page: each document says what it belongs to in a
 * word (a kind the portal does not know as it came, marked, its siblings read all the same), and a person who
 * sees only part of the company's documents is told which part, never that the company has none.
 */

const dom = companyDom([DOCUMENTS_NAMESPACE]);

const stored = (id: string, filename: string, belongs_to: unknown) => ({
  id,
  filename,
  content_type: 'application/pdf',
  size_bytes: 2048,
  sha256: 'ab'.repeat(32),
  uploaded_at: '2026-11-25T10:00:00Z',
  state: 'booked',
  duplicate_of: null,
  belongs_to,
});

async function renderFor(roles: Parameters<typeof memberOf>[2], documents: unknown[]) {
  await dom.render(<DocumentsPage />, memberOf('someone@aurora.example', 'Joku', roles), (method, path) => {
    if (method === 'GET' && path === '/documents') return Response.json({ customer_id: 'cus_aurora', documents });
    return Response.json({ error: 'not_found', detail: 'x' }, { status: 404 });
  });
}

const rowOf = (id: string) => dom.container().querySelector(`tr[data-document="${id}"]`);

describe('what each document belongs to', () => {
  it('says it in words, and a kind the portal does not know as it came', async () => {
    await renderFor(
      ['admin'],
      [
        stored('doc_1', 'Kaffa_lasku.pdf', { kind: 'purchase', id: 'pb-2026-0445' }),
        stored('doc_2', 'vuokrasopimus.pdf', { kind: 'contract' }),
        stored('doc_3', 'liite.pdf', { kind: 'lease_annex' }),
      ],
    );
    expect(rowOf('doc_1')?.querySelector('[data-belongs-to]')?.textContent).toBe('Liittyy: Ostot');
    expect(rowOf('doc_2')?.querySelector('[data-belongs-to]')?.textContent).toBe('Liittyy: Sopimus');
    expect(rowOf('doc_3')?.querySelector('[data-belongs-to]')?.textContent).toMatch(/^Liittyy: lease_annex \(/);
    // an admin sees every document: nothing to say about a part
    expect(dom.container().querySelector('[data-document-scope]')).toBeNull();
  });
});

describe('a person who sees part of the documents', () => {
  it('a claimant is told she sees her own files and her claims’ receipts', async () => {
    await renderFor(['claimant'], [stored('doc_r', 'kuitti.jpg', { kind: 'claim', id: 'claim_1' })]);
    expect(dom.container().querySelector('[data-document-scope="claimant"]')?.textContent).toBe('Näet itse lähettämäsi tiedostot ja kulukorvaustesi kuitit.');
    expect(rowOf('doc_r')?.querySelector('[data-belongs-to]')?.textContent).toBe('Liittyy: Kulukorvaus');
  });

  it('with none to see, is told there is none for her, not that the company has none', async () => {
    await renderFor(['claimant'], []);
    const said = openText(dom.container());
    expect(said).toContain('Sinulle näkyviä tositteita ei ole vielä.');
    expect(said).not.toContain('Yritykselle ei ole vielä lähetetty tositteita.');
  });

  it('an operator is told payroll’s documents are the admin’s and the approver’s', async () => {
    await renderFor(['operator'], []);
    expect(dom.container().querySelector('[data-document-scope="operator"]')?.textContent).toBe('Palkkoihin liittyvät tositteet näkyvät vain pääkäyttäjälle ja hyväksyjälle.');
  });
});
