/**
 * Minutes as the portal shows them, the same in every language: the work log's totals and its spreadsheet
 * export. Apart from the work log so that a journey can state what the page should show.
 */

/** `90` → `1 h 30 min`, `45` → `45 min`, `480` → `8 h`: hours and minutes, as the totals show them. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** `90` → `1,50`: decimal hours with a comma, rounded to hundredths, for spreadsheets in Finnish. */
export function decimalHours(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}
