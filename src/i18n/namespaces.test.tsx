// @vitest-environment jsdom
import i18next from 'i18next';
import { act, Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import type { Language } from './format.ts';
import { chooseLanguage, startI18n } from './i18n.ts';
import { registerNamespace, type MessageLoaders } from './namespaces.ts';
import { useMessagesOf } from './use-messages.ts';

/** Loaders whose answers the test gives when it wants to, and which count their calls. */
function deferredLoaders(texts: Record<Language, { title: string }>) {
  const pending = new Map<Language, () => void>();
  const loaders: MessageLoaders = {
    fi: vi.fn(() => new Promise<{ title: string }>((resolve) => pending.set('fi', () => resolve(texts.fi)))),
    sv: vi.fn(() => new Promise<{ title: string }>((resolve) => pending.set('sv', () => resolve(texts.sv)))),
    en: vi.fn(() => new Promise<{ title: string }>((resolve) => pending.set('en', () => resolve(texts.en)))),
  };
  const answer = async (language: Language) => {
    await vi.waitFor(() => expect(pending.has(language)).toBe(true));
    await act(async () => pending.get(language)?.());
  };
  return { loaders, answer };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{String(this.state.error)}</p>;
  }
}

function WorklogTitle() {
  useMessagesOf('worklog');
  const { t } = useTranslation('worklog');
  return <h1>{t('title')}</h1>;
}

function PayrollTitle() {
  useMessagesOf('payroll');
  const { t } = useTranslation('payroll');
  return <h1>{t('title')}</h1>;
}

beforeAll(async () => {
  // as the portal starts: Finnish, with the shell's own Finnish texts bundled
  await startI18n('fi');
});

const { container, render } = mountEachTest();

describe('an area’s texts, fetched per language (src/i18n/namespaces.ts)', () => {
  const worklog = deferredLoaders({
    fi: { title: 'Työaikakirjaus' },
    sv: { title: 'Arbetstidsregistrering' },
    en: { title: 'Work log' },
  });

  it('fetches only the language shown, with the first render, which waits for it and never shows a key', async () => {
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(container().textContent ?? ''));
    observer.observe(container(), { childList: true, subtree: true, characterData: true });

    // registered as the area's chunk loads: the language shown is asked for at once
    registerNamespace('worklog', worklog.loaders);
    expect(worklog.loaders.fi).toHaveBeenCalledTimes(1);
    await render(
      <Suspense fallback={<p role="status">…</p>}>
        <WorklogTitle />
      </Suspense>,
    );
    expect(container().textContent).toBe('…');
    await worklog.answer('fi');
    expect(container().querySelector('h1')?.textContent).toBe('Työaikakirjaus');

    expect(worklog.loaders.fi).toHaveBeenCalledTimes(1);
    expect(worklog.loaders.sv).not.toHaveBeenCalled();
    expect(worklog.loaders.en).not.toHaveBeenCalled();
    observer.disconnect();
    expect(shown.filter((text) => text.includes('title'))).toEqual([]);
  });

  it('fetches the chosen language of every namespace in use before the switch shows, and only that language', async () => {
    await render(
      <Suspense fallback={<p role="status">…</p>}>
        <WorklogTitle />
      </Suspense>,
    );
    expect(container().querySelector('h1')?.textContent).toBe('Työaikakirjaus');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(container().textContent ?? ''));
    observer.observe(container(), { childList: true, subtree: true, characterData: true });

    let switched = false;
    const switching = chooseLanguage('sv').then(() => {
      switched = true;
    });
    // while Swedish is on its way, Finnish stays
    await vi.waitFor(() => expect(worklog.loaders.sv).toHaveBeenCalledTimes(1));
    expect(switched).toBe(false);
    expect(i18next.language).toBe('fi');
    expect(container().querySelector('h1')?.textContent).toBe('Työaikakirjaus');

    await worklog.answer('sv');
    await act(async () => switching);
    expect(i18next.language).toBe('sv');
    expect(container().querySelector('h1')?.textContent).toBe('Arbetstidsregistrering');
    // the shell's Swedish came along
    expect(i18next.getResource('sv', 'translation', 'app.language')).toBe('Språk');
    expect(worklog.loaders.en).not.toHaveBeenCalled();
    // nothing between Finnish and Swedish: never a key, never an empty heading
    expect(shown.every((text) => text === 'Työaikakirjaus' || text === 'Arbetstidsregistrering')).toBe(true);
    observer.disconnect();

    // back to Finnish: already here, fetched no more
    await act(async () => chooseLanguage('fi'));
    expect(container().querySelector('h1')?.textContent).toBe('Työaikakirjaus');
    expect(worklog.loaders.fi).toHaveBeenCalledTimes(1);
    expect(worklog.loaders.sv).toHaveBeenCalledTimes(1);
  });

  it('keeps the language when the chosen one cannot be fetched', async () => {
    registerNamespace('apiKeys', {
      fi: async () => ({ title: 'API-avaimet' }),
      sv: async () => ({ title: 'API-nycklar' }),
      en: () => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/en.js')),
    });
    await i18next.loadNamespaces('apiKeys');
    await expect(chooseLanguage('en')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(i18next.language).toBe('fi');
  });

  it('puts a view whose texts cannot be fetched in the error boundary, never on screen with keys', async () => {
    registerNamespace('payroll', {
      fi: () => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/fi.js')),
      sv: async () => ({ title: 'Löner' }),
      en: async () => ({ title: 'Payroll' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await render(
      <Boundary>
        <Suspense fallback={<p role="status">…</p>}>
          <PayrollTitle />
        </Suspense>
      </Boundary>,
    );
    await vi.waitFor(() => expect(container().querySelector('[role="alert"]')?.textContent).toContain('Failed to fetch dynamically imported module'));
    expect(container().querySelector('h1')).toBeNull();
  });
});
