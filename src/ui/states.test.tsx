// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { mountEachTest } from './dom-test-root.tsx';
import { ErrorBanner } from './states.tsx';

/** A refusal is said in the person's language; the service's English words are only quoted beside it. */

const dom = mountEachTest();
const paragraphs = () => [...dom.container().querySelectorAll('p')].map((p) => p.textContent);

describe('ErrorBanner', () => {
  it('says a 4xx refusal in Finnish and quotes the service’s own detail as such, with its code', async () => {
    await dom.render(<ErrorBanner error={new ApiError('http', 404, 'employee_not_found', 'employee_id: the company has no such employee.')} title="Tallennus epäonnistui" />);
    expect(paragraphs()).toEqual([
      'Tallennus epäonnistui',
      'Palvelu ei hyväksynyt pyyntöä (404).',
      'Palvelun oma selitys (englanniksi): ”employee_id: the company has no such employee.”',
      'Virhekoodi: employee_not_found',
    ]);
  });

  it('says a 5xx failure in Finnish, its detail quoted apart', async () => {
    await dom.render(<ErrorBanner error={new ApiError('http', 503, 'tax_authority_unreachable', 'The tax authority did not answer.')} />);
    expect(paragraphs().slice(1, 3)).toEqual(['Palvelussa tapahtui virhe (503).', 'Palvelun oma selitys (englanniksi): ”The tax authority did not answer.”']);
  });

  it('says a network failure without any English', async () => {
    await dom.render(<ErrorBanner error={new ApiError('network', 0, 'network_error', 'Failed to fetch')} />);
    expect(paragraphs()).toContain('Palveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.');
    expect(dom.container().textContent).not.toContain('Failed to fetch');
  });
});
