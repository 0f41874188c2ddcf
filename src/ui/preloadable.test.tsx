// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { preloadable } from './preloadable.ts';

const { container, render } = mountEachTest();

function Greeting({ name }: { name: string }) {
  return <p>Hei {name}</p>;
}

/**
 * docs/decisions/0022: a page whose chunk the boot has already fetched paints at once. React.lazy would suspend even
 * then and show its fallback (which React then holds for some 300 ms); a preloaded view does not.
 */
describe('a preloadable component', () => {
  it('renders without its Suspense fallback once preloaded', async () => {
    const View = preloadable(async () => ({ default: Greeting }));
    await View.preload();
    const rendered: string[] = [];
    const observer = new MutationObserver(() => rendered.push(container().textContent ?? ''));
    observer.observe(container(), { childList: true, subtree: true, characterData: true });
    await render(
      <Suspense fallback={<p>Ladataan</p>}>
        <View name="Anna" />
      </Suspense>,
    );
    observer.disconnect();
    expect(container().textContent).toBe('Hei Anna');
    expect(rendered).not.toContain('Ladataan');
  });

  it('suspends as React.lazy does before, and loads once however often it is asked', async () => {
    let loads = 0;
    const View = preloadable(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await render(
      <Suspense fallback={<p>Ladataan</p>}>
        <View name="Ville" />
      </Suspense>,
    );
    await View.preload();
    await render(
      <Suspense fallback={<p>Ladataan</p>}>
        <View name="Ville" />
      </Suspense>,
    );
    expect(container().textContent).toBe('Hei Ville');
    expect(loads).toBe(1);
  });

  it('asks again after a failed fetch', async () => {
    let attempts = 0;
    const View = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(attempts).toBe(2);
  });
});
