import autocannon from 'autocannon';
import { readCpuMs } from './proc.js';

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  /** Seconds of load; or `amount` requests exactly. */
  readonly durationS?: number;
  readonly amount?: number;
  /** The server's pid, to charge it the CPU time it used. */
  readonly serverPid?: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly durationS: number;
  readonly reqPerSec: number;
  readonly latencyMs: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number; readonly mean: number };
  /** Answers other than 2xx, errors, timeouts: a valid run has none. */
  readonly failures: number;
  /** Server CPU time (user + system) per answered request, in microseconds. */
  readonly serverCpuUsPerReq: number | null;
  /** Share of one core the load generator (this process) used: near 100% means it may be the bottleneck. */
  readonly loadgenCpuPct: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const serverCpuBefore = options.serverPid ? readCpuMs(options.serverPid) : 0;
  const ownCpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.durationS ?? 10 }),
    pipelining: 1,
    timeout: 10,
  });
  const wallMs = performance.now() - wallBefore;
  const own = process.cpuUsage(ownCpuBefore);
  const serverCpuMs = options.serverPid ? readCpuMs(options.serverPid) - serverCpuBefore : null;
  const answered = result['2xx'];
  return {
    requests: answered,
    durationS: result.duration,
    reqPerSec: answered / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuUsPerReq: serverCpuMs === null || answered === 0 ? null : (serverCpuMs * 1000) / answered,
    loadgenCpuPct: ((own.user + own.system) / 1000 / wallMs) * 100,
  };
}
