import { describe, expect, it } from 'vitest';
import { firstDataRequest, layoutShift, meRequest, median, servicePath, totalBlockingTime } from './metrics.ts';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('skips runs that measured nothing, and is NaN when none did', () => {
    expect(median([Number.NaN, 7, 3])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('totalBlockingTime', () => {
  it('adds up only the part of each long task beyond 50 ms, for tasks that started inside the window', () => {
    const tasks = [
      { startTime: 100, duration: 50 }, // exactly 50 ms blocks nothing
      { startTime: 200, duration: 130 }, // 80
      { startTime: 900, duration: 70 }, // 20
      { startTime: 5000, duration: 400 }, // after the window
    ];
    expect(totalBlockingTime(tasks, 0, 1000)).toBe(100);
  });
});

describe('layoutShift', () => {
  it('leaves out shifts right after input', () => {
    expect(layoutShift([{ startTime: 10, value: 0.3, hadRecentInput: true }])).toEqual({ total: 0, cls: 0 });
  });

  it('keeps the total of every shift and reports as CLS the worst window of shifts less than 1 s apart', () => {
    const shifts = [
      { startTime: 100, value: 0.02, hadRecentInput: false },
      { startTime: 600, value: 0.03, hadRecentInput: false }, // same window: 0.05
      { startTime: 2000, value: 0.04, hadRecentInput: false }, // a gap of 1.4 s starts a new window
    ];
    const summary = layoutShift(shifts);
    expect(summary.total).toBeCloseTo(0.09);
    expect(summary.cls).toBeCloseTo(0.05);
  });

  it('closes a window after 5 s even when the shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 900, value: 0.01, hadRecentInput: false }));
    // 0, 900, …, 4500 fall in the first window (6 shifts); 5400 starts the next one
    expect(layoutShift(shifts).cls).toBeCloseTo(0.06);
  });
});

describe('the first data request of a view', () => {
  const service = 'http://localhost:5291/portal';
  const at = (path: string, startTime: number, responseEnd = startTime + 100) => ({
    url: `http://localhost:5291${path}`,
    startTime,
    responseEnd,
  });

  it('names a service path only under the service base, without the query', () => {
    expect(servicePath('http://localhost:5291/portal/worklog?from=2026-01-01', service)).toBe('/worklog');
    expect(servicePath('http://localhost:5291/portalx/me', service)).toBeUndefined();
    expect(servicePath('http://localhost:5291/assets/app.js', service)).toBeUndefined();
    expect(servicePath('http://localhost:4121/portal/me', service)).toBeUndefined();
  });

  it('is the earliest service request that is neither /me nor the runtime configuration, even one asked before /me', () => {
    const requests = [
      at('/runtime-config.json', 10),
      at('/portal/me', 50, 400),
      at('/assets/worklog.js', 60),
      at('/portal/status', 500),
      at('/portal/worklog?from=2026-01-01&to=2026-01-31', 45),
    ];
    expect(meRequest(requests, service)?.responseEnd).toBe(400);
    expect(firstDataRequest(requests, service)?.url).toContain('/portal/worklog?');
  });

  it('is none when the view asked the service only who is signed in', () => {
    expect(firstDataRequest([at('/portal/me', 50)], service)).toBeUndefined();
  });
});
