import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh gate for each test: the portal has one, which only the page it opens on can hold. */
async function freshGate() {
  vi.resetModules();
  return import('./shell-extras.ts');
}

/** Whether `promise` has settled once the fake clock has moved on by `ms`. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

/**
 * docs/decisions/0023: the shell's extras (the unread count's code, texts and read) are not on the way of the page's largest
 * paint. They come once the page has been painted; a page whose largest content waits for its data (the
 * overview) holds them until it has drawn it, and never longer than EXTRAS_HELD_AT_MOST_MS.
 */
describe('the shell’s extras', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // frames come every 16 ms, as on a screen
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('come once the page has been painted when it holds nothing back', async () => {
    const { shellExtras } = await freshGate();
    const open = shellExtras.whenOpen();
    expect(await settledAfter(open, 5)).toBe(false);
    expect(await settledAfter(open, 20)).toBe(true);
  });

  it('wait for a page that holds them until it lets go: its largest content is then on the screen', async () => {
    const { shellExtras } = await freshGate();
    // the page the portal opens on holds them before it is drawn
    shellExtras.hold();
    const open = shellExtras.whenOpen();
    expect(await settledAfter(open, 1_000)).toBe(false);
    shellExtras.letGo();
    expect(await settledAfter(open, 0)).toBe(true);
    // once let go, they stay open: a page opened later holds nothing back
    shellExtras.hold();
    expect(await settledAfter(shellExtras.whenOpen(), 20)).toBe(true);
  });

  it('come all the same once a page has held them for EXTRAS_HELD_AT_MOST_MS (it was left, or its data never came)', async () => {
    const { shellExtras, EXTRAS_HELD_AT_MOST_MS } = await freshGate();
    shellExtras.hold();
    const open = shellExtras.whenOpen();
    expect(await settledAfter(open, EXTRAS_HELD_AT_MOST_MS - 100)).toBe(false);
    expect(await settledAfter(open, 200)).toBe(true);
  });
});
