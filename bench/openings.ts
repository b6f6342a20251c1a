import autocannon from 'autocannon';
import { runLoad, type LoadResult } from './support/load.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer, type RunningServer } from './support/servers.js';
import { median, ratio } from './support/stats.js';

export interface OpeningsOptions {
  readonly photos: readonly Buffer[];
  /** Connections of the read load, as in the reads section. */
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  readonly rounds: number;
  /** "Opened" requests per second sent beside the reads in the steady case (a very busy shop). */
  readonly steadyOpeningsPerSec: number;
  /** Connections of the flood: a script sending "opened" as soon as the server answers (over the limit, after 1 s). */
  readonly floodConnections: number;
}

export interface PostLoad {
  readonly requests: number;
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly failures: number;
}

export interface OpeningsFigures {
  readonly connections: number;
  readonly durationS: number;
  readonly rounds: number;
  readonly steadyOpeningsPerSec: number;
  readonly floodConnections: number;
  /**
   * POST /api/{slug}/{id}/opened alone, each sent as soon as the last is answered (one page: look-up, limiter, and a
   * write while the limit allows; over it, the answer waits 1 s).
   */
  readonly openedAlone: PostLoad;
  /** GET /api/{slug}/{id} alone, while steady openings are sent, and while a flood of openings runs; medians of the rounds. */
  readonly readsAloneReqPerSec: number;
  readonly readsWithSteadyReqPerSec: number;
  readonly readsWithFloodReqPerSec: number;
  readonly readsAloneP99Ms: number;
  readonly readsWithSteadyP99Ms: number;
  readonly readsWithFloodP99Ms: number;
  /** Reads' throughput with openings / alone, in the same run. */
  readonly steadyRatio: number;
  readonly floodRatio: number;
  /** Openings answered during the mixed runs. */
  readonly steadyOpeningsAnswered: number;
  readonly floodOpeningsAnswered: number;
}

async function postLoad(url: string, connections: number, durationS: number, overallRate?: number): Promise<PostLoad> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    ...(overallRate ? { overallRate } : {}),
  });
  const answered = result['2xx'];
  return {
    requests: answered,
    reqPerSec: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Recording openings beside the public page's reads: one real server (LOG_LEVEL=warn) with one premium page. Each round
 * measures the reads alone, the reads while openings arrive at a steady rate, and the reads while a script floods the
 * "opened" endpoint; the ratios compare reads with openings to the reads alone of the same run.
 */
export async function benchOpenings(options: OpeningsOptions): Promise<OpeningsFigures> {
  let server: RunningServer | null = null;
  try {
    progress('openings: starting the real server (LOG_LEVEL=warn) and buying a premium page');
    server = await startRealServer({ logLevel: 'warn', name: 'server (openings)' });
    const page = await seedPremiumPage(server.port, options.photos);
    const readUrl = `${server.baseUrl}${page.apiPath}`;
    const openedUrl = `${readUrl}/opened`;
    const pid = server.child.pid;

    await runLoad({ url: readUrl, connections: options.connections, durationS: options.warmupS });
    const openedAlone = await postLoad(openedUrl, options.floodConnections, options.durationS);
    if (openedAlone.failures > 0) throw new Error(`opened: ${openedAlone.failures} failed requests`);
    progress(`openings: "opened" alone ${Math.round(openedAlone.reqPerSec)} req/s, p99 ${openedAlone.p99Ms} ms`);

    const alone: LoadResult[] = [];
    const steady: LoadResult[] = [];
    const flood: LoadResult[] = [];
    let steadyAnswered = 0;
    let floodAnswered = 0;
    // Beyond the page's limit each answer waits a second: one connection per opening a second keeps the rate.
    const steadyConnections = options.steadyOpeningsPerSec;
    const reads = () => runLoad({ url: readUrl, connections: options.connections, durationS: options.durationS, serverPid: pid });
    const measure = {
      alone: async () => void alone.push(await reads()),
      steady: async () => {
        const [withSteady, posts] = await Promise.all([
          reads(),
          postLoad(openedUrl, steadyConnections, options.durationS, options.steadyOpeningsPerSec),
        ]);
        steady.push(withSteady);
        steadyAnswered += posts.requests;
        if (posts.failures > 0) throw new Error(`openings: ${posts.failures} failed "opened" requests`);
      },
      flood: async () => {
        const [withFlood, posts] = await Promise.all([reads(), postLoad(openedUrl, options.floodConnections, options.durationS)]);
        flood.push(withFlood);
        floodAnswered += posts.requests;
        if (posts.failures > 0) throw new Error(`openings: ${posts.failures} failed "opened" requests`);
      },
    };
    const order = ['alone', 'steady', 'flood'] as const;
    for (let round = 1; round <= options.rounds; round++) {
      // Each round starts with another of the three, so no case always runs on a warmer (or busier) server.
      for (let i = 0; i < order.length; i++) await measure[order[(round - 1 + i) % order.length]!]();
      for (const run of [...alone, ...steady, ...flood]) if (run.failures > 0) throw new Error(`openings: ${run.failures} failed reads`);
      progress(
        `openings: round ${round}/${options.rounds} reads alone ${Math.round(alone.at(-1)!.reqPerSec)} req/s, ` +
          `with ${options.steadyOpeningsPerSec} openings/s ${Math.round(steady.at(-1)!.reqPerSec)} req/s, with a flood ${Math.round(flood.at(-1)!.reqPerSec)} req/s`,
      );
    }

    const rps = (list: LoadResult[]) => median(list.map((r) => r.reqPerSec));
    const p99 = (list: LoadResult[]) => median(list.map((r) => r.latencyMs.p99));
    return {
      connections: options.connections,
      durationS: options.durationS,
      rounds: options.rounds,
      steadyOpeningsPerSec: options.steadyOpeningsPerSec,
      floodConnections: options.floodConnections,
      openedAlone,
      readsAloneReqPerSec: rps(alone),
      readsWithSteadyReqPerSec: rps(steady),
      readsWithFloodReqPerSec: rps(flood),
      readsAloneP99Ms: p99(alone),
      readsWithSteadyP99Ms: p99(steady),
      readsWithFloodP99Ms: p99(flood),
      steadyRatio: ratio(rps(steady), rps(alone)),
      floodRatio: ratio(rps(flood), rps(alone)),
      steadyOpeningsAnswered: steadyAnswered,
      floodOpeningsAnswered: floodAnswered,
    };
  } finally {
    await server?.child.stop();
  }
}
