import type { ServiceClient } from '../../api/client.ts';
import { worklogListQuery as rangeQuery } from '../../api/queries/worklog.ts';
import type { DateRange } from './ranges.ts';
import { markAnswerParsed } from './perf-marks.ts';

/** A range's list, its parsed answer marked for the work log's timing (perf-marks.ts). */
export const worklogListQuery = (client: ServiceClient, customerId: string, range: DateRange) =>
  rangeQuery(client, customerId, range, markAnswerParsed);
