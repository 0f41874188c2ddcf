import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * The slow mobile profile of docs/decisions/0021, principle 11, set on a page over the Chrome DevTools Protocol:
 * 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU four times slower.
 */
export const SLOW_MOBILE = {
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  cpuSlowdown: 4,
} as const;

export const VIEWPORTS = [
  { label: '1280', width: 1280, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export const describeProfile = () =>
  `${SLOW_MOBILE.latencyMs} ms latency, ${(SLOW_MOBILE.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
  `${(SLOW_MOBILE.uploadBytesPerSecond * 8) / 1000} kbit/s up, CPU ×${SLOW_MOBILE.cpuSlowdown}`;

/** Throttles the page's network and CPU; call before the page navigates. */
export async function applySlowMobile(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_MOBILE.latencyMs,
    downloadThroughput: SLOW_MOBILE.downloadBytesPerSecond,
    uploadThroughput: SLOW_MOBILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_MOBILE.cpuSlowdown });
  return cdp;
}
