// @vitest-environment jsdom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UnreadableItem } from '../../api/reading.ts';
import { startI18n } from '../../i18n/i18n.ts';
import { PAYROLL_NAMESPACE } from './messages.ts';
import { PayslipView } from './payslip-view.tsx';
import type { ReadPayslip } from './run-reading.ts';

/**
 * A payslip as the person reads it: the withholding split said in words where the card's ceiling is crossed,
 * and the income against the ceiling as a meter whose text says the same figures.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await startI18n('fi');
  await i18next.loadNamespaces(PAYROLL_NAMESPACE);
  await i18next.loadLanguages(['en']);
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  act(() => root.unmount());
  container.remove();
  await act(async () => {
    await i18next.changeLanguage('fi');
  });
});

/** Aino: 44 000 € earned before, 3 850 € now, ceiling 45 000 €: 1 000 € at 22 %, 2 850 € at 40 %. */
const crossing: ReadPayslip = {
  employee_id: 'emp_aino',
  contract_id: 'ctr_aino',
  name: 'Aino Laakso',
  lines: [
    { kind: 'monthly_salary', description: 'Monthly salary 2026-11', quantity: 1, unit_cents: 385_000, amount_cents: 385_000 },
    new UnreadableItem({ kind: 'bonus' }, 'amount_cents: expected number'),
  ],
  gross_cents: 385_000,
  withholding: {
    base_basis_points: 2200,
    additional_basis_points: 4000,
    income_ceiling_cents: 4_500_000,
    income_before_cents: 4_400_000,
    amount_cents: 136_000,
    base_part_cents: 100_000,
    additional_part_cents: 285_000,
  },
  employee_pension_cents: 28_105,
  employee_unemployment_cents: 3_427,
  net_cents: 217_468,
  iban_masked: 'FI21 **** 0785',
  employee_pension_basis_points: 730,
  employer_pension_cents: 65_835,
  // 385 000 × 1.91 % = 7 353.5 → 7 354 (halves up)
  employer_health_insurance_cents: 7_354,
  employer_unemployment_cents: 1_194,
};

async function show(payslip: ReadPayslip) {
  await act(async () => {
    root.render(<PayslipView payslip={payslip} idBase="test" />);
  });
}

const text = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ') ?? '';

describe('a payslip', () => {
  it('explains the withholding split at the ceiling, and shows the income against it as a described meter', async () => {
    await show(crossing);
    expect(text(container.querySelector('[data-withholding="crossed"]'))).toBe(
      '1 000,00 € pidätetään 22 % tulorajaan asti ja 2 850,00 € sen ylittävältä osalta 40 %: yhteensä 1 360,00 €.',
    );
    const meter = container.querySelector('meter');
    expect(meter?.getAttribute('max')).toBe('4500000');
    expect(meter?.getAttribute('value')).toBe('4500000');
    expect(meter?.getAttribute('aria-label')).toBe('Tulot verokortin tulorajaan asti: Aino Laakso');
    const description = document.getElementById(meter?.getAttribute('aria-describedby') ?? '');
    expect(text(description)).toBe('Tulot tämän ajon jälkeen 47 850,00 €: tuloraja 45 000,00 € ylittyy 2 850,00 €.');
    // the line it could read is shown in words, the one it could not stands apart; the service's English only in the details
    expect(container.querySelector('tbody th')?.textContent).toBe('Kuukausipalkka');
    expect(container.querySelectorAll('[data-unreadable-item]')).toHaveLength(1);
    expect([...container.querySelectorAll('details')].at(-1)?.textContent).toContain('Palvelun selite: Monthly salary 2026-11');
    expect(text(container)).toContain('Tili FI21 **** 0785');
  });

  it('says it in English too, and says the way under the ceiling and without a card', async () => {
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    await show(crossing);
    expect(text(container.querySelector('[data-withholding]'))).toBe('€1,000.00 at 22% up to the income ceiling, €2,850.00 above it at 40%: €1,360.00 in total.');

    await show({ ...crossing, withholding: { ...crossing.withholding, income_before_cents: 0, base_part_cents: 385_000, additional_part_cents: 0, amount_cents: 84_700 } });
    expect(text(container.querySelector('[data-withholding="under"]'))).toBe('The base rate 22% is withheld from all of the pay: €847.00.');
    expect(text(container.querySelector('meter + p'))).toBe('Income after this run €3,850.00 of the income ceiling €45,000.00 (8%); €41,150.00 left until the ceiling.');

    await show({ ...crossing, iban_masked: null, withholding: { ...crossing.withholding, income_ceiling_cents: null, base_basis_points: 6000, amount_cents: 231_000 } });
    expect(text(container.querySelector('[data-withholding="noCard"]'))).toBe('There is no tax card, so 60% is withheld from all of the pay: €2,310.00.');
    expect(container.querySelector('meter')).toBeNull();
    expect(text(container)).toContain('No tax card, so there is no income ceiling.');
    expect(text(container)).toContain('No account number');
  });
});
