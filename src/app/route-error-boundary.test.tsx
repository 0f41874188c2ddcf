// @vitest-environment jsdom
import i18next from 'i18next';
import { act, lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fi } from '../i18n/messages/fi.ts';
import { isChunkLoadError, RouteErrorBoundary } from './route-error-boundary.tsx';

/** Every signed-in page stands in an error boundary whose retry really tries again. */

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
  // the boundary reports what it caught; the test reads the page instead
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

const heading = () => container.querySelector('h1')?.textContent;
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);

async function render(element: React.ReactNode) {
  await act(async () => {
    root.render(<MemoryRouter initialEntries={['/cus_aurora/worklog']}>{element}</MemoryRouter>);
  });
}

describe('the error boundary around every page', () => {
  it('shows what happened and, on retry, renders the view again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed once');
      return <h1>Työaikakirjaus</h1>;
    }
    await render(
      <RouteErrorBoundary>
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(heading()).toBe('Näkymää ei voitu näyttää');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Näkymässä tapahtui odottamaton virhe.');
    // the program's own English words only under technical details
    expect(container.querySelector('details p[lang="en"]')?.textContent).toBe('render failed once');
    broken = false;
    await act(async () => button('Yritä uudelleen')?.click());
    expect(heading()).toBe('Työaikakirjaus');
  });

  it('reloads the page to retry a view whose code could not be loaded (React.lazy keeps the failure)', async () => {
    const reload = vi.fn();
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/worklog-page.js')));
    await render(
      <RouteErrorBoundary reload={reload}>
        <Suspense fallback={<p>…</p>}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(heading()).toBe('Näkymää ei voitu näyttää');
    expect(container.textContent).toContain('Näkymän ohjelmakoodia ei saatu ladattua.');
    await act(async () => button('Yritä uudelleen')?.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the failure when the person goes to another page', async () => {
    function Fails(): never {
      throw new Error('always');
    }
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return null;
    }
    await render(
      <>
        <Navigator />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/cus_aurora/worklog" element={<Fails />} />
            <Route path="/cus_aurora/overview" element={<h1>Yleiskatsaus</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
    );
    expect(heading()).toBe('Näkymää ei voitu näyttää');
    await act(async () => go('/cus_aurora/overview'));
    expect(heading()).toBe('Yleiskatsaus');
  });

  it.each([
    ['Failed to fetch dynamically imported module: http://x/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module: http://x/a.js', true],
    ['Cannot read properties of undefined', false],
  ])('tells a chunk that could not be loaded (%s) from other failures', (message, chunk) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(chunk);
  });
});
