// The request histogram of /metrics, recorded on every answer — the hot path included. prom-client's
// own Histogram validates and hashes its label object on each observe (3 µs here, a sixth of an
// Info/Settings answer's CPU); this one finds its row by one string key and counts into an array,
// and hands prom-client's registry the same series (name, HELP, TYPE, _bucket/_sum/_count) at scrape.
import type { Metric, MetricValueWithName } from 'prom-client';

interface Row {
  labels: { method: string; route: string; status: string };
  /** Per bucket, not cumulative: the one matching bound is counted; summed up at scrape. */
  buckets: number[];
  sum: number;
  count: number;
}

export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly rows = new Map<string, Row>();

  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds in seconds, ascending; +Inf is added. */
    private readonly bounds: number[],
  ) {}

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { labels: { method, route, status: String(status) }, buckets: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
      this.rows.set(key, row);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    row.buckets[bucket]!++;
    row.sum += seconds;
    row.count++;
  }

  /** What prom-client's registry reads of a metric (the shape of its own Histogram's answer). */
  async get() {
    const values: MetricValueWithName<string>[] = [];
    for (const row of this.rows.values()) {
      let cumulative = 0;
      row.buckets.forEach((n, i) => {
        cumulative += n;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...row.labels, le: i < this.bounds.length ? this.bounds[i]! : '+Inf' }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_sum`, labels: row.labels, value: row.sum });
      values.push({ metricName: `${this.name}_count`, labels: row.labels, value: row.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** For registry.registerMetric, which takes prom-client's own classes by type. */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}
