import { runLoad } from './support/load.js';
import { readMemory } from './support/proc.js';
import { progress } from './support/progress.js';
import { seedPremiumPage } from './support/seed-page.js';
import { startRealServer, type LogLevel } from './support/servers.js';

export interface MemoryOptions {
  /** What the page is bought with, e.g. "3 × 12 MP JPEG". */
  readonly photosLabel: string;
  readonly photos: readonly Buffer[];
  readonly reads: number;
  readonly connections: number;
  readonly logLevel: LogLevel;
}

export interface MemoryFigures {
  readonly photosLabel: string;
  readonly logLevel: LogLevel;
  readonly reads: number;
  /** VmRSS right after the first 200 on /healthz. */
  readonly rssAtStartMb: number;
  /** After buying the page (its photos through sharp), before any read. */
  readonly rssAfterSeedMb: number;
  /** After exactly `reads` GET /api/{slug}/{id}. */
  readonly rssAfterReadsMb: number;
  /** VmHWM at the end: the most the process ever held. */
  readonly peakRssMb: number;
}

/** A dedicated server on a fresh DATA_DIR: RSS at start, after buying one page, and after N reads of it. */
export async function benchMemory(options: MemoryOptions): Promise<MemoryFigures> {
  progress(`memory: fresh server (LOG_LEVEL=${options.logLevel}), one premium page (${options.photosLabel}), then ${options.reads} reads`);
  const server = await startRealServer({ logLevel: options.logLevel });
  try {
    const atStart = readMemory(server.child.pid);
    const page = await seedPremiumPage(server.port, options.photos);
    const afterSeed = readMemory(server.child.pid);
    const load = await runLoad({ url: `${server.baseUrl}${page.apiPath}`, connections: options.connections, amount: options.reads });
    if (load.failures > 0 || load.requests !== options.reads) {
      throw new Error(`memory: ${load.requests} of ${options.reads} reads answered 2xx, ${load.failures} failed`);
    }
    const afterReads = readMemory(server.child.pid);
    progress(
      `memory: ${atStart.rssMb.toFixed(1)} MB at start, ${afterSeed.rssMb.toFixed(1)} MB after the page, ${afterReads.rssMb.toFixed(1)} MB after ${options.reads} reads`,
    );
    return {
      photosLabel: options.photosLabel,
      logLevel: options.logLevel,
      reads: options.reads,
      rssAtStartMb: atStart.rssMb,
      rssAfterSeedMb: afterSeed.rssMb,
      rssAfterReadsMb: afterReads.rssMb,
      peakRssMb: afterReads.peakRssMb,
    };
  } finally {
    await server.child.stop();
  }
}
