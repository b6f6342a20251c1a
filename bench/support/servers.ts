import { CONFIG_VARIABLES } from '../../config/config.js';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { spawnNode, type Child } from './children.js';
import { freePort, HOST, waitForHealthy } from './net.js';
import { BARE_KOA_SERVER, SERVER_ENTRY, SERVER_NODE_FLAGS } from './paths.js';
import { makeTempDir } from './temp-dirs.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface RunningServer {
  readonly child: Child;
  readonly port: number;
  readonly baseUrl: string;
  readonly dataDir: string | null;
  /** ms from spawn() to the first 200 on the readiness path. */
  readonly readyAfterMs: number;
}

/**
 * `node dist/src/main.js` on a fresh (or the given) DATA_DIR. Its stdout (JSON log lines) goes to a file in a temp
 * folder, as it would to a log file in production, so the benchmark process pays nothing to read it.
 */
export async function startRealServer(options: {
  logLevel: LogLevel;
  dataDir?: string;
  name?: string;
  /** Product variables set on top of the defaults. */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await makeTempDir('data'));
  const port = await freePort();
  const logDir = await makeTempDir('log');
  const logFd = openSync(join(logDir, 'server.log'), 'a');
  let child: Child;
  try {
    child = spawnNode(options.name ?? `server (LOG_LEVEL=${options.logLevel})`, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
      env: { ...serverEnv(dataDir, port, options.logLevel), ...options.env },
      stdout: logFd,
    });
  } finally {
    closeSync(logFd);
  }
  const readyAt = await waitForHealthy(child, port);
  return { child, port, baseUrl: `http://${HOST}:${port}`, dataDir, readyAfterMs: readyAt - child.spawnedAt };
}

/**
 * The product's configuration variables (config/config.ts) and the AWS SDK's: none is inherited from the caller's
 * shell.
 */
const PRODUCT_VARIABLES = [...CONFIG_VARIABLES, 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE'];

/** The server on its defaults, except where it listens, its data folder and its log level. */
export function serverEnv(dataDir: string, port: number, logLevel: LogLevel): Record<string, string | undefined> {
  return {
    ...Object.fromEntries(PRODUCT_VARIABLES.map((name) => [name, undefined])),
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
  };
}

/** bench/bare-koa-server.mjs answering `body` (a JSON text) on GET /api/:slug/:id. */
export async function startBareKoaServer(body: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnNode('bare Koa server', [BARE_KOA_SERVER], {
    env: { BENCH_PORT: String(port), BENCH_HOST: HOST, BENCH_BODY: body },
  });
  const readyAt = await waitForHealthy(child, port);
  return { child, port, baseUrl: `http://${HOST}:${port}`, dataDir: null, readyAfterMs: readyAt - child.spawnedAt };
}
