import { describe, expect, it } from 'vitest';
import { differences } from '../../i18n/messages/same-shape.ts';
import { STATEMENT_KINDS } from '../../api/schemas/books.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

/** The books home's and statements' texts: every language says everything Finnish says, every known value named. */
describe('the texts of the books home and the statements', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ])('%s has the same keys and placeholders as fi, and no empty text', (_name, messages) => {
    expect(differences({ home: fi.home, statements: fi.statements }, { home: messages.home, statements: messages.statements })).toEqual([]);
  });

  it('names every month state and statement kind of the contract, and the statement lines the journeys rely on', () => {
    expect(Object.keys(fi.home.states).sort()).toEqual(['closed', 'in_progress', 'open']);
    expect(Object.keys(fi.statements.kinds)).toEqual([...STATEMENT_KINDS]);
    for (const key of ['revenue', 'operating_profit', 'result_for_period', 'cash_and_bank', 'assets_total', 'equity_and_liabilities_total']) {
      expect(Object.keys(fi.statements.lines)).toContain(key);
    }
  });
});
