import { postgresUnavailable, startThrowawayPostgres } from '../test/support/postgres/throwaway-postgres.js';
import { LOCAL_S3_SDK_ENV, startLocalS3 } from '../test/support/s3/local-s3.js';
import { progress } from './support/progress.js';
import { orderPremiumPage } from './support/seed-page.js';
import { startRealServer, type RunningServer } from './support/servers.js';
import { median, ratio } from './support/stats.js';

export interface CreationOptions {
  readonly photos: readonly Buffer[];
  readonly rounds: number;
}

export interface CreationFigures {
  readonly rounds: number;
  readonly photoCount: number;
  /** Median ms of one order (POST /api/create-payment with the photos) on the SQLite file and DATA_DIR/uploads. */
  readonly embeddedMedianMs: number;
  /** The same on PostgreSQL and an S3-compatible server. */
  readonly servicesMedianMs: number;
  readonly ratio: number;
}

const BUCKET = 'memories-photos';

/**
 * The time to create a page (the buyer's order with 3 photos: upload, photo worker, storage, rows) on the embedded
 * default and on PostgreSQL + S3 (a throwaway cluster and s3rver on 127.0.0.1), alternating one order on each per round,
 * after one warm-up order each. s3rver runs in this process: its own cost counts against the services' side.
 */
export async function benchCreation(options: CreationOptions): Promise<CreationFigures> {
  const unavailable = postgresUnavailable();
  if (unavailable) throw new Error(unavailable);
  const [cluster, s3] = await Promise.all([startThrowawayPostgres(), startLocalS3([BUCKET])]);
  const servers: RunningServer[] = [];
  try {
    progress('creation: the real server on SQLite + files and on PostgreSQL + S3');
    const embedded = await startRealServer({ logLevel: 'info', name: 'server on SQLite + files' });
    servers.push(embedded);
    const services = await startRealServer({
      logLevel: 'info',
      name: 'server on PostgreSQL + S3',
      env: { DATABASE_URL: await cluster.createDatabase(), APP_SECRET: 'c'.repeat(40), ...s3.env(BUCKET, 'pages'), ...LOCAL_S3_SDK_ENV },
    });
    servers.push(services);

    const timeOrder = async (server: RunningServer) => {
      const startedAt = performance.now();
      await orderPremiumPage(server.port, options.photos);
      return performance.now() - startedAt;
    };
    await timeOrder(embedded);
    await timeOrder(services);
    const times = { embedded: [] as number[], services: [] as number[] };
    for (let round = 1; round <= options.rounds; round++) {
      // Alternating which goes first, so neither always follows the other's clean-up.
      const order = round % 2 === 0 ? (['services', 'embedded'] as const) : (['embedded', 'services'] as const);
      for (const key of order) times[key].push(await timeOrder(key === 'embedded' ? embedded : services));
      progress(`creation: round ${round}/${options.rounds}: ${Math.round(times.embedded.at(-1)!)} ms / ${Math.round(times.services.at(-1)!)} ms`);
    }
    const embeddedMedianMs = median(times.embedded);
    const servicesMedianMs = median(times.services);
    return {
      rounds: options.rounds,
      photoCount: options.photos.length,
      embeddedMedianMs,
      servicesMedianMs,
      ratio: ratio(servicesMedianMs, embeddedMedianMs),
    };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
    await cluster.remove();
    await s3.dispose();
  }
}
