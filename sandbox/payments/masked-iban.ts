/** `FI21 1234 5600 0007 85` → `FI21 **** 0785`: country and check digits, and the last four characters. */
export function maskIban(iban: string | null): string | null {
  if (iban === null) return null;
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
