// The figures detection is judged by, over labelled lines ({text, slug}, slug null for a text that asks
// for no service): accuracy, how often a non-request gets a category, how often a request gets a wrong
// one, how often the right one is among the first three answers, and the same per style and per category.
// Used by npm run eval:categories and the accuracy test.

export interface LabelledText {
  text: string;
  slug: string | null;
  style?: string;
}

export interface Answer {
  slug: string | null;
  alternatives: string[];
}

export interface Tally {
  lines: number;
  correct: number;
  accuracy: number;
}

export interface Figures extends Tally {
  // non-requests given a category, of all non-requests
  nonRequests: number;
  nonRequestsGivenCategory: number;
  nonRequestFalseRate: number;
  // requests given another category than theirs (no category is not counted here)
  wrongCategory: number;
  // requests whose category is the answer or one of its alternatives
  topThree: number;
  topThreeRate: number;
  byStyle: Map<string, Tally>;
  byCategory: Map<string, Tally>;
  // "expected -> got" for every miss, with how many
  confusion: Map<string, number>;
  misses: { text: string; expected: string | null; got: string | null }[];
}

const rate = (part: number, whole: number) => (whole ? Number((part / whole).toFixed(4)) : 0);

function count(map: Map<string, Tally>, key: string, right: boolean) {
  const tally = map.get(key) ?? { lines: 0, correct: 0, accuracy: 0 };
  tally.lines += 1;
  if (right) tally.correct += 1;
  tally.accuracy = rate(tally.correct, tally.lines);
  map.set(key, tally);
}

export function detectionFigures(lines: LabelledText[], answer: (text: string) => Answer): Figures {
  const figures: Figures = {
    lines: lines.length,
    correct: 0,
    accuracy: 0,
    nonRequests: 0,
    nonRequestsGivenCategory: 0,
    nonRequestFalseRate: 0,
    wrongCategory: 0,
    topThree: 0,
    topThreeRate: 0,
    byStyle: new Map(),
    byCategory: new Map(),
    confusion: new Map(),
    misses: [],
  };
  let requests = 0;
  for (const line of lines) {
    const got = answer(line.text);
    const right = got.slug === line.slug;
    if (right) figures.correct += 1;
    else {
      figures.misses.push({ text: line.text, expected: line.slug, got: got.slug });
      const pair = `${line.slug ?? 'not a request'} -> ${got.slug ?? 'none'}`;
      figures.confusion.set(pair, (figures.confusion.get(pair) ?? 0) + 1);
    }
    count(figures.byStyle, line.style ?? 'unknown', right);
    count(figures.byCategory, line.slug ?? 'not a request', right);
    if (line.slug === null) {
      figures.nonRequests += 1;
      if (got.slug !== null) figures.nonRequestsGivenCategory += 1;
    } else {
      requests += 1;
      if (got.slug !== null && !right) figures.wrongCategory += 1;
      if (right || got.alternatives.includes(line.slug)) figures.topThree += 1;
    }
  }
  figures.accuracy = rate(figures.correct, lines.length);
  figures.nonRequestFalseRate = rate(figures.nonRequestsGivenCategory, figures.nonRequests);
  figures.topThreeRate = rate(figures.topThree, requests);
  return figures;
}
