// @vitest-environment jsdom
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../testing/dom-test-root.tsx';
import { Section } from './section.tsx';

const dom = mountEachTest();
const section = () => dom.container().querySelector('section');

describe('Section', () => {
  it('is a card named by its own heading, at the level the page’s outline asks for', async () => {
    await dom.render(
      <Section title="Maksuerät" level={3}>
        <p>sisältö</p>
      </Section>,
    );
    const heading = section()?.querySelector('h3');
    expect(heading?.textContent).toBe('Maksuerät');
    expect(section()?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(section()?.classList.contains('card')).toBe(true);
  });

  it('keeps a heading id others point at, and a heading the page moves the focus to takes it without a tab stop', async () => {
    const ref = createRef<HTMLHeadingElement>();
    await dom.render(<Section title="Jäsenet" headingId="members-title" headingRef={ref} plain />);
    expect(ref.current?.id).toBe('members-title');
    expect(ref.current?.tabIndex).toBe(-1);
    expect(section()?.getAttribute('aria-labelledby')).toBe('members-title');
    expect(section()?.classList.contains('card')).toBe(false);
  });

  it('shows its description and actions, and hides a title only from the eye when asked', async () => {
    await dom.render(<Section title="Lomake" hiddenTitle description="Täytä kentät." actions={<button type="button">Lisää</button>} />);
    expect(section()?.querySelector('h2')?.className).toBe('visually-hidden');
    expect(section()?.querySelector('p')?.textContent).toBe('Täytä kentät.');
    expect(section()?.querySelector('button')?.textContent).toBe('Lisää');
  });
});
