import { createHash } from 'node:crypto';

/** What a made document says and how its bytes are named: the seed's files and the filings' PDFs write with these. */

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** fi-FI money without a formatter that could differ between Node builds: `1 234,56 €`. */
export function euros(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents < 0 ? '-' : ''}${whole},${String(Math.abs(cents) % 100).padStart(2, '0')} €`;
}

/** `2026-11-03` → `3.11.2026`. */
export function finnishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}
