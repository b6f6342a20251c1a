import { request } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Child } from './children.js';

export const HOST = '127.0.0.1';

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Status of one GET on a new connection, or 0 when nothing answers (refused, reset, timeout). */
export function getStatus(port: number, path: string, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: HOST, port, path, method: 'GET', agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', () => resolve(0));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
    req.end();
  });
}

/**
 * Polls GET `path` every `intervalMs` until it answers 200; resolves with performance.now() of that answer.
 * Fails early, with the child's stderr, if the child exits first.
 */
export async function waitForHealthy(child: Child, port: number, { path = '/healthz', intervalMs = 10, timeoutMs = 30_000 } = {}): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (!child.running) throw new Error(`${child.describeExit()}\n(before answering ${path})`);
    const status = await getStatus(port, path);
    if (status === 200) return performance.now();
    if (performance.now() > deadline) throw new Error(`${child.name}: no 200 on ${path} within ${timeoutMs} ms (last status ${status})`);
    await sleep(intervalMs);
  }
}
