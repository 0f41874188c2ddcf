// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { mountEachTest } from './dom-test-root.tsx';
import { ErrorBanner } from './states.tsx';

/**
 * A refusal is said in the person's language, plain words first (DESIGN.md principle 10): what happened and
 * what to do; the service's English words, its code and the status only in the technical details.
 */

const dom = mountEachTest();
const paragraphs = () => [...dom.container().querySelectorAll('p')].map((p) => p.textContent);

describe('ErrorBanner', () => {
  const details = () => [...dom.container().querySelectorAll('details p')].map((p) => p.textContent);
  const openParagraphs = () => [...dom.container().querySelectorAll('p')].filter((p) => !p.closest('details')).map((p) => p.textContent);

  it('says a 4xx refusal in Finnish with what to do; the service’s detail, code and status only in the technical details', async () => {
    await dom.render(<ErrorBanner error={new ApiError('http', 404, 'employee_not_found', 'employee_id: the company has no such employee.')} title="Tallennus epäonnistui" />);
    expect(openParagraphs()).toEqual([
      'Tallennus epäonnistui',
      'Palvelu ei hyväksynyt pyyntöä. Tarkista tiedot ja yritä uudelleen; jos et tiedä, mikä on vialla, ota yhteyttä tilitoimistoon.',
    ]);
    expect(details()).toEqual([
      'Palvelun oma selitys (englanniksi): ”employee_id: the company has no such employee.”',
      'Virhekoodi: employee_not_found',
      'Vastauskoodi: 404',
    ]);
    expect(dom.container().querySelector('details')?.open).toBe(false);
  });

  it('says a 5xx failure in Finnish, no code or English in the open', async () => {
    await dom.render(<ErrorBanner error={new ApiError('http', 503, 'tax_authority_unreachable', 'The tax authority did not answer.')} />);
    expect(openParagraphs()[1]).toBe('Palvelussa tapahtui virhe, eikä pyyntöä tehty. Yritä hetken päästä uudelleen.');
    expect(openParagraphs().join(' ')).not.toMatch(/503|tax_authority|The tax authority/);
    expect(details()).toContain('Palvelun oma selitys (englanniksi): ”The tax authority did not answer.”');
  });

  it('says a network failure without any English', async () => {
    await dom.render(<ErrorBanner error={new ApiError('network', 0, 'network_error', 'Failed to fetch')} />);
    expect(paragraphs()).toContain('Palveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.');
    expect(dom.container().textContent).not.toContain('Failed to fetch');
  });
});
