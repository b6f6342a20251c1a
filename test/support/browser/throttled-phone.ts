import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A phone on a poor mobile connection: 400 kbit/s each way, 400 ms round trip. */
export const POOR_MOBILE = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 } as const;

/** The page's network, through Chromium's DevTools protocol: slowed down to `POOR_MOBILE`, cut, or back. */
export interface PhoneNetwork {
  throttle(): Promise<void>;
  offline(): Promise<void>;
}

export async function phoneNetwork(context: BrowserContext, page: Page): Promise<PhoneNetwork> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return {
    throttle: async () => {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...POOR_MOBILE });
    },
    offline: async () => {
      await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    },
  };
}
