import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFloorPages } from './support/floor-pages.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer } from './support/servers.js';
import { median } from './support/stats.js';
import { progress } from './support/progress.js';
import { OFFLINE_CHROMIUM_FLAGS } from '../test/support/chromium-flags.js';

export interface LighthousePageFigures {
  readonly name: string;
  readonly path: string;
  /** A static page the same server sends, measured as the floor for the public page. */
  readonly floor?: boolean;
  readonly scores: number[];
  readonly medianScore: number;
  /** Gzipped size of every script the page loaded (each fetched again with Accept-Encoding: gzip). */
  readonly scriptGzipKb: number;
  readonly medianLcpMs: number;
  readonly medianCls: number;
  readonly medianTbtMs: number;
  /**
   * Of that TBT, what the audit's long task with no script or page of its own ("Unattributable") adds: the
   * navigation's commit (creating the page's JavaScript context, the first bytes of HTML). Its simulation starts just
   * before the simulated first paint and runs four times its observed length, so it counts almost whole, and its
   * observed length moves with the machine (40-90 ms here), not with the page (2026-12-07).
   */
  readonly medianCommitTbtMs: number;
}

export interface LighthouseFigures {
  readonly lighthouseVersion: string;
  readonly pages: LighthousePageFigures[];
}

const CHROME_FLAGS = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS];

interface NetworkItem {
  readonly url: string;
  readonly resourceType?: string;
}

async function gzipKb(urls: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const length = Number(response.headers.get('content-length'));
    // fetch decodes the body; the header tells what travelled.
    bytes += Number.isFinite(length) && length > 0 ? length : (await response.arrayBuffer()).byteLength;
    if (!response.bodyUsed) await response.body?.cancel();
  }
  return bytes / 1024;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface LongTask {
  readonly url: string;
  readonly startTime: number;
  readonly duration: number;
}

/** The blocking time the audit's unattributed long tasks add past its (simulated) first contentful paint. */
function commitBlockingMs(lhr: Lhr): number {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []) as LongTask[];
  return tasks
    .filter((task) => task.url === 'Unattributable')
    .reduce((sum, task) => sum + Math.max(0, task.startTime + task.duration - Math.max(task.startTime, firstPaint) - 50), 0);
}

/** One audit; Lighthouse with this Chromium now and then fails to record its trace (NO_NAVSTART), so retry a little. */
async function audit(url: string, port: number, attempts = 3): Promise<Lhr> {
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (result && !result.lhr.runtimeError) return result.lhr;
    last = result?.lhr.runtimeError?.message ?? 'no result';
    progress(`lighthouse: ${url} failed (${last}), attempt ${attempt} of ${attempts}`);
  }
  throw new Error(`lighthouse: ${last}`);
}

/** The first photo of the seeded page, as its page asks for it. */
function firstPhotoUrl(body: string): string {
  const first = (JSON.parse(body) as { photos: string[] }).photos[0];
  if (!first) throw new Error('lighthouse: the seeded page has no photo');
  return /^https?:\/\//.test(first) ? first : `/api${first}`;
}

/**
 * Lighthouse 12's mobile audit (its default: a mid-range phone on a slow 4G, simulated) of a real public page next to
 * its floor (two static pages from the same server in the same run: text only, and text with the page's first photo),
 * the landing and the creation form, against the built app served by the real server, with Debian's Chromium.
 */
export async function benchLighthouse(options: { photos: readonly Buffer[]; runs: number }): Promise<LighthouseFigures> {
  const server = await startRealServer({ logLevel: 'warn', name: 'server (lighthouse)' });
  const page = await seedPremiumPage(server.port, options.photos);
  const floor = await writeFloorPages(firstPhotoUrl(page.body));
  const targets = [
    { name: 'public page /{slug}/{id}', path: `/${page.slug}/${page.id}` },
    { name: 'floor: static text page', path: floor.textPath, floor: true },
    { name: 'floor: static page with one photo', path: floor.photoPath, floor: true },
    { name: 'landing /', path: '/' },
    { name: 'create /create?plan=premium', path: '/create?plan=premium' },
  ];
  const chrome = await launchChrome({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let version = '';
  try {
    const audits = targets.map(() => ({
      scores: [] as number[],
      lcp: [] as number[],
      cls: [] as number[],
      tbt: [] as number[],
      commitTbt: [] as number[],
      scripts: [] as string[],
    }));
    // Round by round, every page once a round: a shared machine's drift lands on all of them alike, not on one page.
    for (let run = 1; run <= options.runs; run++) {
      for (const [index, target] of targets.entries()) {
        progress(`lighthouse: ${target.name}, run ${run} of ${options.runs}`);
        const lhr = await audit(`${server.baseUrl}${target.path}`, chrome.port);
        const figures = audits[index]!;
        version = lhr.lighthouseVersion;
        figures.scores.push(lhr.categories.performance?.score ?? 0);
        figures.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        figures.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        figures.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        figures.commitTbt.push(commitBlockingMs(lhr));
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
        figures.scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(server.baseUrl)).map((item) => item.url);
      }
    }
    const pages: LighthousePageFigures[] = [];
    for (const [index, target] of targets.entries()) {
      const { scores, lcp, cls, tbt, commitTbt, scripts } = audits[index]!;
      pages.push({
        ...target,
        scores,
        medianScore: median(scores),
        scriptGzipKb: await gzipKb(scripts),
        medianLcpMs: median(lcp),
        medianCls: median(cls),
        medianTbtMs: median(tbt),
        medianCommitTbtMs: median(commitTbt),
      });
    }
    return { lighthouseVersion: version, pages };
  } finally {
    await chrome.kill();
    await server.child.stop();
    await floor.remove();
  }
}
