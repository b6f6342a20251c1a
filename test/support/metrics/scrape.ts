import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';

/** One scrape of a `/metrics` address, read by a parser of the Prometheus text format. */
export class Scrape {
  private constructor(readonly families: readonly MetricFamily[]) {}

  static async of(url: string): Promise<Scrape> {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (!response.headers.get('content-type')?.startsWith('text/plain; version=0.0.4')) throw new Error(`${url} is not the text format`);
    return new Scrape(parsePrometheusTextFormat(await response.text()));
  }

  family(name: string): MetricFamily {
    const family = this.families.find((found) => found.name === name);
    if (!family) throw new Error(`no metric ${name}`);
    return family;
  }

  /** The value of the sample of `name` with these labels (others ignored); 0 when there is none. */
  value(name: string, labels: Readonly<Record<string, string>> = {}): number {
    const sample = this.family(name).metrics.find((found) => Object.entries(labels).every(([key, value]) => found.labels?.[key] === value));
    return sample?.value === undefined ? 0 : Number(sample.value);
  }

  /** Every label set of `name`. */
  labelSets(name: string): Readonly<Record<string, string>>[] {
    return this.family(name).metrics.map((sample) => sample.labels ?? {});
  }
}
