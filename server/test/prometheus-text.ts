// A strict reader of the Prometheus text exposition format (0.0.4), for the metrics tests: every
// line is a HELP or TYPE comment or a sample of a family declared above it, label values quoted
// and escaped, values numbers (or NaN, ±Inf). Anything else throws, naming the line.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)"(?:,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number in: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let rest = text; rest !== ''; ) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    rest = rest.slice(match[0].length);
  }
  return labels;
}

export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => {
    for (const [family, type] of types) {
      if ((SUFFIXES[type] ?? ['']).some((suffix) => name === family + suffix)) return family;
    }
    return undefined;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!TYPES.has(comment[3]!)) throw new Error(`unknown type in: ${line}`);
        if (types.has(comment[2]!)) throw new Error(`family declared twice: ${line}`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    if (line.startsWith('#')) throw new Error(`bad comment: ${line}`);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    if (!familyOf(sample[1]!)) throw new Error(`sample of no declared family: ${line}`);
    samples.push({ name: sample[1]!, labels: parseLabels(sample[2] ?? '', line), value: parseValue(sample[3]!, line) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels` (throws on none or several). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]!.value;
}
