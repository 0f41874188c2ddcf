import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  personalIdentityCodeBirthDate,
  personalIdentityCodeCheckCharacter,
  personalIdentityCodeCheckCharacters,
  personalIdentityCodeMessages,
  todayInFinland,
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

/** The day the tests call today, so that they mean the same whenever they run. */
const today = '2026-06-15';

const DAY_MS = 86_400_000;
const dayNumberOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** An identity code of `sign`'s century born on a day from `first` to `last` (both `YYYY-MM-DD`, within the century). */
const identityCodeBornBetween = (signs: readonly string[], first: (century: number) => string, last: (century: number) => string) =>
  fc
    .record({ sign: fc.constantFrom(...signs), individual: fc.integer({ min: 2, max: 999 }) })
    .chain(({ sign, individual }) => {
      const century = centuryBySign[sign] ?? 1900;
      return fc.integer({ min: dayNumberOf(first(century)), max: dayNumberOf(last(century)) }).map((day) => {
        const birth = isoOfDayNumber(day);
        const datePart = birth.slice(8, 10) + birth.slice(5, 7) + birth.slice(2, 4);
        const individualNumber = pad(individual, 3);
        return datePart + sign + individualNumber + personalIdentityCodeCheckCharacter(datePart, individualNumber);
      });
    });

const lastDayOfCentury = (century: number) => `${century + 99}-12-31`;

/** A valid code: every century sign, any real birth date of its century up to `today` (today included). */
const validPersonalIdentityCode = identityCodeBornBetween(
  Object.keys(centuryBySign),
  (century) => `${century}-01-01`,
  (century) => (lastDayOfCentury(century) < today ? lastDayOfCentury(century) : today),
);

/** A code whose digits agree but whose birth date is after `today`: the signs of the 2000s only. */
const futurePersonalIdentityCode = identityCodeBornBetween(
  Object.keys(centuryBySign).filter((sign) => centuryBySign[sign] === 2000),
  () => isoOfDayNumber(dayNumberOf(today) + 1),
  lastDayOfCentury,
);

describe('personal identity code (henkilötunnus)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['131052-308T', '010594Y9032', '010594Y9021', '020504A902E', '020594X903P', '030594W903B'])(
    'accepts the published example %s',
    (code) => {
      expect(validatePersonalIdentityCode(code, today)).toEqual({ ok: true });
    },
  );

  it('refuses 020505A902E by checksum: its check character is P (020504A902E is the published example)', () => {
    expect(validatePersonalIdentityCode('020505A902E', today)).toEqual({ ok: false, reason: 'checksum' });
    expect(validatePersonalIdentityCode('020505A902P', today)).toEqual({ ok: true });
  });

  it('accepts every century sign, including those issued since 2023', () => {
    expect(validatePersonalIdentityCode('010185+902F', today)).toEqual({ ok: true });
    // 13 October 1904 and 2004 alike: a past birth date in every century
    for (const sign of ['-', 'Y', 'X', 'W', 'V', 'U', 'A', 'B', 'C', 'D', 'E', 'F']) {
      expect(validatePersonalIdentityCode(`131004${sign}308D`, today), sign).toEqual({ ok: true });
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
    ['131052A308T', 'future'],
  ] as const)('refuses %s with reason %s', (code, reason) => {
    expect(validatePersonalIdentityCode(code, today)).toEqual({ ok: false, reason });
  });

  it('refuses a birth date after today, and accepts one of today', () => {
    expect(validatePersonalIdentityCode('160626A902Y', today)).toEqual({ ok: false, reason: 'future' });
    expect(validatePersonalIdentityCode('150626A902A', today)).toEqual({ ok: true });
    expect(validatePersonalIdentityCode('160626A902Y', '2026-06-16')).toEqual({ ok: true });
  });

  it('tells a mistyped digit by its check character before a birth date in the future', () => {
    // 131052-308T typed with A for -: the digits agree, the birth date is in 2052
    expect(validatePersonalIdentityCode('131052A308T', today)).toEqual({ ok: false, reason: 'future' });
    expect(validatePersonalIdentityCode('131052A308U', today)).toEqual({ ok: false, reason: 'checksum' });
  });

  it('counts today in Finland by default, whatever the zone of the machine', () => {
    expect(todayInFinland(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(todayInFinland(new Date('2026-06-14T20:59:00Z'))).toBe('2026-06-14');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 21:30 UTC on 14 June is 00:30 on 15 June in Helsinki (UTC+3): born on the 15th is born today
    vi.setSystemTime(new Date('2026-06-14T21:30:00Z'));
    expect(validatePersonalIdentityCode('150626A902A')).toEqual({ ok: true });
    expect(validatePersonalIdentityCode('160626A902Y')).toEqual({ ok: false, reason: 'future' });
    expect(PersonalIdentityCode.safeParse('150626A902A').success).toBe(true);
    expect(PersonalIdentityCode.safeParse('160626A902Y').error?.issues).toEqual([
      expect.objectContaining({ params: { reason: 'future' }, message: personalIdentityCodeMessages.future }),
    ]);
  });

  it('reads the birth date of a code, or none when its date part names no day', () => {
    expect(personalIdentityCodeBirthDate('131052-308T')).toBe('1952-10-13');
    expect(personalIdentityCodeBirthDate('131052A308T')).toBe('2052-10-13');
    expect(personalIdentityCodeBirthDate('010185+902F')).toBe('1885-01-01');
    expect(personalIdentityCodeBirthDate('290200-902D')).toBeNull();
    expect(personalIdentityCodeBirthDate('131052G308T')).toBeNull();
    expect(personalIdentityCodeBirthDate('1310')).toBeNull();
  });

  it('checks the date part against the century: 29 Feb 2000 is real, 29 Feb 1900 is not', () => {
    expect(validatePersonalIdentityCode('290200A902D', today)).toEqual({ ok: true });
    expect(validatePersonalIdentityCode('290200-902D', today)).toEqual({ ok: false, reason: 'date' });
  });

  it('accepts every code whose check character is computed from a real birth date up to today', () => {
    fc.assert(fc.property(validPersonalIdentityCode, (code) => validatePersonalIdentityCode(code, today).ok));
  });

  it('refuses every code whose digits agree but whose birth date is after today, by future', () => {
    fc.assert(
      fc.property(futurePersonalIdentityCode, (code) => {
        const result = validatePersonalIdentityCode(code, today);
        return !result.ok && result.reason === 'future';
      }),
    );
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
        (mutated) => !validatePersonalIdentityCode(mutated, today).ok,
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
          const result = validatePersonalIdentityCode(replaceAt(code, 10, replacement), today);
          return !result.ok && result.reason === 'checksum';
        },
      ),
    );
  });

  it('refuses a code with its century sign changed to a character that is no sign, by century_sign', () => {
    const notSigns = [...'GHIJKLMNOPQRSTZ*/ .abcdefy'];
    fc.assert(
      fc.property(validPersonalIdentityCode, fc.constantFrom(...notSigns), (code, replacement) => {
        const result = validatePersonalIdentityCode(replaceAt(code, 6, replacement), today);
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
