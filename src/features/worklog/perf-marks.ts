/**
 * User Timing marks of the work log, read by `npm run bench` (scripts/bench): when a person chose a
 * range, when its answer had been parsed, when the first part of a long list and when the whole list
 * had been rendered and painted. They cost next to nothing when nobody reads them.
 */
export const WORKLOG_MARKS = {
  rangeSelected: 'worklog:range-selected',
  answerParsed: 'worklog:answer-parsed',
  firstPartRendered: 'worklog:first-part-rendered',
  listRendered: 'worklog:list-rendered',
} as const;

export function markRangeSelected(): void {
  performance.mark(WORKLOG_MARKS.rangeSelected);
}

/** The service's answer for a range has arrived and passed the contract's schema. */
export function markAnswerParsed(detail: { from: string; to: string; entries: number }): void {
  performance.mark(WORKLOG_MARKS.answerParsed, { detail });
}

/** A long list's newest weeks are on screen; the rest follows part by part. */
export function markFirstPartRendered(detail: { from: string; to: string; entries: number }): void {
  afterPaint(() => performance.mark(WORKLOG_MARKS.firstPartRendered, { detail }));
}

/** After the frame that shows the list: the next task after the animation frame follows its layout and paint. */
export function markListRendered(detail: { from: string; to: string; entries: number }): void {
  afterPaint(() => performance.mark(WORKLOG_MARKS.listRendered, { detail }));
}

function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
