import { finnishOffsetSpan } from '../api/schemas/finnish-offset.ts';

/**
 * A worker the boot starts (src/boot.ts): it reads Finland's offset and how long it holds for the next load of
 * the tab (src/portal/finnish-time-hint.ts). Its first date format loads the browser's date and locale data
 * once for the whole page, off the main thread, where that first format costs a slow phone 100 ms or more
 * (docs/decisions/0023): the formats the page makes after it cost a few milliseconds.
 */
postMessage(finnishOffsetSpan(Date.now()));
