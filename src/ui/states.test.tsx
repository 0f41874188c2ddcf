// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fi } from '../i18n/messages/fi.ts';
import { ErrorBanner } from './states.tsx';

/** A refusal is said in the person's language; the service's English words are only quoted beside it. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: 'fi', resources: { fi: { translation: fi } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const paragraphs = () => [...container.querySelectorAll('p')].map((p) => p.textContent);

describe('ErrorBanner', () => {
  it('says a 4xx refusal in Finnish and quotes the service’s own detail as such, with its code', () => {
    act(() => root.render(<ErrorBanner error={new ApiError('http', 404, 'employee_not_found', 'employee_id: the company has no such employee.')} title="Tallennus epäonnistui" />));
    expect(paragraphs()).toEqual([
      'Tallennus epäonnistui',
      'Palvelu ei hyväksynyt pyyntöä (404).',
      'Palvelun oma selitys (englanniksi): ”employee_id: the company has no such employee.”',
      'Virhekoodi: employee_not_found',
    ]);
  });

  it('says a 5xx failure in Finnish, its detail quoted apart', () => {
    act(() => root.render(<ErrorBanner error={new ApiError('http', 503, 'tax_authority_unreachable', 'The tax authority did not answer.')} />));
    expect(paragraphs().slice(1, 3)).toEqual(['Palvelussa tapahtui virhe (503).', 'Palvelun oma selitys (englanniksi): ”The tax authority did not answer.”']);
  });

  it('says a network failure without any English', () => {
    act(() => root.render(<ErrorBanner error={new ApiError('network', 0, 'network_error', 'Failed to fetch')} />));
    expect(paragraphs()).toContain('Palveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.');
    expect(container.textContent).not.toContain('Failed to fetch');
  });
});
