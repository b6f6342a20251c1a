import { execFile } from 'node:child_process';
import { cp, mkdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/adapters/composition/project-root.js';
import { startServer, type ServerProcess } from '../support/crash/server-processes.js';
import { freePort } from '../support/free-port.js';
import { formData } from '../support/http/forms.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

/**
 * deploy/Dockerfile's last stage, played without Docker: a folder holding only what that stage copies (package.json,
 * the production dependencies, dist/ and bin/), started with the stage's ENV and CMD. It shows that the image's
 * server and CLI run with no development dependency (no tsx, no vite, no test tool) and the production settings.
 */
const run = promisify(execFile);
const ROOT = projectRoot();

interface RunStage {
  readonly env: Record<string, string>;
  readonly copied: string[];
  readonly cmd: string[];
}

/** The ENV, `COPY --from=build` sources and CMD of the Dockerfile's last stage. */
function lastStage(dockerfile: string): RunStage {
  const stage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, pairs] of stage.matchAll(/^ENV (.+)$/gm)) {
    for (const [, name, value] of pairs!.matchAll(/([A-Z_]+)=(\S+)/g)) env[name!] = value!;
  }
  const copied = [...stage.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map(([, path]) => path!);
  const cmd = JSON.parse(/^CMD (\[.+\])$/m.exec(stage)![1]!) as string[];
  return { env, copied, cmd };
}

/** The top-level folders of node_modules that `npm ls --omit=dev` lists: what `npm prune --omit=dev` keeps. */
async function productionPackages(): Promise<string[]> {
  const { stdout } = await run('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  const topLevel = new Set<string>();
  for (const line of stdout.split('\n')) {
    const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(relative(ROOT, line.trim()));
    if (match) topLevel.add(match[1]!);
  }
  return [...topLevel].sort();
}

let dir: { path: string; remove(): Promise<void> };
let stage: RunStage;
let server: ServerProcess | null = null;
let port: number;

describe('the production image (deploy/Dockerfile, last stage)', () => {
  beforeAll(async () => {
    dir = await tempDir('memories-image-');
    const app = join(dir.path, 'app');
    stage = lastStage(await readFile(join(ROOT, 'deploy/Dockerfile'), 'utf8'));
    expect(stage.copied).toEqual(['package.json', 'node_modules', 'dist', 'bin']);
    await mkdir(join(app, 'node_modules'), { recursive: true });
    await cp(join(ROOT, 'package.json'), join(app, 'package.json'));
    await cp(join(ROOT, 'bin'), join(app, 'bin'), { recursive: true });
    await run(process.execPath, [
      join(ROOT, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(ROOT, 'tsconfig.build.json'),
      '--outDir',
      join(app, 'dist'),
    ]);
    await cp(join(ROOT, 'dist/ui'), join(app, 'dist/ui'), { recursive: true });
    for (const name of await productionPackages()) {
      await mkdir(join(app, 'node_modules', name, '..'), { recursive: true });
      // Hard links: the same bytes under the image's own paths, so nothing resolves back into the checkout.
      await run('cp', ['-al', join(ROOT, 'node_modules', name), join(app, 'node_modules', name)]);
    }
    port = await freePort();
  }, 240_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await dir?.remove();
  });

  it('has no development tool in its node_modules', async () => {
    const packages = await productionPackages();
    for (const tool of ['tsx', 'vite', 'vitest', 'typescript', 'eslint', 's3rver']) expect(packages).not.toContain(tool);
    expect(packages).toEqual(expect.arrayContaining(['koa', 'sharp', 'sqlite3', '@mikro-orm/sqlite', '@mikro-orm/postgresql', '@aws-sdk/client-s3']));
  });

  it('starts with its ENV and CMD, sells and shows a page, and its memories-cli runs', async () => {
    expect(stage.env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
    // The command `npm start` runs after its build, node's flags included.
    const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(scripts.start).toBe(`npm run build && ${stage.cmd.join(' ')}`);
    expect(stage.cmd.at(-1)).toBe('dist/src/main.js');
    const app = join(dir.path, 'app');
    const env = {
      ...stage.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir.path, 'data'),
      // What production requires of an operator; the demo checkout and the file outbox stand in for the services.
      APP_SECRET: 'image-test-secret-0123456789abcdefghij',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOW_DEMO_CHECKOUT: 'true',
      ALLOW_FILE_MAILER: 'true',
    };
    server = startServer(join(app, stage.cmd.at(-1)!), env, { cwd: app, nodeFlags: stage.cmd.slice(1, -1) });
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const form = formData(memoryFormFields({ plan: 'premium', youtube: undefined }), [await jpegImage(640, 480)]);
    const created = await fetch(`${base}/api/create-payment`, { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const id = new URL(((await created.json()) as { init_point: string }).init_point).pathname.split('/').pop()!;
    expect((await fetch(`${base}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const { path } = (await (await fetch(`${base}/api/payment-status/${id}`)).json()) as { path: string };
    const page = await fetch(`${base}/api/${path.split('/')[1]}/${id}`);
    expect(page.status).toBe(200);
    const [photo] = ((await page.json()) as { photos: string[] }).photos;
    expect((await fetch(`${base}/api${photo}`)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${base}${path}`)).status).toBe(200);

    await server.kill('SIGTERM');
    server = null;
    const cli = await run(process.execPath, ['bin/memories-cli.js', 'show', id], {
      cwd: app,
      env: { PATH: process.env.PATH!, ...env, LOG_LEVEL: 'warn' },
    });
    expect(cli.stdout).toContain(id);
  });

  it('ships a systemd unit that systemd-analyze verifies, starting the same built server', async () => {
    const unit = join(ROOT, 'deploy/memories.service');
    // Exit 0 and nothing said: no unknown key, no missing ExecStart, a valid [Install].
    const verified = await run('systemd-analyze', ['verify', unit]);
    expect(verified.stderr).toBe('');
    const image = lastStage(await readFile(join(ROOT, 'deploy/Dockerfile'), 'utf8'));
    expect(await readFile(unit, 'utf8')).toContain(`\nExecStart=/usr/bin/${image.cmd.join(' ')}\n`);
  });

  it('ships a backup service and its daily timer that systemd-analyze verifies, running memories-cli backup on BACKUP_URL', async () => {
    const service = join(ROOT, 'deploy/memories-backup.service');
    const verified = await run('systemd-analyze', ['verify', service, join(ROOT, 'deploy/memories-backup.timer')]);
    expect(verified.stderr).toBe('');
    const text = await readFile(service, 'utf8');
    expect(text).toContain('\nExecStart=/usr/bin/node bin/memories-cli.js backup "${BACKUP_URL}"\n');
    expect(text).toContain('\nExecStartPost=/usr/bin/node bin/memories-cli.js backup prune "${BACKUP_URL}"\n');
  });
});
