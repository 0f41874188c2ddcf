import type { AttributedTask, LighthouseSample, ObservedRequest } from './lighthouse.ts';
import { median } from './metrics.ts';

/**
 * The side-by-side bench's arithmetic (docs/decisions/0024): medians of each app's Lighthouse runs, the portal's ratio to
 * the reference on every figure, the verdict, and the longest tasks after the first paint. Pure, so that each
 * rule is tested on its own (side-by-side-report.test.ts).
 */
export const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex'] as const;
export type Figure = (typeof FIGURES)[number];
export type Summary = Record<Figure, number>;

export const FIGURE_LABELS: Record<Figure, string> = { score: 'score', fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', cls: 'CLS', speedIndex: 'Speed Index' };

/** A summary with each figure's value. */
const byFigure = (value: (figure: Figure) => number): Summary => ({
  score: value('score'),
  fcp: value('fcp'),
  lcp: value('lcp'),
  tbt: value('tbt'),
  cls: value('cls'),
  speedIndex: value('speedIndex'),
});

/** Each figure's median over the runs. */
export function summarize(samples: readonly LighthouseSample[]): Summary {
  return byFigure((figure) => median(samples.map((sample) => sample[figure])));
}

/** A figure as it is printed: the score and times in whole units, CLS to three decimals. */
export function rounded(figure: Figure, value: number): number {
  return figure === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** Each figure's ratio of one side to the other (the portal / the reference); NaN where the other is 0. */
export function ratios(side: Summary, reference: Summary): Summary {
  return byFigure((figure) => {
    const other = rounded(figure, reference[figure]);
    return other === 0 ? Number.NaN : rounded(figure, side[figure]) / other;
  });
}

/**
 * Where a side is behind the reference, as printed: a lower score, or a longer time or more layout shift.
 * Equal (as printed) is not behind.
 */
export function behindOn(side: Summary, reference: Summary): Figure[] {
  return FIGURES.filter((figure) => {
    const ours = rounded(figure, side[figure]);
    const theirs = rounded(figure, reference[figure]);
    if (Number.isNaN(ours) || Number.isNaN(theirs)) return false;
    return figure === 'score' ? ours < theirs : ours > theirs;
  });
}

export function verdict(side: Summary, reference: Summary): string {
  const behind = behindOn(side, reference);
  return behind.length === 0 ? 'at or above' : `behind on ${behind.map((figure) => FIGURE_LABELS[figure]).join(', ')}`;
}

/** The run whose score is the median (the lower middle of an even count), ties broken by the lower TBT. */
export function medianRun<T extends Pick<LighthouseSample, 'score' | 'tbt'>>(samples: readonly T[]): T | undefined {
  const sorted = [...samples].sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The longest tasks that started at or after the first paint, longest first. */
export function longestAfterFirstPaint(tasks: readonly AttributedTask[], fcp: number, count: number): AttributedTask[] {
  return tasks
    .filter((task) => task.startTime >= fcp)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count);
}

/** A script's URL shortened to its path (Lighthouse's own labels, such as "Unattributable", as they are). */
export function scriptName(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname === '/' ? parsed.href : parsed.pathname;
  } catch {
    return url;
  }
}

/** How long the answers to requests whose path ends with `pathEnd` took, observed, over every run. */
export function answerTimes(samples: readonly { requests: readonly ObservedRequest[] }[], pathEnd: string): number[] {
  return samples.flatMap((sample) =>
    sample.requests.filter((request) => URL.canParse(request.url) && new URL(request.url).pathname.endsWith(pathEnd)).map((request) => request.end - request.start),
  );
}
