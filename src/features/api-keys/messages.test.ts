import { describe, expect, it } from 'vitest';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

const apiKeysMessages = { fi, sv, en };

describe('the API-keys texts say in Swedish and English everything Finnish says', () => {
  it.each([
    ['sv', apiKeysMessages.sv],
    ['en', apiKeysMessages.en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_language, messages) => {
    expect(differences(apiKeysMessages.fi, messages)).toEqual([]);
  });
});

/**
 * What each scope may do, in the words of spec §5: a read key only GETs (rule 1), a write key also POSTs,
 * PATCHes and DELETEs where keys are allowed, as the operator role (rule 2), and no key ever reaches payroll
 * (reads included), company settings, granting access, invoice decisions or API-key management (rules 2, 3, 5).
 */
describe('the scope help says what spec §5 lets each key do and what no key reaches', () => {
  const never = {
    fi: ['palkanlaskentaa', 'ei edes lukea', 'yrityksen asetuksia', 'antaa käyttöoikeuksia', 'hyväksyä tai palauttaa laskuja', 'hallita API-avaimia'],
    sv: ['lönehanteringen', 'inte ens läsa', 'företagets inställningar', 'ge behörigheter', 'godkänna eller returnera fakturor', 'hantera API-nycklar'],
    en: ['payroll', 'not even to read', 'company settings', 'grant access', 'approve or return invoices', 'manage API keys'],
  } as const;
  const operator = { fi: 'operaattorin', sv: 'operatörens', en: 'operator role' } as const;
  const onlyRead = { fi: 'vain lukea', sv: 'bara läsa', en: 'only read' } as const;

  it.each(['fi', 'sv', 'en'] as const)('%s', (language) => {
    const { scopeReadHelp, scopeWriteHelp, scopeNever } = apiKeysMessages[language].create;
    expect(scopeReadHelp).toContain(onlyRead[language]);
    expect(scopeReadHelp).toMatch(/\bGET\b/);
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      expect(scopeReadHelp, 'a read key is refused every mutating method').toContain(method);
      expect(scopeWriteHelp, 'a write key may use every mutating method').toContain(method);
    }
    expect(scopeWriteHelp).toMatch(/\bGET\b/);
    expect(scopeWriteHelp).toContain(operator[language]);
    for (const place of never[language]) expect(scopeNever).toContain(place);
  });
});
