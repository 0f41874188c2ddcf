import { addDays } from '../../../src/api/schemas/calendar.ts';

/** The day `days` after a `YYYY-MM-DD` date, counted on the calendar alone (no time zone moves it). */
export const daysAfter = addDays;
