/**
 * A reader of the Prometheus text format (version 0.0.4), strict enough to fail on what a
 * scraper would refuse: every sample belongs to a family declared by `# TYPE` (a histogram's
 * `_bucket`, `_sum` and `_count` included), its labels are `name="value"` pairs, its value a number.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
  value(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export function parseMetrics(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`${type[1]} declared twice`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText, valueText] = match;
    const labels: Record<string, string> = {};
    if (labelText) {
      LABEL.lastIndex = 0;
      let consumed = 0;
      for (let m = LABEL.exec(labelText); m; m = LABEL.exec(labelText)) {
        labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
        consumed = LABEL.lastIndex;
      }
      if (consumed !== labelText.length) throw new Error(`bad labels: ${line}`);
    }
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    // prom-client writes an empty event-loop histogram's mean as `Nan`; Prometheus reads NaN in
    // any case (Go's ParseFloat), so any casing of it is a valid value.
    if (Number.isNaN(value) && valueText.toLowerCase() !== 'nan') throw new Error(`bad value: ${line}`);
    const family = [...types.entries()].find(([family, kind]) =>
      (SUFFIXES[kind] ?? ['']).some((suffix) => `${family}${suffix}` === name),
    );
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return {
    types,
    samples,
    value(name, labels = {}) {
      const found = samples.filter(
        (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
      );
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value ?? 0;
    },
  };
}
