import { createServer, type Server } from 'node:http';

/** Where the metrics' text comes from. */
export interface MetricsSource {
  exposition(): Promise<{ contentType: string; text: string }>;
}

/**
 * `GET /metrics` on a port of its own, apart from the public one: a Prometheus server scrapes it on the machine's
 * private side, and nothing of it is reachable where buyers are. Anything else is 404.
 */
export function startMetricsServer(source: MetricsSource, host: string, port: number, onError: (error: unknown) => void): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    source.exposition().then(
      ({ contentType, text }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
