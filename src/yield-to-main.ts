/**
 * Lets the browser run what waits (input, paint, network callbacks) before the next step of a long start:
 * the boot's steps (evaluating the portal's code, the page's chunk, the first render) each stay a task of
 * their own instead of one long task that blocks input on a slow phone (docs/decisions/0023: total blocking time).
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks), else a message to
 * this window's own channel (not setTimeout, which browsers clamp to 4 ms once nested).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Resolves once the browser has had the chance to draw what is on the page now: the task after the next
 * animation frame. A hidden tab draws no frames, so it never waits longer than `atMostMs`.
 */
export function afterNextPaint(atMostMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
