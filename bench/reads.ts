import { runLoad, type LoadResult } from './support/load.js';
import { readMemory } from './support/proc.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startBareKoaServer, startRealServer, type RunningServer } from './support/servers.js';
import { median, ratio } from './support/stats.js';

export interface ReadsOptions {
  /** The photos the seeded page is bought with. */
  readonly photos: readonly Buffer[];
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  /** Rounds of (bare, real at warn, real at info), each target measured once per round. */
  readonly rounds: number;
}

export interface ReadTargetFigures {
  readonly label: string;
  readonly runs: readonly LoadResult[];
  readonly medianReqPerSec: number;
  readonly medianP50Ms: number;
  readonly medianP99Ms: number;
  readonly medianCpuUsPerReq: number | null;
}

export interface ReadsFigures {
  readonly path: string;
  readonly bodyBytes: number;
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
  readonly rounds: number;
  readonly bare: ReadTargetFigures;
  readonly realWarn: ReadTargetFigures;
  readonly realInfo: ReadTargetFigures;
  /** real / bare, from the medians. */
  readonly throughputRatioWarn: number;
  readonly throughputRatioInfo: number;
  /** real / bare server CPU time per request. */
  readonly cpuPerReqRatioWarn: number | null;
  readonly cpuPerReqRatioInfo: number | null;
  /** Resident memory of the LOG_LEVEL=warn server after every round, and how many reads it had served by then. */
  readonly realWarnRssAfterMb: number;
  readonly realWarnReadsServed: number;
}

/**
 * GET /api/{slug}/{id} on the real server (node dist/src/main.js on a fresh DATA_DIR) against a bare Koa app answering
 * the same JSON, all three processes up at once and measured in turn: bare, real (warn), real (info), then again.
 */
export async function benchReads(options: ReadsOptions): Promise<ReadsFigures> {
  const servers: RunningServer[] = [];
  try {
    progress('reads: starting the real server (LOG_LEVEL=warn and LOG_LEVEL=info) and buying a premium page on each');
    const realWarn = await startRealServer({ logLevel: 'warn' });
    servers.push(realWarn);
    const realInfo = await startRealServer({ logLevel: 'info' });
    servers.push(realInfo);
    const pageWarn = await seedPremiumPage(realWarn.port, options.photos);
    const pageInfo = await seedPremiumPage(realInfo.port, options.photos);

    const bare = await startBareKoaServer(pageWarn.body);
    servers.push(bare);
    const bareBody = await (await fetch(`${bare.baseUrl}${pageWarn.apiPath}`)).text();
    if (bareBody !== pageWarn.body) throw new Error('the bare Koa server does not answer the same JSON as the real server');

    const targets = [
      { key: 'bare', label: 'bare Koa', server: bare, path: pageWarn.apiPath },
      { key: 'realWarn', label: 'real server, LOG_LEVEL=warn', server: realWarn, path: pageWarn.apiPath },
      { key: 'realInfo', label: 'real server, LOG_LEVEL=info', server: realInfo, path: pageInfo.apiPath },
    ] as const;
    const runs: Record<(typeof targets)[number]['key'], LoadResult[]> = { bare: [], realWarn: [], realInfo: [] };
    let realWarnReads = 0;

    for (let round = 1; round <= options.rounds; round++) {
      // Each round starts one target later, so that no target always comes first or last after the others' load.
      const shift = (round - 1) % targets.length;
      for (const target of [...targets.slice(shift), ...targets.slice(0, shift)]) {
        const url = `${target.server.baseUrl}${target.path}`;
        const warm = await runLoad({ url, connections: options.connections, durationS: options.warmupS });
        const run = await runLoad({ url, connections: options.connections, durationS: options.durationS, serverPid: target.server.child.pid });
        if (run.failures > 0 || warm.failures > 0) throw new Error(`${target.label}: ${run.failures + warm.failures} failed requests`);
        if (target.key === 'realWarn') realWarnReads += warm.requests + run.requests;
        runs[target.key].push(run);
        progress(
          `reads: round ${round}/${options.rounds} ${target.label}: ${Math.round(run.reqPerSec)} req/s, ` +
            `p99 ${run.latencyMs.p99} ms, server CPU ${run.serverCpuUsPerReq?.toFixed(0)} µs/req, load generator ${run.loadgenCpuPct.toFixed(0)}% of a core`,
        );
      }
    }

    const figures = (label: string, list: LoadResult[]): ReadTargetFigures => {
      const cpu = list.map((r) => r.serverCpuUsPerReq).filter((v): v is number => v !== null);
      return {
        label,
        runs: list,
        medianReqPerSec: median(list.map((r) => r.reqPerSec)),
        medianP50Ms: median(list.map((r) => r.latencyMs.p50)),
        medianP99Ms: median(list.map((r) => r.latencyMs.p99)),
        medianCpuUsPerReq: cpu.length ? median(cpu) : null,
      };
    };
    const bareFig = figures(targets[0].label, runs.bare);
    const warnFig = figures(targets[1].label, runs.realWarn);
    const infoFig = figures(targets[2].label, runs.realInfo);
    const cpuRatio = (real: ReadTargetFigures) =>
      real.medianCpuUsPerReq !== null && bareFig.medianCpuUsPerReq ? ratio(real.medianCpuUsPerReq, bareFig.medianCpuUsPerReq) : null;

    return {
      path: '/api/{slug}/{id}',
      bodyBytes: Buffer.byteLength(pageWarn.body),
      connections: options.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
      rounds: options.rounds,
      bare: bareFig,
      realWarn: warnFig,
      realInfo: infoFig,
      throughputRatioWarn: ratio(warnFig.medianReqPerSec, bareFig.medianReqPerSec),
      throughputRatioInfo: ratio(infoFig.medianReqPerSec, bareFig.medianReqPerSec),
      cpuPerReqRatioWarn: cpuRatio(warnFig),
      cpuPerReqRatioInfo: cpuRatio(infoFig),
      realWarnRssAfterMb: readMemory(realWarn.child.pid).rssMb,
      realWarnReadsServed: realWarnReads,
    };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
  }
}
