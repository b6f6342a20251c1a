import { Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached public read (about a millisecond) to an upload of three large photos. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Observer = { observe(seconds: number): void };

/**
 * Requests by method, route template and status, with their latency. It runs on every request, the public page's
 * fast reads included, so each one costs a map lookup and a histogram observation: the labelled child of each
 * (method, route, status) is made once and kept. Every label comes from a small closed set (route templates, never
 * addresses), so the map stays small.
 */
export class HttpRequestMetrics {
  private readonly histogram: Histogram<'method' | 'route' | 'status'>;
  private readonly children = new Map<string, Observer>();

  constructor(registry: Registry) {
    this.histogram = new Histogram({
      name: 'memories_http_request_duration_seconds',
      help: 'HTTP requests answered on the public port, by method, route template and status, and how long each took.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.histogram.labels({ method: METHODS.has(method) ? method : 'other', route, status: String(status) });
      this.children.set(key, child);
    }
    child.observe(seconds);
  }
}
