import { describe, expect, it } from 'vitest';
import type { LighthouseSample } from './lighthouse.ts';
import { answerTimes, behindOn, longestAfterFirstPaint, medianRun, ratios, scriptName, summarize, verdict, type Summary } from './side-by-side-report.ts';

const summary = (figures: Partial<Summary>): Summary => ({ score: 90, fcp: 1000, lcp: 2000, tbt: 100, cls: 0.01, speedIndex: 1500, ...figures });
const sample = (figures: Partial<Summary>): LighthouseSample => ({
  ...summary(figures),
  finalUrl: 'http://localhost:5310/',
  version: '12.8.2',
  longTasks: [],
  requests: [],
});

describe('summarize', () => {
  it('takes each figure’s median over the runs on its own, not the figures of one run', () => {
    const runs = [sample({ score: 80, fcp: 900 }), sample({ score: 95, fcp: 1300 }), sample({ score: 90, fcp: 1100 })];
    expect(summarize(runs)).toMatchObject({ score: 90, fcp: 1100 });
  });
});

describe('ratios and the verdict', () => {
  it('divides the portal’s figure by the reference’s, as printed, and gives none where the reference’s is 0', () => {
    const each = ratios(summary({ score: 99, tbt: 0, cls: 0.02 }), summary({ score: 90, tbt: 0, cls: 0.01 }));
    expect(each.score).toBeCloseTo(1.1);
    expect(each.cls).toBeCloseTo(2);
    expect(each.tbt).toBeNaN();
  });

  it('is "at or above" when the score is at least the reference’s and no time or shift is larger, ties included', () => {
    expect(verdict(summary({ score: 95, lcp: 1999.6 }), summary({ score: 95, lcp: 2000 }))).toBe('at or above');
  });

  it('names every figure the portal is behind on: a lower score, a longer time, more layout shift', () => {
    const portal = summary({ score: 89, lcp: 2500, tbt: 50, cls: 0.02 });
    expect(behindOn(portal, summary({}))).toEqual(['score', 'lcp', 'cls']);
    expect(verdict(portal, summary({}))).toBe('behind on score, LCP, CLS');
  });

  it('does not count a figure neither side measured as behind', () => {
    expect(behindOn(summary({ speedIndex: Number.NaN }), summary({ speedIndex: Number.NaN }))).toEqual([]);
  });
});

describe('the longest tasks after the first paint', () => {
  const task = (startTime: number, duration: number, url = 'http://localhost:5310/assets/portal.js') => ({ url, startTime, duration });

  it('leaves out every task that started before the first paint, however long', () => {
    expect(longestAfterFirstPaint([task(500, 400), task(1200, 60)], 1000, 5)).toEqual([task(1200, 60)]);
  });

  it('keeps the longest ones, longest first, up to the count', () => {
    const tasks = [task(1100, 60), task(1200, 90), task(1300, 70), task(1400, 80)];
    expect(longestAfterFirstPaint(tasks, 1000, 3).map((each) => each.duration)).toEqual([90, 80, 70]);
  });

  it('names a script by its path, and keeps Lighthouse’s own labels as they are', () => {
    expect(scriptName('http://localhost:3000/assets/index-EbWV1wMX.js')).toBe('/assets/index-EbWV1wMX.js');
    expect(scriptName('Unattributable')).toBe('Unattributable');
  });

  it('takes them from the run with the median score (the lower middle of an even count), ties to the lower TBT', () => {
    expect(medianRun([sample({ score: 70 }), sample({ score: 99 }), sample({ score: 85 })])?.score).toBe(85);
    expect(medianRun([sample({ score: 80 }), sample({ score: 90 })])?.score).toBe(80);
    expect(medianRun([sample({ score: 90, tbt: 10 }), sample({ score: 90, tbt: 300 }), sample({ score: 95 })])?.tbt).toBe(10);
    expect(medianRun([])).toBeUndefined();
  });
});

describe('answerTimes', () => {
  it('gives, over every run, how long each request to a path took, matching the path without the query', () => {
    const runs = [
      { requests: [{ url: 'http://localhost:8080/api/auth/me', start: 100, end: 800 }] },
      {
        requests: [
          { url: 'http://localhost:8080/api/auth/me?x=1', start: 50, end: 450 },
          { url: 'http://localhost:8080/api/discussions?page=1', start: 900, end: 1500 },
        ],
      },
    ];
    expect(answerTimes(runs, '/api/auth/me')).toEqual([700, 400]);
  });
});
