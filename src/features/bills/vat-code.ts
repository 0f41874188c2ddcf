import { vatRatesInForce } from './finnish-vat.ts';

/**
 * A bill line's VAT code in words. The spec gives `vat_code` as a string and no list of codes (§2.11); the
 * accounting system's codes read as a kind and a rate, `OSTO_25_5` a purchase at 25.5 %. A code of that shape
 * with a kind the portal knows is said as the kind, its rate and which of the rates in force on the bill's date
 * it is; any other code is shown as the service sent it (tolerant reading), and the code itself is kept for the
 * technical details.
 */
export const VAT_CODE_KINDS = ['OSTO', 'MYYNTI', 'VEROTON'] as const;
export type VatCodeKind = (typeof VAT_CODE_KINDS)[number];

/** Which of the rates in force a rate is: the general rate, a reduced one; none for zero or a rate not in force. */
export type VatRateMeaning = 'general' | 'reduced';

export interface VatCodeWords {
  kind: VatCodeKind;
  /** The rate the code names, in basis points; undefined for a code that names none (`VEROTON`). */
  rateBasisPoints: number | undefined;
  meaning: VatRateMeaning | undefined;
}

const KINDS: ReadonlySet<string> = new Set(VAT_CODE_KINDS);
const isKind = (value: string): value is VatCodeKind => KINDS.has(value);

/** `KIND`, `KIND_24`, `KIND_25_5`: the kind, the whole per cent and at most two decimals of it. */
const CODE = /^([A-Z]+)(?:_(\d{1,3})(?:_(\d{1,2}))?)?$/;

/** The code read as words, or null for a code the portal cannot read: that one is shown as it came. */
export function readVatCode(code: string, date: string): VatCodeWords | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const [, kind = '', whole, decimals] = match;
  if (!isKind(kind)) return null;
  if (whole === undefined) return { kind, rateBasisPoints: undefined, meaning: undefined };
  const rateBasisPoints = Number(whole) * 100 + (decimals === undefined ? 0 : Number(decimals.padEnd(2, '0')));
  if (rateBasisPoints > 10000) return null;
  return { kind, rateBasisPoints, meaning: meaningOf(rateBasisPoints, date) };
}

/** The rates in force are listed general first, then the reduced ones, then zero (finnish-vat.ts). */
function meaningOf(rateBasisPoints: number, date: string): VatRateMeaning | undefined {
  if (rateBasisPoints === 0) return undefined;
  const position = vatRatesInForce(date)?.indexOf(rateBasisPoints) ?? -1;
  if (position === 0) return 'general';
  if (position > 0) return 'reduced';
  return undefined;
}
