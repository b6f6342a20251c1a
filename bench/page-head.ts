import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { spawnNode } from './support/children.js';
import { runLoad, type LoadResult } from './support/load.js';
import { freePort, HOST, waitForHealthy } from './support/net.js';
import { PROJECT_ROOT } from './support/paths.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer, type RunningServer } from './support/servers.js';
import { median, ratio } from './support/stats.js';
import { makeTempDir } from './support/temp-dirs.js';

export interface PageHeadOptions {
  readonly photos: readonly Buffer[];
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  /** Rounds of (bare, real), each measured once per round. */
  readonly rounds: number;
}

export interface HeadTargetFigures {
  readonly label: string;
  readonly runs: readonly LoadResult[];
  readonly medianReqPerSec: number;
  readonly medianP99Ms: number;
  /** Server CPU time per request, in microseconds: steadier than throughput on a busy machine. */
  readonly medianCpuUsPerReq: number | null;
}

/** What a link unfurler (WhatsApp, Telegram…) gets from one plain GET of the page, without running any script. */
export interface UnfurlFigures {
  readonly status: number;
  readonly found: readonly string[];
  readonly missing: readonly string[];
  readonly title: string | null;
  readonly imageStatus: number;
  readonly imageBytes: number;
  readonly imageType: string;
  readonly imageWidth: number;
  readonly imageHeight: number;
  /** The first request of the image draws it; the second is served from the cache. */
  readonly imageFirstMs: number;
  readonly imageCachedMs: number;
  /** An address with no page: its status and whether it still has a preview image. */
  readonly unknownStatus: number;
  readonly unknownHasImage: boolean;
}

export interface PageHeadFigures {
  readonly path: string;
  readonly bodyBytes: number;
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  readonly rounds: number;
  readonly bare: HeadTargetFigures;
  readonly real: HeadTargetFigures;
  /** real / bare, from the medians. */
  readonly throughputRatio: number;
  readonly unfurl: UnfurlFigures;
}

/** The tags a preview needs; what an unfurler looks for. */
const WANTED = ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:width', 'og:image:height', 'og:type', 'twitter:card'] as const;
const UNFURLER_AGENT = 'WhatsApp/2.24.1.0 A';

/**
 * GET /{slug}/{id}, the public page's HTML made per request with its own head, on the real server at the default log
 * level, against bare Koa sending the very same bytes from memory; then the page fetched as a link unfurler does.
 */
export async function benchPageHead(options: PageHeadOptions): Promise<PageHeadFigures> {
  const servers: RunningServer[] = [];
  try {
    progress('head: starting the real server (default log level) and buying a premium page');
    const real = await startRealServer({ logLevel: 'info' });
    servers.push(real);
    const page = await seedPremiumPage(real.port, options.photos);
    const path = `/${page.slug}/${page.id}`;
    const html = Buffer.from(await (await fetch(`${real.baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
    if (!html.includes('og:title')) throw new Error('the public page has no og:title: is the per-page head built?');

    const bare = await startBareHtmlServer(html);
    servers.push(bare);
    const bareBody = Buffer.from(await (await fetch(`${bare.baseUrl}${path}`)).arrayBuffer());
    if (!bareBody.equals(html)) throw new Error('the bare Koa server does not answer the same HTML as the real server');

    const targets = [
      { key: 'bare', label: 'bare Koa, same bytes from memory', server: bare },
      { key: 'real', label: 'real server, LOG_LEVEL=info (default)', server: real },
    ] as const;
    const runs: Record<(typeof targets)[number]['key'], LoadResult[]> = { bare: [], real: [] };
    for (let round = 1; round <= options.rounds; round++) {
      for (const target of targets) {
        const url = `${target.server.baseUrl}${path}`;
        const warm = await runLoad({ url, connections: options.connections, durationS: options.warmupS });
        const run = await runLoad({ url, connections: options.connections, durationS: options.durationS, serverPid: target.server.child.pid });
        if (run.failures > 0 || warm.failures > 0) throw new Error(`${target.label}: ${run.failures + warm.failures} failed requests`);
        runs[target.key].push(run);
        progress(
          `head: round ${round}/${options.rounds} ${target.label}: ${Math.round(run.reqPerSec)} req/s, p99 ${run.latencyMs.p99} ms, ` +
            `server CPU ${run.serverCpuUsPerReq?.toFixed(0)} µs/req, load generator ${run.loadgenCpuPct.toFixed(0)}% of a core`,
        );
      }
    }
    const figures = (label: string, list: LoadResult[]): HeadTargetFigures => {
      const cpu = list.map((r) => r.serverCpuUsPerReq).filter((v): v is number => v !== null);
      return {
        label,
        runs: list,
        medianReqPerSec: median(list.map((r) => r.reqPerSec)),
        medianP99Ms: median(list.map((r) => r.latencyMs.p99)),
        medianCpuUsPerReq: cpu.length ? median(cpu) : null,
      };
    };
    const bareFig = figures(targets[0].label, runs.bare);
    const realFig = figures(targets[1].label, runs.real);

    progress('head: fetching the page as a link unfurler does');
    const unfurl = await unfurlPage(real.baseUrl, path);
    return {
      path: '/{slug}/{id}',
      bodyBytes: html.length,
      connections: options.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
      rounds: options.rounds,
      bare: bareFig,
      real: realFig,
      throughputRatio: ratio(realFig.medianReqPerSec, bareFig.medianReqPerSec),
      unfurl,
    };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
  }
}

/** One plain GET, the tags read from the HTML as it came (no script runs), then the image it names. */
async function unfurlPage(baseUrl: string, path: string): Promise<UnfurlFigures> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': UNFURLER_AGENT, Accept: 'text/html' } });
  const html = await response.text();
  const tags = metaTags(html);
  const found = WANTED.filter((key) => tags.has(key));
  const image = tags.get('og:image') ?? null;

  let imageFigures = { imageStatus: 0, imageBytes: 0, imageType: '', imageWidth: 0, imageHeight: 0, imageFirstMs: 0, imageCachedMs: 0 };
  if (image !== null) {
    const imageUrl = `${baseUrl}${new URL(image).pathname}`;
    const first = await timedGet(imageUrl);
    const cached = await timedGet(imageUrl);
    const metadata = first.bytes.length > 0 ? await sharp(first.bytes).metadata() : { width: 0, height: 0 };
    imageFigures = {
      imageStatus: first.status,
      imageBytes: first.bytes.length,
      imageType: first.type,
      imageWidth: metadata.width ?? 0,
      imageHeight: metadata.height ?? 0,
      imageFirstMs: first.ms,
      imageCachedMs: cached.ms,
    };
  }
  const unknown = await fetch(`${baseUrl}/ninguem-e-nada/naoexiste0000000`, { headers: { 'User-Agent': UNFURLER_AGENT } });
  return {
    status: response.status,
    found,
    missing: WANTED.filter((key) => !tags.has(key)),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') || null,
    ...imageFigures,
    unknownStatus: unknown.status,
    unknownHasImage: metaTags(await unknown.text()).has('og:image'),
  };
}

function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)) tags.set(match[1]!, decode(match[2]!));
  return tags;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);
}

async function timedGet(url: string): Promise<{ status: number; bytes: Buffer; type: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'User-Agent': UNFURLER_AGENT } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, type: response.headers.get('content-type') ?? '', ms: performance.now() - started };
}

/** bench/bare-koa-html-server.mjs answering `html` on GET /:slug/:id. */
async function startBareHtmlServer(html: Buffer): Promise<RunningServer> {
  const dir = await makeTempDir('head');
  const bodyFile = join(dir, 'page.html');
  await writeFile(bodyFile, html);
  const port = await freePort();
  const child = spawnNode('bare Koa HTML server', [join(PROJECT_ROOT, 'bench', 'bare-koa-html-server.mjs')], {
    env: { BENCH_PORT: String(port), BENCH_HOST: HOST, BENCH_BODY_FILE: bodyFile },
  });
  const readyAt = await waitForHealthy(child, port);
  return { child, port, baseUrl: `http://${HOST}:${port}`, dataDir: null, readyAfterMs: readyAt - child.spawnedAt };
}
