import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX = '/usr/sbin/nginx';
/** The configuration an operator copies (deploy/nginx/memories.conf), which the tests run as it is but for ports. */
export const DEPLOY_NGINX_CONF = join(import.meta.dirname, '../../../deploy/nginx/memories.conf');

/** The page nginx answers with when no instance answers (installed beside the configuration). */
export const DEPLOY_UNAVAILABLE_PAGE = join(import.meta.dirname, '../../../deploy/nginx/indisponivel.html');

/** Why nginx cannot run here, or null. */
export function nginxUnavailable(): string | null {
  return existsSync(NGINX) ? null : `nginx is not installed (no ${NGINX}): apt-get install -y nginx`;
}

export interface ThrowawayNginx {
  readonly url: string;
  /** What nginx logged at warn and above so far (why it answered 502, which instance it set aside). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The deployed file with its instances' addresses, in order of first appearance, replaced by the given ports (every
 * line naming one, backups included, keeps its parameters), its listen port by `port`, and the error page read from
 * the repository.
 */
function siteForTest(conf: string, options: { readonly port: number; readonly upstreams: readonly number[] }): string {
  const deployed = [...new Set([...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+)/gm)].map((match) => match[1]!))];
  if (deployed.length !== options.upstreams.length) {
    throw new Error(`${DEPLOY_NGINX_CONF} names ${deployed.length} instances, the test runs ${options.upstreams.length}`);
  }
  const withPorts = conf.replace(/^(\s*server 127\.0\.0\.1:)(\d+)/gm, (_, prefix: string, port: string) => {
    return `${prefix}${options.upstreams[deployed.indexOf(port)]}`;
  });
  const listening = replaceOnce(withPorts, /listen 8080;/, `listen 127.0.0.1:${options.port};`);
  return replaceOnce(listening, /alias \/usr\/share\/nginx\/memories\/indisponivel\.html;/, `alias ${DEPLOY_UNAVAILABLE_PAGE};`);
}

/** The file changed where `pattern` matches; an error if it does not (the deployed file changed shape). */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`${DEPLOY_NGINX_CONF} has no ${pattern.source}`);
  return text.replace(pattern, replacement);
}

/**
 * Runs deploy/nginx/memories.conf in the foreground as this user, with its upstream servers and listen port replaced
 * by the given ones, and pid, logs and temporary files in a folder of its own, removed on stop.
 */
export async function startNginx(options: { readonly port: number; readonly upstreams: readonly number[] }): Promise<ThrowawayNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'memories-nginx-'));
  const site = siteForTest(await readFile(DEPLOY_NGINX_CONF, 'utf8'), options);
  await writeFile(join(dir, 'memories.conf'), site);
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // Started as root, nginx's workers would run as nobody, who may read neither the checkout (the error page, in a
      // private temporary clone) nor write this folder (bodies of orders spooled to client_body_temp).
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`),
      `  include ${join(dir, 'memories.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 200) throw new Error('nginx did not start');
    await sleep(25);
  }
  return {
    url,
    errorLog: () => readFile(join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
