import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached public read (about a millisecond) to an upload of three large photos. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type LabelSet = Record<'method' | 'route' | 'status', string>;

/** The counter and the histogram of one (method, route, status). */
interface Children {
  readonly count: { inc(): void };
  readonly latency: { observe(seconds: number): void };
}

/**
 * Requests by method, route template and status, with their latency. It runs on every request, the public page's
 * fast reads included, so each one costs a map lookup, a counter increment and a histogram observation: the labelled
 * children of each (method, route, status) are made once and kept. Every label comes from a small closed set (route templates, never
 * addresses), so the map stays small.
 */
export class HttpRequestMetrics {
  private readonly counter: Counter<'method' | 'route' | 'status'>;
  private readonly histogram: Histogram<'method' | 'route' | 'status'>;
  private readonly children = new Map<string, Children>();

  constructor(registry: Registry) {
    this.counter = new Counter({
      name: 'memories_http_requests_total',
      help: 'HTTP requests answered on the public port, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.histogram = new Histogram({
      name: 'memories_http_request_duration_seconds',
      help: 'How long HTTP requests on the public port took, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let children = this.children.get(key);
    if (!children) {
      const labels: LabelSet = { method: METHODS.has(method) ? method : 'other', route, status: String(status) };
      children = { count: this.counter.labels(labels), latency: this.histogram.labels(labels) };
      this.children.set(key, children);
    }
    children.count.inc();
    children.latency.observe(seconds);
  }
}
