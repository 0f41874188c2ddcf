/**
 * User Timing marks of the work log, read by `npm run bench` (scripts/bench): when a person chose a
 * range, and when a list had been rendered and laid out. They cost nothing when nobody reads them.
 */
export const WORKLOG_MARKS = {
  rangeSelected: 'worklog:range-selected',
  answerParsed: 'worklog:answer-parsed',
  listRendered: 'worklog:list-rendered',
} as const;

export function markRangeSelected(): void {
  performance.mark(WORKLOG_MARKS.rangeSelected);
}

/** The service's answer for a range has arrived and passed the contract's schema. */
export function markAnswerParsed(detail: { from: string; to: string; entries: number }): void {
  performance.mark(WORKLOG_MARKS.answerParsed, { detail });
}

/** After the frame that shows the list: the next task after the animation frame follows its layout and paint. */
export function markListRendered(detail: { from: string; to: string; entries: number }): void {
  requestAnimationFrame(() => {
    setTimeout(() => performance.mark(WORKLOG_MARKS.listRendered, { detail }), 0);
  });
}
