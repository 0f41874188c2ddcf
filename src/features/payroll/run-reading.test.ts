import { describe, expect, it } from 'vitest';
import { UnreadableItem } from '../../api/reading.ts';
import { compareWithPrevious, employeeCount, incomeGauge, kindsToCreate, previousRunOf, runNameOf, withholdingSplit, type ReadPayslip } from './run-reading.ts';

/** A payslip of `gross` with a card of `ceiling` (null: no card) and `before` earned since it took effect. */
function payslip(employeeId: string, gross: number, net: number, withholding: Partial<ReadPayslip['withholding']> = {}): ReadPayslip {
  return {
    employee_id: employeeId,
    contract_id: `ctr_${employeeId}`,
    name: `Person ${employeeId}`,
    lines: [{ kind: 'monthly_salary', description: 'Monthly salary', quantity: 1, unit_cents: gross, amount_cents: gross }],
    gross_cents: gross,
    withholding: {
      base_basis_points: 2200,
      additional_basis_points: 4000,
      income_ceiling_cents: 4_500_000,
      income_before_cents: 0,
      amount_cents: 0,
      base_part_cents: gross,
      additional_part_cents: 0,
      ...withholding,
    },
    employee_pension_cents: 0,
    employee_unemployment_cents: 0,
    net_cents: net,
    iban_masked: 'FI21 **** **** **07 85',
    employee_pension_basis_points: 730,
    employer_pension_cents: 0,
    employer_health_insurance_cents: 0,
    employer_unemployment_cents: 0,
  };
}

describe('a run is named by its kind and period (docs/decisions/0021)', () => {
  it('by kind and period once read, saying when it was replaced', () => {
    expect(runNameOf({ status: 'draft', payment_date: '2026-11-30' }, { kind: 'monthly', period: '2026-11', status: 'draft' })).toEqual({
      by: 'kind',
      kind: 'monthly',
      period: '2026-11',
      voided: false,
    });
    expect(runNameOf(null, { kind: 'hourly', period: '2026-12', status: 'voided' })).toEqual({ by: 'kind', kind: 'hourly', period: '2026-12', voided: true });
  });

  it('keeps a kind the portal does not know as it came', () => {
    expect(runNameOf(null, { kind: 'bonus', period: '2026-11', status: 'draft' })).toEqual({ by: 'unknownKind', kind: 'bonus', period: '2026-11', voided: false });
  });

  it('by its payday (and the listed status) while it is read or when it cannot be', () => {
    expect(runNameOf({ status: 'voided', payment_date: '2026-11-30' }, undefined)).toEqual({ by: 'payday', paymentDate: '2026-11-30', voided: true });
    expect(runNameOf({ status: 'voided' }, null)).toEqual({ by: 'payday', paymentDate: null, voided: true });
  });

  it('counts its employees by its payslips, an unreadable one included', () => {
    expect(employeeCount({ payslips: [payslip('a', 1, 1), new UnreadableItem({}, 'broken'), payslip('b', 1, 1)] })).toBe(3);
  });
});

describe('the withholding is explained as it splits at the income ceiling', () => {
  it('without a card: the no-card rate on all of the pay', () => {
    expect(withholdingSplit(payslip('a', 300_000, 0, { income_ceiling_cents: null, base_basis_points: 6000, amount_cents: 180_000 }).withholding)).toEqual({
      kind: 'noCard',
      rate: 6000,
      amount: 180_000,
    });
  });

  it('under the ceiling: the base rate on all of the pay', () => {
    expect(withholdingSplit(payslip('a', 385_000, 0, { amount_cents: 84_700 }).withholding)).toEqual({ kind: 'under', rate: 2200, amount: 84_700 });
  });

  it('crossing it within the run: the part up to the ceiling at the base rate, the rest at the additional rate', () => {
    // 44 000 € earned before, 3 850 € now, ceiling 45 000 €: 1 000 € at 22 %, 2 850 € at 40 %
    const split = withholdingSplit(
      payslip('a', 385_000, 0, { income_before_cents: 4_400_000, base_part_cents: 100_000, additional_part_cents: 285_000, amount_cents: 136_000 }).withholding,
    );
    expect(split).toEqual({ kind: 'crossed', basePart: 100_000, baseRate: 2200, additionalPart: 285_000, additionalRate: 4000, amount: 136_000 });
  });

  it('above it already: the additional rate on all of the pay', () => {
    const split = withholdingSplit(payslip('a', 385_000, 0, { income_before_cents: 5_000_000, base_part_cents: 0, additional_part_cents: 385_000, amount_cents: 154_000 }).withholding);
    expect(split).toEqual({ kind: 'above', rate: 4000, amount: 154_000 });
  });
});

describe('the income gauge sets income against the card’s ceiling', () => {
  it('counts this run into the income, and says what is left', () => {
    expect(incomeGauge(payslip('a', 385_000, 0, { income_before_cents: 3_850_000 }))).toEqual({
      ceiling: 4_500_000,
      before: 3_850_000,
      after: 4_235_000,
      value: 4_235_000,
      high: 4_050_000,
      left: 265_000,
      over: 0,
      percent: 94,
    });
  });

  it('caps the meter at the ceiling and says how far it is passed', () => {
    const gauge = incomeGauge(payslip('a', 385_000, 0, { income_before_cents: 4_400_000 }));
    expect(gauge).toMatchObject({ value: 4_500_000, after: 4_785_000, left: 0, over: 285_000, percent: 106 });
  });

  it('is none without a card', () => {
    expect(incomeGauge(payslip('a', 1, 1, { income_ceiling_cents: null }))).toBeNull();
  });
});

describe('the previous month’s run to compare with', () => {
  const run = (id: string, kind: string, status: string, payment_date = '2026-10-31') => ({ id, kind, status, payment_date });

  it('is of the same kind and never a voided one, a paid or approved run before a draft', () => {
    const runs = [run('voided', 'monthly', 'voided'), run('draft', 'monthly', 'draft'), run('approved', 'monthly', 'approved'), run('hourly', 'hourly', 'paid')];
    expect(previousRunOf(runs, 'monthly')?.id).toBe('approved');
    expect(previousRunOf(runs, 'hourly')?.id).toBe('hourly');
  });

  it('of two alike, the later payday; none when the month has no run of the kind', () => {
    expect(previousRunOf([run('early', 'monthly', 'draft', '2026-10-15'), run('late', 'monthly', 'draft', '2026-10-31')], 'monthly')?.id).toBe('late');
    expect(previousRunOf([run('voided', 'monthly', 'voided')], 'monthly')).toBeNull();
    expect(previousRunOf([], 'hourly')).toBeNull();
  });

  it('compares employee by employee: changed, the same, new and gone, unreadable payslips left out', () => {
    const now = { payslips: [payslip('a', 400_000, 300_000), payslip('b', 300_000, 230_000), payslip('c', 100_000, 80_000), new UnreadableItem({}, 'x')] };
    const then = { payslips: [payslip('a', 385_000, 290_000), payslip('b', 300_000, 230_000), payslip('d', 50_000, 40_000), new UnreadableItem({}, 'y')] };
    expect(compareWithPrevious(now, then)).toEqual([
      { kind: 'changed', employeeId: 'a', name: 'Person a', gross: 400_000, net: 300_000, previousGross: 385_000, previousNet: 290_000 },
      { kind: 'same', employeeId: 'b', name: 'Person b', gross: 300_000, net: 230_000, previousGross: 300_000, previousNet: 230_000 },
      { kind: 'new', employeeId: 'c', name: 'Person c', gross: 100_000, net: 80_000 },
      { kind: 'gone', employeeId: 'd', name: 'Person d', previousGross: 50_000, previousNet: 40_000 },
    ]);
  });
});

describe('kindsToCreate (docs/decisions/0018: the month’s draft run of a kind that has none)', () => {
  it('offers each kind an employee of the period is paid by and no draft, approved or paid run holds', () => {
    expect(kindsToCreate(['monthly', 'hourly'], [])).toEqual(['monthly', 'hourly']);
    expect(kindsToCreate(['monthly', 'hourly', 'monthly'], [{ status: 'approved', kind: 'monthly' }])).toEqual(['hourly']);
    expect(kindsToCreate(['monthly'], [{ status: 'paid', kind: 'monthly' }])).toEqual([]);
  });

  it('counts a voided or returned run as leaving the month without its run', () => {
    expect(kindsToCreate(['monthly'], [{ status: 'voided', kind: 'monthly' }, { status: 'returned', kind: 'monthly' }])).toEqual(['monthly']);
  });

  it('never offers a kind nobody of the period is paid by (the service would answer nobody_to_pay)', () => {
    expect(kindsToCreate(['hourly', null, undefined, 'permanent'], [])).toEqual(['hourly']);
  });

  it('counts a state it does not know as holding the month, and offers nothing while a run’s kind is unknown', () => {
    expect(kindsToCreate(['monthly'], [{ status: 'processing', kind: 'monthly' }])).toEqual([]);
    expect(kindsToCreate(['monthly', 'hourly'], [{ status: 'draft', kind: undefined }])).toBeNull();
    expect(kindsToCreate(['monthly'], [{ status: 'voided', kind: undefined }])).toEqual(['monthly']);
  });
});

describe('previousRunOf never compares with a returned run', () => {
  it('never compares with a returned run', () => {
    const returned = { id: 'r1', status: 'returned', kind: 'monthly', payment_date: '2026-10-31' };
    expect(previousRunOf([returned], 'monthly')).toBeNull();
  });
});
