// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { ErrorBanner, Loaded } from './states.tsx';

/**
 * A refusal is said in the person's language, plain words first (docs/decisions/0021, principle 10): what happened and
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

/**
 * docs/decisions/0023: a query's first answer is drawn as a transition, in slices the browser may interrupt. React Query's
 * store has React draw its updates at once (synchronously); in that render the wait stays on screen, and the
 * answer follows in a deferred render. A later answer of a query already shown is drawn at once.
 */
describe('Loaded', () => {
  // the parts of a query's state Loaded reads; the rest of React Query's result is not needed here
  const queryState = (state: { data?: string; error?: unknown }) =>
    ({
      isPending: state.data === undefined && state.error === undefined,
      isError: state.error !== undefined,
      isSuccess: state.data !== undefined,
      data: state.data,
      error: state.error,
      refetch: () => Promise.resolve(),
    }) as unknown as UseQueryResult<string>;

  function setUp() {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const drawn: string[] = [];
    const view = (query: UseQueryResult<string>) => (
      <Loaded query={query}>
        {(data) => {
          drawn.push(data);
          return <p>{data}</p>;
        }}
      </Loaded>
    );
    const answer = (query: UseQueryResult<string>, whileUrgent: () => void) =>
      act(() => {
        // the store's update: rendered and committed at once, as React renders a useSyncExternalStore update
        flushSync(() => root.render(view(query)));
        whileUrgent();
      });
    const text = () => container.textContent;
    const waiting = () => container.querySelector('[data-loading]') !== null;
    return { root, container, drawn, view, answer, text, waiting };
  }

  it('keeps the wait on screen while the first answer is drawn, then shows it', async () => {
    const { root, container, drawn, view, answer, text, waiting } = setUp();
    await act(async () => root.render(view(queryState({}))));
    expect(waiting()).toBe(true);

    await answer(queryState({ data: 'Ensimmäinen vastaus' }), () => {
      expect(waiting()).toBe(true);
      expect(drawn).toEqual([]);
    });
    expect(waiting()).toBe(false);
    expect(text()).toBe('Ensimmäinen vastaus');
    expect(drawn).toEqual(['Ensimmäinen vastaus']);

    act(() => root.unmount());
    container.remove();
  });

  it('draws a later answer of a query already shown at once', async () => {
    const { root, container, drawn, view, answer, text } = setUp();
    await act(async () => root.render(view(queryState({ data: 'Ensimmäinen' }))));
    expect(text()).toBe('Ensimmäinen');

    await answer(queryState({ data: 'Toinen' }), () => {
      expect(text()).toBe('Toinen');
    });
    expect(drawn.at(-1)).toBe('Toinen');

    act(() => root.unmount());
    container.remove();
  });

  it('says a failure of the first answer at once, never after the wait', async () => {
    const { root, container, answer } = setUp();
    await act(async () => root.render(<Loaded query={queryState({})}>{(data) => <p>{data}</p>}</Loaded>));
    await answer(queryState({ error: new ApiError('network', 0, 'network', '') }), () => {
      expect(container.querySelector('[role="alert"]')).not.toBeNull();
    });

    act(() => root.unmount());
    container.remove();
  });
});
