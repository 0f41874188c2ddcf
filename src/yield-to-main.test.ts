import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './yield-to-main.ts';

/**
 * The boot lets the browser draw the first screen before the portal's code runs (docs/decisions/0022): it waits for the
 * task after the next frame, and never longer than a moment in a tab that draws no frames (a hidden one).
 */
describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in the task after the next animation frame, not before it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    // the frame is drawn: the next task may run
    expect(frames).toHaveLength(1);
    frames[0]?.(16);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for a frame that never comes longer than it was told', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
