import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../test/support/browser/browser.js';
import { writeFloorPages } from './support/floor-pages.js';
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
  /** The creation form on the same phone (issue 39): see FormReadyFigures. */
  readonly formReady: FormReadyFigures;
}

/**
 * The creation form (premium) opened on the throttled phone, "Seu nome" tapped as soon as it is on the page and "Ana"
 * typed: navigation → the first letter in the field (`typedMs`: the form is ready), and → the name in the live preview
 * (`previewedMs`: the form's code, asked for at that tap, has taken the form over). `floorLoadMs`: navigation → the
 * load event of the static text floor page, on the same phone in the same run.
 */
export interface FormReadyFigures {
  readonly typedMs: number[];
  readonly previewedMs: number[];
  readonly floorLoadMs: number[];
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

/** Notes the first letter that lands in "Seu nome", then the first frame whose preview shows the name typed. */
const WATCH_FORM_READY = `(() => {
  const marks = {};
  window.formReady = marks;
  const look = () => {
    const preview = document.getElementById('previa');
    if (preview && preview.textContent.includes('Ana')) marks.previewed = performance.now();
    else requestAnimationFrame(look);
  };
  document.addEventListener('input', (event) => {
    if (marks.typed !== undefined || !(event.target instanceof Element) || event.target.id !== 'yourName') return;
    marks.typed = performance.now();
    requestAnimationFrame(look);
  }, true);
})();`;

async function throttledPage(browser: Browser, baseUrl: string, watch = WATCH_TAP_TO_PHOTO): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: watch });
  return page;
}

/** One visit of the form in a fresh context (empty cache): navigation → "Ana" in the field, and → in the preview. */
async function formReadyOnce(browser: Browser, baseUrl: string): Promise<{ typedMs: number; previewedMs: number }> {
  const page = await throttledPage(browser, baseUrl, WATCH_FORM_READY);
  try {
    await page.goto('/create?plan=premium', { waitUntil: 'commit', timeout: 120_000 });
    const field = page.getByLabel('Seu nome', { exact: true });
    await field.waitFor({ timeout: 60_000 });
    await field.tap();
    await page.keyboard.type('Ana');
    await page.waitForFunction(() => (window as unknown as { formReady: { previewed?: number } }).formReady.previewed !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    return await page.evaluate(() => {
      const marks = (window as unknown as { formReady: { typed: number; previewed: number } }).formReady;
      return { typedMs: marks.typed, previewedMs: marks.previewed };
    });
  } finally {
    await page.context().close();
  }
}

/** Navigation → the load event of the static text floor page, on the same phone. */
async function floorLoadOnce(browser: Browser, baseUrl: string, path: string): Promise<number> {
  const page = await throttledPage(browser, baseUrl);
  try {
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    return await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  } finally {
    await page.context().close();
  }
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

/**
 * The time from the tap on 'Clique' to the first photo on screen, on a real public page served by the real server;
 * and the creation form's readiness on the same phone, beside the floor's load (FormReadyFigures).
 */
export async function benchTapToPhoto(options: { photos: readonly Buffer[]; runs: number }): Promise<TapToPhotoFigures> {
  const server = await startRealServer({ logLevel: 'warn', name: 'server (tap to photo)' });
  let browser: Browser | undefined;
  try {
    const page = await seedPremiumPage(server.port, options.photos);
    const path = `/${page.slug}/${page.id}`;
    browser = await launchBrowser();
    const quiet: number[] = [];
    const early: TapRun[] = [];
    const form = { typedMs: [] as number[], previewedMs: [] as number[], floorLoadMs: [] as number[] };
    const floor = await writeFloorPages(path);
    try {
      for (let run = 1; run <= options.runs; run++) {
        progress(`tap to photo: run ${run} of ${options.runs}`);
        quiet.push((await tapOnce(browser, server.baseUrl, path, 'quiet')).ms);
        early.push(await tapOnce(browser, server.baseUrl, path, 'listening'));
        progress(`form ready: run ${run} of ${options.runs}`);
        form.floorLoadMs.push(await floorLoadOnce(browser, server.baseUrl, floor.textPath));
        const ready = await formReadyOnce(browser, server.baseUrl);
        form.typedMs.push(ready.typedMs);
        form.previewedMs.push(ready.previewedMs);
      }
    } finally {
      await floor.remove();
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
      formReady: form,
    };
  } finally {
    await browser?.close();
    await server.child.stop();
  }
}
