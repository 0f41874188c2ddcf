import { z } from '../zod.ts';
import { invalid, refineWith, valid, type ValidationResult } from './validation-result.ts';

/** The Finnish business ID, in a module of its own: the portal's first route needs it (GET /me) and nothing else here. */
// --- Business ID (Y-tunnus) ----------------------------------------------------------------------

export type BusinessIdReason = 'format' | 'checksum';

const businessIdShape = /^(\d{7})-(\d)$/;
const businessIdWeights = [7, 9, 10, 5, 8, 4, 2] as const;

/** The check digit of seven digits, or null when the weighted remainder is 1 and no check digit exists. */
export function businessIdCheckDigit(digits: string): number | null {
  let sum = 0;
  businessIdWeights.forEach((weight, index) => {
    sum += weight * Number(digits.charAt(index));
  });
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

/** Validates a Finnish business ID `NNNNNNN-C`; a number whose remainder is 1 is never issued. */
export function validateBusinessId(value: string): ValidationResult<BusinessIdReason> {
  const parts = businessIdShape.exec(value);
  if (!parts) return invalid('format');
  const [, digits = '', check = ''] = parts;
  if (businessIdCheckDigit(digits) !== Number(check)) return invalid('checksum');
  return valid;
}

export function isBusinessId(value: string): boolean {
  return validateBusinessId(value).ok;
}

export const BusinessId = z
  .string()
  .superRefine(
    refineWith(validateBusinessId, {
      format: 'Expected a Finnish business ID NNNNNNN-C',
      checksum: 'The check digit of the business ID does not match',
    }),
  )
  .meta({
    id: 'BusinessId',
    description:
      'Finnish business ID (Y-tunnus) `NNNNNNN-C`; check digit from weights 7, 9, 10, 5, 8, 4, 2 modulo 11 (remainder 0 → 0, remainder 1 → never issued, otherwise 11 − remainder).',
    pattern: '^\\d{7}-\\d$',
  });
