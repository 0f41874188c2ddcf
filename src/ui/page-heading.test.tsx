// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en.ts';
import { fi } from '../i18n/messages/fi.ts';
import { PageHeading } from './page-heading.tsx';

/** The browser tab names the page shown, in the language shown. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({
    lng: 'fi',
    resources: { fi: { translation: fi }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await act(() => i18next.changeLanguage('fi'));
});

describe('PageHeading names the document', () => {
  it('titles the tab with the heading and the portal’s name, and follows the heading as it changes', () => {
    act(() => root.render(<PageHeading>Työaikakirjaus</PageHeading>));
    expect(document.title).toBe('Työaikakirjaus – Asiakasportaali');
    act(() => root.render(<PageHeading>Yleiskatsaus: {'Aurora Oy'}</PageHeading>));
    expect(document.title).toBe('Yleiskatsaus: Aurora Oy – Asiakasportaali');
  });

  it('names the portal in the language chosen', async () => {
    act(() => root.render(<PageHeading>Work log</PageHeading>));
    await act(() => i18next.changeLanguage('en'));
    expect(document.title).toBe('Work log – Customer portal');
  });
});
