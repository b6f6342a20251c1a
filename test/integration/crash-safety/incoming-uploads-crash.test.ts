import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/config.js';
import { dataPaths, type DataPaths } from '../../../src/adapters/composition/data-paths.js';
import { eventually, MAIN, startServer, type ServerProcess } from '../../support/crash/server-processes.js';
import { handWrittenUpload } from '../../support/http/hand-written-upload.js';
import { jpegImage } from '../../support/test-images.js';

/**
 * The real server (src/main.ts) killed with SIGKILL while a photo streams in, then started again on the same DATA_DIR
 * at once: the upload the killed process was staging is removed at start-up, known by the process it names, not by
 * its age (nothing here is made to look old).
 */

let dir: string;
let paths: DataPaths;
const running: ServerProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'memories-crash-incoming-'));
  paths = dataPaths(loadConfig({ DATA_DIR: join(dir, 'data') }));
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
  await rm(dir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServer(MAIN, { DATA_DIR: paths.dataDir, LOG_LEVEL: 'info' });
  running.push(server);
  return server;
}

const staged = () => readdir(paths.incoming, { recursive: true }).catch(() => [] as string[]);

describe('a server killed while receiving photos', () => {
  it('leaves its staged upload behind, and the next start removes it within moments', async () => {
    const photo = await jpegImage(1600, 1200);
    const killed = start();
    const { request, status } = handWrittenUpload(await killed.ready());
    status.catch(() => {});
    request.write(photo.subarray(0, 64 * 1024));
    await eventually(async () => ((await staged()).some((entry) => entry.endsWith('.upload')) ? true : undefined), 10_000, 'the photo to be staged');

    await killed.kill('SIGKILL');
    request.destroy();
    const left = await readdir(paths.incoming);
    expect(left).toHaveLength(1);

    const restarted = start();
    await restarted.ready();
    await eventually(async () => ((await staged()).length === 0 ? true : undefined), 10_000, 'DATA_DIR/incoming to be empty');
    const swept = await restarted.waitForLog((entry) => entry.msg === 'uploads left by an interrupted request removed');
    expect(swept.folders).toBe(1);
  });
});
