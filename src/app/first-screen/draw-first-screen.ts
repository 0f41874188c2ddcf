import type { Language } from '../../i18n/format.ts';
import { FIRST_SCREEN_WORDS, type FirstScreenWords } from '../../i18n/messages/first-screen-words.ts';
import layout from '../signed-in-layout.module.css';
import states from '../../ui/states.module.css';
import pageTop from '../../ui/page-top.module.css';
// the portal's own styles arrive with its code: the first screen brings the ones it is drawn with
import '../../ui/tokens.css';

/**
 * The first screen of an area's own page, drawn by the boot (src/boot.ts) with plain DOM before React or the
 * portal's code has arrived, where the page's top needs nothing from the service (./first-screen-top.ts): on
 * a slow phone the portal's frame, the page's heading and its introduction show as soon as the boot has run
 * and the page's texts (a small chunk) are in, not after some 150 KB of code.
 *
 * It is exactly what the portal itself draws first, while /me is on its way (src/app/signed-in-layout.tsx,
 * src/app/company-layout.tsx, src/ui/page-top.tsx, src/ui/states.tsx): the same elements, classes and words,
 * which ./first-screen.test.tsx holds them to. When React takes the page over it replaces these elements
 * with its own, which look the same, so nothing moves and nothing blinks.
 */
export interface FirstScreen {
  language: Language;
  words: FirstScreenWords;
  /** The page's heading, and the words introducing it where it has them (the overview has none). */
  top: { heading: string; intro: string | null };
}

/** The first screen of an area's page in `language`, with the page's top. */
export function firstScreenOf(language: Language, top: FirstScreen['top']): FirstScreen {
  return { language, words: FIRST_SCREEN_WORDS[language], top };
}

/** The overview's first screen in `language`: its heading names the company, as src/features/company/overview-page.tsx does. */
export function overviewFirstScreenOf(language: Language, companyName: string): FirstScreen {
  const words = FIRST_SCREEN_WORDS[language];
  return { language, words, top: { heading: `${words.overview}: ${companyName}`, intro: null } };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The wait's skeleton (src/ui/states.tsx `Loading`). */
function skeleton(loading: string): HTMLElement {
  const bar = () => element('span', { class: states.bar ?? '', 'aria-hidden': 'true' });
  return element(
    'div',
    { class: states.skeleton ?? '', role: 'status', 'aria-live': 'polite', 'data-loading': '' },
    element('span', { class: 'visually-hidden' }, loading),
    bar(),
    bar(),
    bar(),
  );
}

/**
 * The header before /me (the portal's name), the navigation's line kept, and the page's top above the wait;
 * the document in the page's language and named after it, as the portal names it (src/ui/page-heading.tsx).
 */
export function drawFirstScreen(root: HTMLElement, { language, words, top }: FirstScreen): void {
  document.documentElement.lang = language;
  document.title = `${top.heading} – ${words.name}`;
  root.replaceChildren(
    element('a', { class: layout.skipLink ?? '', href: '#main' }, words.skipToContent),
    element('header', { class: layout.header ?? '' }, element('p', { class: layout.brand ?? '' }, element('span', { class: layout.firm ?? '' }, words.firm), ` ${words.name}`)),
    element('div', { class: layout.nav ?? '', 'aria-hidden': 'true' }, element('ul', {}, element('li', {}, element('span', { class: layout.navSpace ?? '' }, '\u00a0')))),
    element(
      'main',
      { id: 'main', class: layout.main ?? '', tabindex: '-1' },
      element('h1', { tabindex: '-1', id: 'page-heading' }, top.heading),
      ...(top.intro === null ? [] : [element('div', { class: pageTop.intro ?? '' }, element('p', {}, top.intro))]),
      skeleton(words.loading),
    ),
  );
}
