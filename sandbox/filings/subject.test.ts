import { describe, expect, it } from 'vitest';
import { filingLabel } from './subject.ts';

/** A filing's name as a thread's subject and title: in Finnish, its period as a person writes it. */
describe('filingLabel', () => {
  it.each([
    ['vat_return', '2026-10', 'ALV-ilmoitus 10/2026'],
    ['vat_return', '2026-Q3', 'ALV-ilmoitus 7–9/2026'],
    ['vat_return', '2026', 'ALV-ilmoitus 2026'],
    ['employer_contributions', '2026-01', 'Työnantajasuoritukset 1/2026'],
    ['incomes_register_report', '2026-11-20', 'Palkkatietoilmoitus 20.11.2026'],
    ['income_tax_return', '2025', 'Veroilmoitus 2025'],
    ['financial_statements', '2025', 'Tilinpäätös 2025'],
    ['something_new', '2026-10', 'something_new 10/2026'],
  ])('%s %s → %s', (kind, period, label) => {
    expect(filingLabel(kind, period)).toBe(label);
  });
});
