// parse-prometheus-text-format ships no types: only what the tests use of it (its output follows prom2json's).
declare module 'parse-prometheus-text-format' {
  export interface Sample {
    readonly value?: string;
    readonly labels?: Readonly<Record<string, string>>;
    readonly buckets?: Readonly<Record<string, string>>;
    readonly count?: string;
    readonly sum?: string;
  }

  export interface MetricFamily {
    readonly name: string;
    readonly help: string;
    readonly type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    readonly metrics: readonly Sample[];
  }

  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
