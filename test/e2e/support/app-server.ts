import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { loadConfig } from '../../../config/config.js';
import { buildRuntime, type Runtime } from '../../../src/adapters/composition/container.js';
import { builtUiDir } from '../../../src/adapters/composition/project-root.js';
import { createWebApp, listen } from '../../../src/adapters/composition/web-server.js';
import { JsonLogger } from '../../../src/adapters/logging/logger.js';
import { tempDir } from '../../support/temp-dir.js';

export interface AppServer {
  readonly baseUrl: string;
  readonly runtime: Runtime;
  /** The .eml files in the outbox, parsed, oldest first. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server with the built app (dist/ui, made by `npm run build:ui`) on a fresh temporary data folder. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dir = await tempDir('memories-e2e-');
  const dataDir = join(dir.path, 'data');
  await mkdir(dataDir, { recursive: true });
  await readFile(join(builtUiDir(), 'index.html')).catch(() => {
    throw new Error('dist/ui is missing: run `npm run build:ui` (npm test does) before the browser tests');
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'silent', ...env });
  const runtime = await buildRuntime(config, { logger: new JsonLogger('silent') });
  const server = await listen(createWebApp(runtime), '127.0.0.1', port);
  return {
    baseUrl,
    runtime,
    outbox: async () => {
      const names = (await readdir(runtime.paths.outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
      return Promise.all(names.map(async (name) => simpleParser(await readFile(join(runtime.paths.outbox, name)))));
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await runtime.close();
      await dir.remove();
    },
  };
}
