/** The day `days` after a `YYYY-MM-DD` date, counted on the calendar alone (no time zone moves it). */
export function daysAfter(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
