import { createServer } from 'node:net';

/**
 * A port nothing listens on right now, for a program that must be told its port before it starts (PostgreSQL, nginx,
 * an instance behind nginx). Another process could take it in between; on this machine's loopback that is rare.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
