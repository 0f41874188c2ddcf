import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
vi.mock('./conversation-loaders.ts', () => ({
  CONVERSATION_LOADERS: {
    fi: () => (asked.push('fi'), Promise.resolve({})),
    sv: () => (asked.push('sv'), Promise.resolve({})),
    en: () => (asked.push('en'), Promise.reject(new Error('offline'))),
  },
}));

const { loadUnreadBadge } = await import('./unread-badge-loader.ts');

beforeEach(() => {
  asked.length = 0;
});

describe('the unread count’s code and its texts are asked for together (issue 32)', () => {
  it('asks for the texts in the language shown as the code is asked for, not once the code has run', async () => {
    const loading = loadUnreadBadge('sv');
    expect(asked).toEqual(['sv']);
    const badge = await loading;
    expect(typeof badge.default).toBe('function');
    expect(asked).toEqual(['sv']);
  });

  it('still loads the count when its texts cannot be fetched now: they are asked for again as it registers them', async () => {
    const badge = await loadUnreadBadge('en');
    expect(asked).toEqual(['en']);
    expect(typeof badge.default).toBe('function');
  });
});
