import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from './calendar.ts';
import {
  BusinessId,
  Iban,
  PersonalIdentityCode,
  businessIdCheckDigit,
  centuryBySign,
  finnishBankName,
  ibanCheckDigits,
  isBic,
  normalizeIban,
  personalIdentityCodeCheckCharacter,
  personalIdentityCodeCheckCharacters,
  validateBusinessId,
  validateIban,
  validatePersonalIdentityCode,
} from './finnish-identifiers.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));
const pad = (value: number, width: number) => value.toString().padStart(width, '0');

/** Replaces the character at `index` of `value`. */
function replaceAt(value: string, index: number, character: string): string {
  return value.slice(0, index) + character + value.slice(index + 1);
}

/** A different digit from the one given. */
const otherDigit = (current: string) =>
  fc.integer({ min: 1, max: 9 }).map((shift) => String((Number(current) + shift) % 10));

// --- Personal identity code ----------------------------------------------------------------------

const validPersonalIdentityCode = fc
  .record({
    sign: fc.constantFrom(...Object.keys(centuryBySign)),
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    individual: fc.integer({ min: 2, max: 999 }),
  })
  .chain(({ sign, year, month, individual }) => {
    const century = centuryBySign[sign] ?? 1900;
    return fc.integer({ min: 1, max: daysInMonth(century + year, month) }).map((day) => {
      const datePart = pad(day, 2) + pad(month, 2) + pad(year, 2);
      const individualNumber = pad(individual, 3);
      return datePart + sign + individualNumber + personalIdentityCodeCheckCharacter(datePart, individualNumber);
    });
  });

describe('personal identity code (henkilötunnus)', () => {
  it.each(['131052-308T', '010594Y9032', '010594Y9021', '020504A902E', '020594X903P', '030594W903B'])(
    'accepts the published example %s',
    (code) => {
      expect(validatePersonalIdentityCode(code)).toEqual({ ok: true });
    },
  );

  it('refuses 020505A902E by checksum: its check character is P (020504A902E is the published example)', () => {
    expect(validatePersonalIdentityCode('020505A902E')).toEqual({ ok: false, reason: 'checksum' });
    expect(validatePersonalIdentityCode('020505A902P')).toEqual({ ok: true });
  });

  it('accepts every century sign, including those issued since 2023', () => {
    expect(validatePersonalIdentityCode('010185+902F')).toEqual({ ok: true });
    for (const sign of ['-', 'Y', 'X', 'W', 'V', 'U', 'A', 'B', 'C', 'D', 'E', 'F']) {
      expect(validatePersonalIdentityCode(`131052${sign}308T`), sign).toEqual({ ok: true });
    }
  });

  it.each([
    ['131052-308U', 'checksum'],
    ['131052G308T', 'century_sign'],
    ['131052a308T', 'century_sign'],
    ['310252-308T', 'date'],
    ['290200-902D', 'date'],
    ['131052-308t', 'format'],
    ['131052-308', 'format'],
    [' 131052-308T', 'format'],
    ['131052-000T', 'format'],
    ['131052-001T', 'format'],
  ] as const)('refuses %s with reason %s', (code, reason) => {
    expect(validatePersonalIdentityCode(code)).toEqual({ ok: false, reason });
  });

  it('checks the date part against the century: 29 Feb 2000 is real, 29 Feb 1900 is not', () => {
    expect(validatePersonalIdentityCode('290200A902D')).toEqual({ ok: true });
    expect(validatePersonalIdentityCode('290200-902D')).toEqual({ ok: false, reason: 'date' });
  });

  it('accepts every code whose check character is computed from a real date', () => {
    fc.assert(fc.property(validPersonalIdentityCode, (code) => validatePersonalIdentityCode(code).ok));
  });

  it('refuses a code with one digit changed', () => {
    const digitPositions = [0, 1, 2, 3, 4, 5, 7, 8, 9];
    fc.assert(
      fc.property(
        validPersonalIdentityCode.chain((code) =>
          fc.constantFrom(...digitPositions).chain((index) =>
            otherDigit(code.charAt(index)).map((replacement) => replaceAt(code, index, replacement)),
          ),
        ),
        (mutated) => !validatePersonalIdentityCode(mutated).ok,
      ),
    );
  });

  it('refuses a code with its check character changed, by checksum', () => {
    fc.assert(
      fc.property(
        validPersonalIdentityCode,
        fc.constantFrom(...personalIdentityCodeCheckCharacters),
        (code, replacement) => {
          fc.pre(replacement !== code.charAt(10));
          const result = validatePersonalIdentityCode(replaceAt(code, 10, replacement));
          return !result.ok && result.reason === 'checksum';
        },
      ),
    );
  });

  it('refuses a code with its century sign changed to a character that is no sign, by century_sign', () => {
    const notSigns = [...'GHIJKLMNOPQRSTZ*/ .abcdefy'];
    fc.assert(
      fc.property(validPersonalIdentityCode, fc.constantFrom(...notSigns), (code, replacement) => {
        const result = validatePersonalIdentityCode(replaceAt(code, 6, replacement));
        return !result.ok && result.reason === 'century_sign';
      }),
    );
  });

  it('zod schema reports the reason code in params so a form can explain the failure', () => {
    const result = PersonalIdentityCode.safeParse('131052-308U');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', params: { reason: 'checksum' } })]);
    expect(PersonalIdentityCode.parse('131052-308T')).toBe('131052-308T');
  });
});

// --- IBAN ----------------------------------------------------------------------------------------

const finnishBban = digits(14);
const validFinnishIban = finnishBban.map((bban) => `FI${ibanCheckDigits('FI', bban)}${bban}`);

describe('IBAN', () => {
  it.each(['FI2112345600000785', 'DE89370400440532013000', 'GB82WEST12345698765432'])(
    'accepts the valid IBAN %s (MOD 97 = 1)',
    (iban) => {
      expect(validateIban(iban)).toEqual({ ok: true });
    },
  );

  it.each([
    ['FI2112345600000786', 'checksum'],
    ['FI211234560000078', 'length'],
    ['FI21123456000007851', 'length'],
    ['FI21 1234 5600 0007 85', 'format'],
    ['fi2112345600000785', 'format'],
    ['FI21', 'format'],
  ] as const)('refuses %s with reason %s', (iban, reason) => {
    expect(validateIban(iban)).toEqual({ ok: false, reason });
  });

  it('normalizes the printed form to the electronic form', () => {
    expect(normalizeIban(' fi21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
  });

  it('accepts every Finnish IBAN whose check digits are computed by MOD 97', () => {
    fc.assert(fc.property(validFinnishIban, (iban) => validateIban(iban).ok && iban.length === 18));
  });

  it('refuses a Finnish IBAN with one digit changed', () => {
    fc.assert(
      fc.property(
        validFinnishIban.chain((iban) =>
          fc.integer({ min: 2, max: 17 }).chain((index) =>
            otherDigit(iban.charAt(index)).map((replacement) => replaceAt(iban, index, replacement)),
          ),
        ),
        (mutated) => !validateIban(mutated).ok,
      ),
    );
  });

  it('zod schema reports the reason code in params', () => {
    const result = Iban.safeParse('FI2112345600000786');
    expect(result.error?.issues).toEqual([expect.objectContaining({ params: { reason: 'checksum' } })]);
  });
});

describe('bank of a Finnish IBAN', () => {
  const ibanWithBban = (bban: string) => `FI${ibanCheckDigits('FI', bban)}${bban}`;

  it('names Nordea for FI2112345600000785', () => {
    expect(finnishBankName('FI2112345600000785')).toBe('Nordea');
  });

  it.each([
    ['20000000000000', 'Nordea'],
    ['31000000000000', 'Handelsbanken'],
    ['33000000000000', 'SEB'],
    ['34000000000000', 'Danske Bank'],
    ['36000000000000', 'S-Pankki'],
    ['37000000000000', 'DNB'],
    ['38000000000000', 'Swedbank'],
    ['39000000000000', 'S-Pankki'],
    ['40500000000000', 'Aktia'],
    ['49700000000000', 'Aktia'],
    ['47000000000000', 'POP Pankit'],
    ['42000000000000', 'Säästöpankit'],
    ['50000000000000', 'OP'],
    ['60000000000000', 'Ålandsbanken'],
    ['71100000000000', 'Bank Norwegian'],
    ['71300000000000', 'Citibank'],
    ['71500000000000', 'Säästöpankki/Sp'],
    ['71700000000000', 'Bigbank'],
    ['79900000000000', 'Holvi'],
    ['80000000000000', 'Danske Bank'],
  ])('uses the longest matching bank code: BBAN %s is %s', (bban, bank) => {
    expect(finnishBankName(ibanWithBban(bban))).toBe(bank);
  });

  it('names no bank for an unlisted code, an invalid IBAN or another country', () => {
    expect(finnishBankName(ibanWithBban('30000000000000'))).toBeNull();
    expect(finnishBankName(ibanWithBban('70000000000000'))).toBeNull();
    expect(finnishBankName('FI2112345600000786')).toBeNull();
    expect(finnishBankName('DE89370400440532013000')).toBeNull();
  });
});

// --- BIC -----------------------------------------------------------------------------------------

describe('BIC', () => {
  it.each(['NDEAFIHH', 'OKOYFIHH', 'HELSFIHH', 'NDEAFIHHXXX', 'BIGKFIH1'])('accepts the 8- or 11-character BIC %s', (bic) => {
    expect(isBic(bic)).toBe(true);
  });

  it.each(['NDEAFIH', 'NDEAFIHHX', 'NDEAFIHHXX', 'NDEAFIHHXXXX', 'ndeafihh', '1DEAFIHH', 'NDEA1IHH'])(
    'refuses %s',
    (bic) => {
      expect(isBic(bic)).toBe(false);
    },
  );
});

// --- Business ID ---------------------------------------------------------------------------------

const sevenDigits = digits(7);
const validBusinessId = sevenDigits
  .map((value) => ({ value, check: businessIdCheckDigit(value) }))
  .filter(({ check }) => check !== null)
  .map(({ value, check }) => `${value}-${check}`);

describe('business ID (Y-tunnus)', () => {
  it.each(['1234567-1', '2345678-0', '0737546-2'])('accepts the valid business ID %s', (id) => {
    expect(validateBusinessId(id)).toEqual({ ok: true });
  });

  it.each([
    ['1234567-2', 'checksum'],
    ['123456-1', 'format'],
    ['12345678-1', 'format'],
    ['1234567 1', 'format'],
    ['1234567-', 'format'],
  ] as const)('refuses %s with reason %s', (id, reason) => {
    expect(validateBusinessId(id)).toEqual({ ok: false, reason });
  });

  it('refuses every check digit when the weighted remainder is 1, as such numbers are never issued', () => {
    fc.assert(
      fc.property(
        sevenDigits.filter((value) => businessIdCheckDigit(value) === null),
        digit,
        (value, check) => {
          const result = validateBusinessId(`${value}-${check}`);
          return !result.ok && result.reason === 'checksum';
        },
      ),
    );
  });

  it('accepts every business ID whose check digit is computed from the weights', () => {
    fc.assert(fc.property(validBusinessId, (id) => validateBusinessId(id).ok));
  });

  it('refuses a business ID with one digit changed', () => {
    const digitPositions = [0, 1, 2, 3, 4, 5, 6, 8];
    fc.assert(
      fc.property(
        validBusinessId.chain((id) =>
          fc.constantFrom(...digitPositions).chain((index) =>
            otherDigit(id.charAt(index)).map((replacement) => replaceAt(id, index, replacement)),
          ),
        ),
        (mutated) => !validateBusinessId(mutated).ok,
      ),
    );
  });

  it('zod schema reports the reason code in params', () => {
    expect(BusinessId.safeParse('1234567-2').error?.issues).toEqual([
      expect.objectContaining({ params: { reason: 'checksum' } }),
    ]);
  });
});
