import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Runtime } from '../../../src/adapters/composition/container.js';
import { builtUiDir } from '../../../src/adapters/composition/project-root.js';
import { startLiveServer } from '../live-server.js';
import { tempDir } from '../temp-dir.js';

export interface AppServer {
  readonly baseUrl: string;
  readonly runtime: Runtime;
  /** The .eml files in the outbox folder, parsed, oldest first, once the e-mails due are delivered. */
  outbox(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The real server with the built app (dist/ui, made by `npm run build:ui`) on a fresh temporary data folder. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dir = await tempDir('memories-e2e-');
  const dataDir = join(dir.path, 'data');
  await mkdir(dataDir, { recursive: true });
  await readFile(join(builtUiDir(), 'index.html')).catch(() => {
    throw new Error('dist/ui is missing: run `npm run build:ui` (npm test does) before the browser tests');
  });
  // The outbox worker looks for due e-mails every 100 ms, so a test sees the e-mail soon after the approval.
  const server = await startLiveServer({ dataDir, env: { QUEUE_POLL_MS: '100', ...env } });
  const { runtime } = server;
  return {
    baseUrl: server.url,
    runtime,
    outbox: async () => {
      await server.settle();
      const names = (await readdir(runtime.paths.outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
      return Promise.all(names.map(async (name) => simpleParser(await readFile(join(runtime.paths.outbox, name)))));
    },
    close: async () => {
      await server.stop();
      await dir.remove();
    },
  };
}
