import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n.ts';

describe('the portal’s language (Finnish first)', () => {
  it('keeps a language the person chose in the portal', () => {
    expect(detectLanguage('sv', ['en-GB'])).toBe('sv');
  });

  it('follows the browser’s first preference the portal speaks', () => {
    expect(detectLanguage(null, ['fi-FI', 'en'])).toBe('fi');
    expect(detectLanguage(null, ['de-DE', 'sv-FI', 'fi'])).toBe('sv');
    expect(detectLanguage(null, ['en-GB'])).toBe('en');
  });

  it('speaks Finnish when nothing fits, and ignores a stored value it does not know', () => {
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('fi');
    expect(detectLanguage('xx', [])).toBe('fi');
  });
});
