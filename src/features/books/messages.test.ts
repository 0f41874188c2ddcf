import { describe, expect, it } from 'vitest';
import { DECLARATION_ANSWERS, MONTH_STATES, SOURCE_KINDS, STATEMENT_KINDS } from '../../api/schemas/books.ts';
import { differences } from '../../testing/same-shape.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

describe('every language of the books area says everything Finnish says', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences(fi, messages)).toEqual([]);
  });

  it('names every month state, statement kind, source kind and answer the contract knows', () => {
    expect(Object.keys(fi.home.states).sort()).toEqual([...MONTH_STATES].sort());
    expect(Object.keys(fi.statements.kinds)).toEqual([...STATEMENT_KINDS]);
    expect(Object.keys(fi.transactions.sources).sort()).toEqual([...SOURCE_KINDS].sort());
    expect(Object.keys(fi.questions.answers).sort()).toEqual([...DECLARATION_ANSWERS].sort());
  });

  it('names the statement lines the home and the journeys rely on', () => {
    for (const key of ['revenue', 'operating_profit', 'result_for_period', 'cash_and_bank', 'assets_total', 'equity_and_liabilities_total']) {
      expect(Object.keys(fi.statements.lines)).toContain(key);
    }
  });
});
