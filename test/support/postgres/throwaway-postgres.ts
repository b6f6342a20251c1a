import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.js';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The folder of initdb and pg_ctl of the newest PostgreSQL installed from Debian, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

/** Why the PostgreSQL suites cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  if (postgresBinDir()) return null;
  return `PostgreSQL is not installed (no ${POSTGRES_ROOT}/*/bin/initdb): apt-get install -y postgresql`;
}

/**
 * Whether a missing PostgreSQL fails the run instead of skipping its suites (`.ci/run` sets MEMORIES_REQUIRE_POSTGRESQL=1,
 * so CI always runs them).
 */
export const POSTGRESQL_REQUIRED = process.env.MEMORIES_REQUIRE_POSTGRESQL === '1';

export interface ThrowawayPostgres {
  readonly port: number;
  /** A new, empty database in the cluster; its connection URL. */
  createDatabase(): Promise<string>;
  /** Stops the server now (a crash, as far as clients can tell). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it and removes every file. */
  remove(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program as the `postgres` user when this process is root (initdb refuses root). */
async function asPostgres(program: string, args: readonly string[]): Promise<void> {
  const [command, all] = isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, [...args]];
  await run(command, all, { env: { ...process.env, LC_ALL: 'C.UTF-8' } });
}

let databases = 0;

/**
 * A PostgreSQL cluster of its own in a temporary folder, listening on 127.0.0.1 on a free port with trust
 * authentication, made for one test file and removed after it. fsync is off: nothing here must survive a power cut (a killed server loses nothing it committed).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(postgresUnavailable()!);
  const root = await mkdtemp(join(tmpdir(), 'memories-pg-'));
  await chmod(root, 0o755);
  const data = join(root, 'data');
  await mkdir(data);
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
    await chown(data, Number(stdout.trim()), Number(group.trim()));
  }
  await asPostgres(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  const stop = () => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await start();
  let running = true;
  return {
    port,
    async createDatabase() {
      const name = `memories_${process.pid}_${++databases}`;
      await run(join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-q',
        '-c',
        `create database ${name}`,
      ]);
      return `postgresql://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async remove() {
      if (running) await stop().catch(() => {});
      running = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}
