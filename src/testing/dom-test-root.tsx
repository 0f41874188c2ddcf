import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { en } from '../i18n/messages/en.ts';
import { fi } from '../i18n/messages/fi.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/**
 * For DOM tests (jsdom) of the shared UI: the portal's texts loaded, Finnish first, and a React root in
 * a fresh container for each test, unmounted and removed after it. Call once at the top of a test file.
 */
export function mountEachTest(): { container: () => HTMLDivElement; render: (node: ReactNode) => Promise<void> } {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    if (!i18next.isInitialized) {
      await i18next.use(initReactI18next).init({
        lng: 'fi',
        resources: { fi: { translation: fi }, en: { translation: en } },
        interpolation: { escapeValue: false },
      });
    }
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  return {
    container: () => {
      if (!container) throw new Error('no container outside a test');
      return container;
    },
    render: async (node) => {
      await act(async () => {
        root?.render(node);
      });
    },
  };
}
