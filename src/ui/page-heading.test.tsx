// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { PageHeading } from './page-heading.tsx';

/** The browser tab names the page shown, in the language shown. */

const dom = mountEachTest();

afterEach(async () => {
  await act(() => i18next.changeLanguage('fi'));
});

describe('PageHeading names the document', () => {
  it('titles the tab with the heading and the portal’s name, and follows the heading as it changes', async () => {
    await dom.render(<PageHeading>Työaikakirjaus</PageHeading>);
    expect(document.title).toBe('Työaikakirjaus – Asiakasportaali');
    await dom.render(<PageHeading>Yleiskatsaus: {'Aurora Oy'}</PageHeading>);
    expect(document.title).toBe('Yleiskatsaus: Aurora Oy – Asiakasportaali');
  });

  it('names the portal in the language chosen', async () => {
    await dom.render(<PageHeading>Work log</PageHeading>);
    await act(() => i18next.changeLanguage('en'));
    expect(document.title).toBe('Work log – Customer portal');
  });
});
