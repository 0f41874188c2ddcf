import { afterNextPaint } from '../yield-to-main.ts';

/** However long the page takes, the shell's extras come after this long. */
export const EXTRAS_HELD_AT_MOST_MS = 5_000;

let held = false;
let letGo = () => {};
const gone = new Promise<void>((resolve) => (letGo = resolve));

/**
 * The shell's extras (the unread count beside "Viestit": its code, texts and read) are secondary to the page: they
 * are asked for once the page has its largest content on the screen, so that none of their requests is on the way
 * of that paint (docs/decisions/0023). A page whose largest content waits for its data (the overview's "needs attention")
 * holds them back until it has drawn it; any other page, until it has been painted. A page that never lets go
 * (it was left, or its data never came) holds them back for `EXTRAS_HELD_AT_MOST_MS` at most. Only the page the
 * portal opens on can hold anything back: once let go, they stay.
 */
export const shellExtras = {
  /** For the page the portal opens on, before it is drawn: the extras wait until `letGo`. */
  hold: () => void (held = true),
  /** The page's largest content is on the screen. */
  letGo: () => letGo(),
  /** Resolves when the extras may be asked for: the page has been painted, and let go of them if it held them. */
  whenOpen: async () => {
    await afterNextPaint();
    if (held) await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, EXTRAS_HELD_AT_MOST_MS))]);
  },
};
