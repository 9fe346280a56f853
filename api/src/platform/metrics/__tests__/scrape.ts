// Reading a node's /metrics in tests: the text, one sample's value, and every label value it holds.
export async function scrape(port: number | null): Promise<{ status: number; type: string; text: string }> {
  if (port === null) throw new Error('the metrics listener is off');
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key] = value;
    found.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return found;
}

// the value of the sample named so whose labels include these (undefined: no such sample)
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samples(text).find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

// every family the text declares (# TYPE lines)
export const families = (text: string): string[] => [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]);
