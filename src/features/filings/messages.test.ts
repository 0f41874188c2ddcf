import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_STATES, FILING_KINDS, FILING_STATES } from '../../api/schemas/filings.ts';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { KNOWN_RULES, knownRulesOf } from './rule-words.ts';

describe('every language of the filings area says everything Finnish says', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every filing kind and state and every authorization state the contract knows, and each state’s help', () => {
    expect(Object.keys(fi.kinds)).toEqual([...FILING_KINDS]);
    expect(Object.keys(fi.states)).toEqual([...FILING_STATES]);
    expect(Object.keys(fi.filing.stateHelp)).toEqual([...FILING_STATES]);
    expect(Object.keys(fi.authorizations.states)).toEqual([...AUTHORIZATION_STATES]);
  });
});

describe('the due-date rules the portal knows', () => {
  it('has words in every language for each, and in Finnish the very sentence the service writes', () => {
    expect(fi.rules).toEqual(KNOWN_RULES);
  });

  it('reads a rule text as its known sentences in order, whatever the spaces, and nothing it does not wholly know', () => {
    expect(knownRulesOf(`${KNOWN_RULES.vatQuarter}  ${KNOWN_RULES.movesToBankingDay}`)).toEqual(['vatQuarter', 'movesToBankingDay']);
    expect(knownRulesOf(`${KNOWN_RULES.businessTaxReturn} ${KNOWN_RULES.businessTaxReturnEstimate}\n${KNOWN_RULES.movesToBankingDay}`)).toEqual([
      'businessTaxReturn',
      'businessTaxReturnEstimate',
      'movesToBankingDay',
    ]);
    expect(knownRulesOf(KNOWN_RULES.businessTaxReturn)).toEqual(['businessTaxReturn']);
    expect(knownRulesOf(`${KNOWN_RULES.vatMonth} Lisäksi jotain muuta.`)).toBeNull();
    expect(knownRulesOf(`${KNOWN_RULES.vatMonth}x`)).toBeNull();
    expect(knownRulesOf('')).toBeNull();
  });
});
