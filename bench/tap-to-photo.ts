import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../test/support/browser/browser.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer } from './support/servers.js';
import { median } from './support/stats.js';

export interface TapToPhotoFigures {
  readonly network: string;
  /** The tap once the gate has loaded and the network is quiet (what a person who reads the gate first does). */
  readonly afterQuiet: { readonly runs: number[]; readonly medianMs: number };
  /**
   * The tap as soon as the painted gate listens (src/ui/memory-gate-tap.js has run): what the page needs is still on
   * its way. `medianTapAtMs`: navigation → that tap.
   */
  readonly asSoonAsItListens: { readonly runs: number[]; readonly medianMs: number; readonly medianFcpMs: number; readonly medianTapAtMs: number };
}

/**
 * Lighthouse's slow 4G as it applies it through DevTools (request-level throttling: 150 ms RTT × 3.75, 1.6 Mbit/s ×
 * 0.9 down, 750 kbit/s × 0.9 up) and its mid-range phone's 4× slower CPU.
 */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const NETWORK = 'slow 4G via DevTools: 562.5 ms request latency, 1.47 Mbit/s down, CPU 4× slower';

/**
 * Notes the tap on the gate's button and, from then on, looks on every frame for the first photo (the first image not
 * hidden from assistive technology); once it is loaded, decoded and a frame has been drawn with it, notes the time.
 * A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_TAP_TO_PHOTO = `(() => {
  const marks = {};
  window.tapToPhoto = marks;
  const look = () => {
    const photo = document.querySelector('img:not([aria-hidden="true"])');
    if (photo && photo.complete && photo.naturalWidth > 0) {
      photo.decode().catch(() => undefined).then(() => requestAnimationFrame(() => { marks.shown = performance.now(); }));
      return;
    }
    requestAnimationFrame(look);
  };
  document.addEventListener('click', (event) => {
    if (marks.tap !== undefined || !(event.target instanceof Element) || !event.target.closest('.memory-gate__button')) return;
    marks.tap = performance.now();
    requestAnimationFrame(look);
  }, true);
})();`;

async function throttledPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: WATCH_TAP_TO_PHOTO });
  return page;
}

interface TapRun {
  readonly ms: number;
  readonly fcpMs: number;
  readonly tapAtMs: number;
}

/** One visit in a fresh context (empty cache): the tap, then ms until the first photo is on screen, and the FCP. */
async function tapOnce(browser: Browser, baseUrl: string, path: string, when: 'quiet' | 'listening'): Promise<TapRun> {
  const page = await throttledPage(browser, baseUrl);
  try {
    await page.goto(path, { waitUntil: when === 'quiet' ? 'networkidle' : 'commit', timeout: 120_000 });
    // A tap before the gate's little script has run would be lost (nothing listens yet); a person would tap again.
    await page.waitForFunction(
      () => {
        const gate = window as unknown as { memoriesGateTapped?: boolean; memoriesGateLive?: boolean };
        return gate.memoriesGateTapped === false || gate.memoriesGateLive === true;
      },
      null,
      { timeout: 60_000, polling: 'raf' },
    );
    await page.locator('.memory-gate__button').tap();
    await page.waitForFunction(() => (window as unknown as { tapToPhoto: { shown?: number } }).tapToPhoto.shown !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    return await page.evaluate(() => {
      const marks = (window as unknown as { tapToPhoto: { tap: number; shown: number } }).tapToPhoto;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return { ms: marks.shown - marks.tap, fcpMs: fcp, tapAtMs: marks.tap };
    });
  } finally {
    await page.context().close();
  }
}

/** The time from the tap on 'Clique' to the first photo on screen, on a real public page served by the real server. */
export async function benchTapToPhoto(options: { photos: readonly Buffer[]; runs: number }): Promise<TapToPhotoFigures> {
  const server = await startRealServer({ logLevel: 'warn', name: 'server (tap to photo)' });
  let browser: Browser | undefined;
  try {
    const page = await seedPremiumPage(server.port, options.photos);
    const path = `/${page.slug}/${page.id}`;
    browser = await launchBrowser();
    const quiet: number[] = [];
    const early: TapRun[] = [];
    for (let run = 1; run <= options.runs; run++) {
      progress(`tap to photo: run ${run} of ${options.runs}`);
      quiet.push((await tapOnce(browser, server.baseUrl, path, 'quiet')).ms);
      early.push(await tapOnce(browser, server.baseUrl, path, 'listening'));
    }
    return {
      network: NETWORK,
      afterQuiet: { runs: quiet, medianMs: median(quiet) },
      asSoonAsItListens: {
        runs: early.map((run) => run.ms),
        medianMs: median(early.map((run) => run.ms)),
        medianFcpMs: median(early.map((run) => run.fcpMs)),
        medianTapAtMs: median(early.map((run) => run.tapAtMs)),
      },
    };
  } finally {
    await browser?.close();
    await server.child.stop();
  }
}
