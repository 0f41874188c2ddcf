import { z } from '../zod.ts';
import { isRealDate, todayInFinland } from './calendar.ts';
import { invalid, refineWith, valid, type ValidationResult } from './validation-result.ts';

/**
 * Finnish identifiers the payroll and company shapes carry. Each validator is pure and returns a reason
 * code on failure, so that a form can say what is wrong rather than only that something is.
 */

export type { ValidationResult } from './validation-result.ts';
export * from './business-id.ts';
export { todayInFinland } from './calendar.ts';

// --- Personal identity code (henkilötunnus) -------------------------------------------------------

export type PersonalIdentityCodeReason = 'format' | 'date' | 'century_sign' | 'checksum' | 'future';

/**
 * Century signs, including the ones issued since 2023 (Y, X, W, V, U for the 1900s; B–F for the 2000s).
 */
export const centuryBySign: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** The 31 check characters; G, I, O, Q and Z are left out because they read like digits or each other. */
export const personalIdentityCodeCheckCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

// The seventh character may be any non-digit here so that a wrong sign is reported as `century_sign`,
// not as `format`.
const personalIdentityCodeShape = /^(\d{2})(\d{2})(\d{2})([^0-9])(\d{3})([0-9A-Z])$/;

/** The check character of the nine digits `DDMMYY` + individual number. */
export function personalIdentityCodeCheckCharacter(dateDigits: string, individualNumber: string): string {
  const remainder = Number(dateDigits + individualNumber) % 31;
  return personalIdentityCodeCheckCharacters.charAt(remainder);
}

/** The birth date `YYYY-MM-DD` a code's date part and century sign name, or null when they name none. */
export function personalIdentityCodeBirthDate(value: string): string | null {
  const parts = personalIdentityCodeShape.exec(value);
  if (!parts) return null;
  const [, day = '', month = '', year = '', sign = ''] = parts;
  const century = centuryBySign[sign];
  if (century === undefined) return null;
  const fullYear = century + Number(year);
  return isRealDate(fullYear, Number(month), Number(day)) ? `${fullYear}-${month}-${day}` : null;
}

/**
 * Validates a henkilötunnus `DDMMYYCZZZQ`. Individual numbers 002–899 are issued to people and 900–999
 * are temporary codes; 000 and 001 are never issued, so they fail as `format`. No one is born after
 * `today` (`YYYY-MM-DD`, by default today in Finland): such a code fails as `future`. That is checked
 * after the check character, so that a mistyped digit is told as `checksum`, and a `future` code is
 * one whose digits agree: most likely a wrong century sign.
 */
export function validatePersonalIdentityCode(
  value: string,
  today: string = todayInFinland(),
): ValidationResult<PersonalIdentityCodeReason> {
  const parts = personalIdentityCodeShape.exec(value);
  if (!parts) return invalid('format');
  const [, day = '', month = '', year = '', sign = '', individualNumber = '', check = ''] = parts;
  if (Number(individualNumber) < 2) return invalid('format');
  if (centuryBySign[sign] === undefined) return invalid('century_sign');
  const birthDate = personalIdentityCodeBirthDate(value);
  if (birthDate === null) return invalid('date');
  if (personalIdentityCodeCheckCharacter(day + month + year, individualNumber) !== check) return invalid('checksum');
  if (birthDate > today) return invalid('future');
  return valid;
}

export function isPersonalIdentityCode(value: string, today: string = todayInFinland()): boolean {
  return validatePersonalIdentityCode(value, today).ok;
}

/** The contract's words for each reason, as the service's 400 says them after `tax_identifier: `. */
export const personalIdentityCodeMessages: Readonly<Record<PersonalIdentityCodeReason, string>> = {
  format: 'Expected a Finnish personal identity code DDMMYYCZZZQ',
  date: 'The date part of the personal identity code is not a real date',
  century_sign: 'Unknown century sign in the personal identity code',
  checksum: 'The check character of the personal identity code does not match',
  future: 'The birth date of the personal identity code is after today in Finland',
};

// Parsed against today in Finland at the moment of parsing: the sandbox and the form refuse the same codes.
export const PersonalIdentityCode = z
  .string()
  .superRefine(refineWith((value) => validatePersonalIdentityCode(value), personalIdentityCodeMessages))
  .meta({
    id: 'PersonalIdentityCode',
    description:
      'Finnish personal identity code (henkilötunnus) `DDMMYYCZZZQ`: century sign `+` (1800s), `-`, `Y`, `X`, `W`, `V`, `U` (1900s), `A`–`F` (2000s); the date part is a real date, not after today in Finland (a birth date); the check character is the nine digits modulo 31.',
    pattern: '^\\d{6}[-+A-FU-Y]\\d{3}[0-9A-FHJ-NPR-Y]$',
  });

// --- IBAN ----------------------------------------------------------------------------------------

export type IbanReason = 'format' | 'length' | 'checksum';

const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const finnishIbanShape = /^FI\d{16}$/;

/** ISO 7064 MOD 97-10 of an IBAN rearranged with its first four characters moved to the end. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    // Letters count as 10..35, which is two digits, so the running remainder is shifted by 100.
    if (code >= 65 && code <= 90) remainder = (remainder * 100 + (code - 55)) % 97;
    else remainder = (remainder * 10 + (code - 48)) % 97;
  }
  return remainder;
}

/** The two check digits that make `country` + `checkDigits` + `bban` pass MOD 97. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - ibanMod97(`${country}00${bban}`);
  return check.toString().padStart(2, '0');
}

/** Electronic format: the printed form's spaces removed and letters upper-cased. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Validates an IBAN in electronic format (no spaces). Any country passes the generic shape and MOD 97;
 * a Finnish IBAN must also be 18 characters, `FI` + two check digits + 14 digits.
 */
export function validateIban(value: string): ValidationResult<IbanReason> {
  if (!ibanShape.test(value)) return invalid('format');
  if (value.startsWith('FI') && !finnishIbanShape.test(value)) return invalid('length');
  if (ibanMod97(value) !== 1) return invalid('checksum');
  return valid;
}

export function isIban(value: string): boolean {
  return validateIban(value).ok;
}

/** The contract's words for each reason, as the service's 400 says them after `iban: `. */
export const ibanMessages: Readonly<Record<IbanReason, string>> = {
  format: 'Expected an IBAN in electronic format, for example FI2112345600000785',
  length: 'A Finnish IBAN is FI followed by 16 digits',
  checksum: 'The IBAN check digits do not match',
};

export const Iban = z
  .string()
  .superRefine(refineWith(validateIban, ibanMessages))
  .meta({
    id: 'Iban',
    description:
      'IBAN in electronic format (no spaces) with valid MOD 97 check digits; a Finnish IBAN is 18 characters, `FI` + 16 digits.',
    pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
  });

/**
 * Finnish bank codes (the first digits of the BBAN), after Finance Finland's table of Finnish monetary
 * institution codes. A documented subset: the banks a payroll IBAN is likely to belong to. Longest
 * prefix wins, so 405/497 (Aktia) and 47 (POP Pankit) beat the other 4-codes (Säästöpankit), and the
 * three-digit 7-codes stand alone because a bare 7 is no bank.
 */
export const finnishBankCodes: readonly { readonly prefix: string; readonly bank: string }[] = [
  { prefix: '1', bank: 'Nordea' },
  { prefix: '2', bank: 'Nordea' },
  { prefix: '31', bank: 'Handelsbanken' },
  { prefix: '33', bank: 'SEB' },
  { prefix: '34', bank: 'Danske Bank' },
  // 36 was Tapiola Pankki, merged into S-Pankki in 2013 (BIC SBANFIHH); the Sp banks use 715 and 4.
  { prefix: '36', bank: 'S-Pankki' },
  { prefix: '37', bank: 'DNB' },
  { prefix: '38', bank: 'Swedbank' },
  { prefix: '39', bank: 'S-Pankki' },
  { prefix: '4', bank: 'Säästöpankit' },
  { prefix: '405', bank: 'Aktia' },
  { prefix: '47', bank: 'POP Pankit' },
  { prefix: '497', bank: 'Aktia' },
  { prefix: '5', bank: 'OP' },
  { prefix: '6', bank: 'Ålandsbanken' },
  { prefix: '711', bank: 'Bank Norwegian' },
  { prefix: '713', bank: 'Citibank' },
  { prefix: '715', bank: 'Säästöpankki/Sp' },
  { prefix: '717', bank: 'Bigbank' },
  { prefix: '799', bank: 'Holvi' },
  { prefix: '8', bank: 'Danske Bank' },
];

/** The bank of a valid Finnish IBAN, or null for another country, an invalid IBAN or an unlisted code. */
export function finnishBankName(iban: string): string | null {
  if (!iban.startsWith('FI') || !isIban(iban)) return null;
  const bban = iban.slice(4);
  let best: { prefix: string; bank: string } | null = null;
  for (const entry of finnishBankCodes) {
    if (bban.startsWith(entry.prefix) && (best === null || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best?.bank ?? null;
}

// --- BIC -----------------------------------------------------------------------------------------

const bicPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function isBic(value: string): boolean {
  return bicPattern.test(value);
}

/** The contract's words for a BIC it refuses, as the service's 400 says them after `bic: `. */
export const bicMessage = 'Expected a BIC of 8 or 11 characters, for example NDEAFIHH';

export const Bic = z
  .string()
  .regex(bicPattern, { message: bicMessage })
  .meta({ id: 'Bic', description: 'BIC (SWIFT code): bank, country, location and an optional branch; 8 or 11 characters.' });
