/** The portal's tabs in one browser, told at once when one of them signs out. */


/** The tabs of this portal in this browser (see `sessionTabs`). */
export interface SessionTabs {
  announceSignOut(): void;
  onSignOut(listener: () => void): void;
}

/** The message a tab sends the others when its person signs out. */
export const SIGNED_OUT_MESSAGE = 'signed-out';

/** The portal's tabs over a BroadcastChannel, or null where the browser has none. */
export function sessionTabs(name = 'portal.session'): SessionTabs | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    announceSignOut: () => channel.postMessage(SIGNED_OUT_MESSAGE),
    onSignOut: (listener) => {
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.data === SIGNED_OUT_MESSAGE) listener();
      });
    },
  };
}
