import { addDays } from '../../src/api/schemas/calendar.ts';
import { describe, expect, it } from 'vitest';
import { holidaysOf, isBankingDay, nextBankingDay, weekdayOf } from './banking-days.ts';
import {
  BUSINESS_TAX_RETURN_DATES,
  businessTaxReturnDueDate,
  employerContributionsDueDate,
  financialStatementsDueDate,
  financialYearOf,
  incomeTaxReturnDueDate,
  incomesRegisterDueDate,
  vatDueDate,
  type DueDate,
} from './due-dates.ts';

/**
 * The due-date rules over every period of 2025–2027. The expected dates are worked out by hand from the rule
 * and the calendar in the comments (vero.fi publishes the same dates; the sandbox cannot reach it): the rule's
 * day, its weekday, and where it moves when it is not a banking day (laki 150/1930 § 5: Saturdays, Sundays,
 * public holidays, Midsummer Eve and Christmas Eve).
 */

const when = (due: DueDate) => [due.due_date, due.rule.moved_from] as const;

describe('banking days from date-holidays (FI)', () => {
  it('closes banks on the public holidays, Midsummer Eve and Christmas Eve, but not on New Year’s Eve', () => {
    expect([...holidaysOf(2026)].sort()).toEqual([
      '2026-01-01', // New Year's Day
      '2026-01-06', // Epiphany
      '2026-04-03', // Good Friday
      '2026-04-05', // Easter Sunday
      '2026-04-06', // Easter Monday
      '2026-05-01', // May Day
      '2026-05-14', // Ascension Day
      '2026-05-24', // Whitsun
      '2026-06-19', // Midsummer Eve (a `bank` day in date-holidays)
      '2026-06-20', // Midsummer Day
      '2026-10-31', // All Saints' Day
      '2026-12-06', // Independence Day
      '2026-12-24', // Christmas Eve (a `bank` day in date-holidays)
      '2026-12-25', // Christmas Day
      '2026-12-26', // St Stephen's Day
    ]);
    expect(isBankingDay('2026-12-31')).toBe(true); // Thu, New Year's Eve: banks are open
    expect(isBankingDay('2025-12-31')).toBe(true); // Wed
    expect(isBankingDay('2027-12-31')).toBe(true); // Fri
  });

  it('reads weekdays on the calendar alone', () => {
    expect(weekdayOf('2026-12-12')).toBe(6); // Saturday
    expect(weekdayOf('2026-11-27')).toBe(5); // Friday
    expect(weekdayOf('2028-02-29')).toBe(2); // Tuesday
  });

  it('gives every day of 2025–2027 the next banking day: never earlier, a banking day, with nothing open between', () => {
    for (let day = '2025-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const next = nextBankingDay(day);
      expect(next >= day, day).toBe(true);
      expect(isBankingDay(next), day).toBe(true);
      for (let between = day; between < next; between = addDays(between, 1)) expect(isBankingDay(between), `${day}: ${between}`).toBe(false);
    }
  });
});

describe('VAT, a month: the 12th day of the second month after the period', () => {
  // [period, due date, the rule's day when it moved]
  const expected: [string, string, string | null][] = [
    ['2025-01', '2025-03-12', null], // Wed
    ['2025-02', '2025-04-14', '2025-04-12'], // 12 Apr is a Saturday → Mon
    ['2025-03', '2025-05-12', null], // Mon
    ['2025-04', '2025-06-12', null], // Thu
    ['2025-05', '2025-07-14', '2025-07-12'], // Sat → Mon
    ['2025-06', '2025-08-12', null], // Tue
    ['2025-07', '2025-09-12', null], // Fri
    ['2025-08', '2025-10-13', '2025-10-12'], // Sun → Mon
    ['2025-09', '2025-11-12', null], // Wed
    ['2025-10', '2025-12-12', null], // Fri
    ['2025-11', '2026-01-12', null], // Mon
    ['2025-12', '2026-02-12', null], // Thu
    ['2026-01', '2026-03-12', null], // Thu
    ['2026-02', '2026-04-13', '2026-04-12'], // Sun (a week after Easter) → Mon
    ['2026-03', '2026-05-12', null], // Tue
    ['2026-04', '2026-06-12', null], // Fri
    ['2026-05', '2026-07-13', '2026-07-12'], // Sun → Mon
    ['2026-06', '2026-08-12', null], // Wed
    ['2026-07', '2026-09-14', '2026-09-12'], // Sat → Mon
    ['2026-08', '2026-10-12', null], // Mon
    ['2026-09', '2026-11-12', null], // Thu
    ['2026-10', '2026-12-14', '2026-12-12'], // Sat → Mon (the seeded return awaiting review)
    ['2026-11', '2027-01-12', null], // Tue
    ['2026-12', '2027-02-12', null], // Fri
    ['2027-01', '2027-03-12', null], // Fri
    ['2027-02', '2027-04-12', null], // Mon
    ['2027-03', '2027-05-12', null], // Wed
    ['2027-04', '2027-06-14', '2027-06-12'], // Sat → Mon
    ['2027-05', '2027-07-12', null], // Mon
    ['2027-06', '2027-08-12', null], // Thu
    ['2027-07', '2027-09-13', '2027-09-12'], // Sun → Mon
    ['2027-08', '2027-10-12', null], // Tue
    ['2027-09', '2027-11-12', null], // Fri
    ['2027-10', '2027-12-13', '2027-12-12'], // Sun → Mon
    ['2027-11', '2028-01-12', null], // Wed
    ['2027-12', '2028-02-14', '2028-02-12'], // Sat → Mon
  ];
  it.each(expected)('%s is due %s', (period, due, movedFrom) => {
    expect(when(vatDueDate(period))).toEqual([due, movedFrom]);
  });

  it('cites its source and says in Finnish that the day moves', () => {
    const { rule } = vatDueDate('2026-10');
    expect(rule.source_url).toMatch(/^https:\/\/www\.vero\.fi\//);
    expect(rule.text).toContain('12. päivänä');
    expect(rule.text).toContain('seuraava pankkipäivä');
  });
});

describe('VAT, a quarter: the 12th day of the second month after the quarter', () => {
  const expected: [string, string, string | null][] = [
    ['2025-Q1', '2025-05-12', null], // Mon
    ['2025-Q2', '2025-08-12', null], // Tue
    ['2025-Q3', '2025-11-12', null], // Wed
    ['2025-Q4', '2026-02-12', null], // Thu
    ['2026-Q1', '2026-05-12', null], // Tue
    ['2026-Q2', '2026-08-12', null], // Wed
    ['2026-Q3', '2026-11-12', null], // Thu (Birch's, filed)
    ['2026-Q4', '2027-02-12', null], // Fri
    ['2027-Q1', '2027-05-12', null], // Wed
    ['2027-Q2', '2027-08-12', null], // Thu
    ['2027-Q3', '2027-11-12', null], // Fri
    ['2027-Q4', '2028-02-14', '2028-02-12'], // Sat → Mon
  ];
  it.each(expected)('%s is due %s', (period, due, movedFrom) => {
    expect(when(vatDueDate(period))).toEqual([due, movedFrom]);
  });
});

describe('VAT, a calendar year: the last day of the following February', () => {
  it.each([
    ['2025', '2026-03-02', '2026-02-28'], // 28 Feb 2026 is a Saturday → Mon 2 Mar
    ['2026', '2027-03-01', '2027-02-28'], // Sun → Mon
    ['2027', '2028-02-29', null], // a leap year: Tue 29 Feb
  ] as const)('%s is due %s', (period, due, movedFrom) => {
    expect(when(vatDueDate(period))).toEqual([due, movedFrom]);
  });
});

describe('employer contributions: the 12th of the month after the wages were paid', () => {
  const expected: [string, string, string | null][] = [
    ['2025-01', '2025-02-12', null],
    ['2025-02', '2025-03-12', null],
    ['2025-03', '2025-04-14', '2025-04-12'], // Sat
    ['2025-04', '2025-05-12', null],
    ['2025-05', '2025-06-12', null],
    ['2025-06', '2025-07-14', '2025-07-12'], // Sat
    ['2025-07', '2025-08-12', null],
    ['2025-08', '2025-09-12', null],
    ['2025-09', '2025-10-13', '2025-10-12'], // Sun
    ['2025-10', '2025-11-12', null],
    ['2025-11', '2025-12-12', null],
    ['2025-12', '2026-01-12', null],
    ['2026-01', '2026-02-12', null],
    ['2026-02', '2026-03-12', null],
    ['2026-03', '2026-04-13', '2026-04-12'], // Sun
    ['2026-04', '2026-05-12', null],
    ['2026-05', '2026-06-12', null],
    ['2026-06', '2026-07-13', '2026-07-12'], // Sun
    ['2026-07', '2026-08-12', null],
    ['2026-08', '2026-09-14', '2026-09-12'], // Sat
    ['2026-09', '2026-10-12', null],
    ['2026-10', '2026-11-12', null],
    ['2026-11', '2026-12-14', '2026-12-12'], // Sat
    ['2026-12', '2027-01-12', null],
    ['2027-01', '2027-02-12', null],
    ['2027-02', '2027-03-12', null],
    ['2027-03', '2027-04-12', null],
    ['2027-04', '2027-05-12', null],
    ['2027-05', '2027-06-14', '2027-06-12'], // Sat
    ['2027-06', '2027-07-12', null],
    ['2027-07', '2027-08-12', null],
    ['2027-08', '2027-09-13', '2027-09-12'], // Sun
    ['2027-09', '2027-10-12', null],
    ['2027-10', '2027-11-12', null],
    ['2027-11', '2027-12-13', '2027-12-12'], // Sun
    ['2027-12', '2028-01-12', null],
  ];
  it.each(expected)('%s is due %s', (period, due, movedFrom) => {
    expect(when(employerContributionsDueDate(period))).toEqual([due, movedFrom]);
  });
});

describe('an Incomes Register earnings payment report: the 5th calendar day after the payday', () => {
  it.each([
    ['2026-11-20', '2026-11-25', null], // Fri payday → Wed: no move (weekends count among the five days)
    ['2025-04-15', '2025-04-22', '2025-04-20'], // Easter Sunday 20 Apr, Easter Monday 21 Apr → Tue
    ['2026-03-29', '2026-04-07', '2026-04-03'], // Good Friday 3 Apr, Sat, Easter Sunday, Easter Monday 6 Apr → Tue
    ['2027-03-24', '2027-03-30', '2027-03-29'], // Easter Monday 29 Mar 2027 → Tue
    ['2026-04-26', '2026-05-04', '2026-05-01'], // May Day (Fri) → Mon
    ['2026-05-09', '2026-05-15', '2026-05-14'], // Ascension Day (Thu) → Fri
    ['2026-06-14', '2026-06-22', '2026-06-19'], // Midsummer Eve (Fri), Midsummer Day (Sat), Sun → Mon
    ['2025-06-15', '2025-06-23', '2025-06-20'], // Midsummer Eve 20 Jun 2025 → Mon
    ['2027-12-01', '2027-12-07', '2027-12-06'], // Independence Day (Mon) → Tue
    ['2025-12-01', '2025-12-08', '2025-12-06'], // Independence Day on a Saturday → Mon
    ['2025-12-19', '2025-12-29', '2025-12-24'], // Christmas Eve (Wed), Christmas, St Stephen's, Sat, Sun → Mon
    ['2026-12-19', '2026-12-28', '2026-12-24'], // Christmas Eve (Thu), Fri, Sat, Sun → Mon
    ['2025-12-26', '2025-12-31', null], // New Year's Eve is a banking day: no move
    ['2026-12-27', '2027-01-04', '2027-01-01'], // New Year's Day (Fri), Sat, Sun → Mon
    ['2027-01-01', '2027-01-07', '2027-01-06'], // Epiphany (Wed) → Thu
  ] as const)('payday %s is reported by %s', (payday, due, movedFrom) => {
    expect(when(incomesRegisterDueDate(payday))).toEqual([due, movedFrom]);
  });

  it('for every payday of 2025–2027: five days later, or the first banking day after that', () => {
    for (let payday = '2025-01-01'; payday <= '2027-12-31'; payday = addDays(payday, 1)) {
      const { due_date, rule } = incomesRegisterDueDate(payday);
      const ruleDay = addDays(payday, 5);
      expect(due_date, payday).toBe(nextBankingDay(ruleDay));
      expect(rule.moved_from, payday).toBe(due_date === ruleDay ? null : ruleDay);
      expect(rule.source_url).toMatch(/tulorekisteri/);
    }
  });
});

describe('the annual filings of a financial year ending 31 December', () => {
  it.each([
    [2025, '2026-04-30', null], // Thu
    [2026, '2027-04-30', null], // Fri
    [2027, '2028-05-02', '2028-04-30'], // Sun 30 Apr; Mon 1 May is May Day → Tue 2 May
  ] as const)('the income-tax return of %i: the last day of the fourth month, %s', (year, due, movedFrom) => {
    expect(when(incomeTaxReturnDueDate(financialYearOf(year, '12-31')))).toEqual([due, movedFrom]);
  });

  it.each([
    [2025, '2026-08-31', null], // Mon
    [2026, '2027-08-31', null], // Tue
    [2027, '2028-08-31', null], // Thu
  ] as const)('the financial statements of %i: with the Trade Register within eight months, %s', (year, due, movedFrom) => {
    expect(when(financialStatementsDueDate(financialYearOf(year, '12-31')))).toEqual([due, movedFrom]);
  });

  it('counts from another year end too: a year ending 30 June 2026', () => {
    expect(financialYearOf(2026, '06-30')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(when(incomeTaxReturnDueDate(financialYearOf(2026, '06-30')))).toEqual(['2026-11-02', '2026-10-31']); // Sat 31 Oct (All Saints' Day), Sun → Mon 2 Nov: never earlier
  });
});

describe('a sole trader’s business tax return (form 5): the Tax Administration’s date for the tax year (docs/decisions/0005-sole-trader-filing-dates.md)', () => {
  it.each([
    [2023, '2024-04-02'], // published (vero.fi, tax return of the self-employed)
    [2025, '2026-04-01'], // published (vero.fi, instructions for filing)
  ] as const)('the tax year %i is due on the published %s, with the page that says so', (year, due) => {
    const { due_date, rule } = businessTaxReturnDueDate(financialYearOf(year, '12-31'));
    expect([due_date, rule.moved_from]).toEqual([due, null]);
    expect(rule.source_url).toMatch(/^https:\/\/(www\.)?vero\.fi\//);
    expect(rule.text).toContain('lomake 5');
    expect(rule.text).not.toContain('arvioitu');
  });

  it.each([
    [2024, '2025-04-01', null], // Tue
    [2026, '2027-04-01', null], // Thu
    [2027, '2028-04-03', '2028-04-01'], // Sat → Mon
  ] as const)('a tax year without a published date, %i, is taken to be due on 1 April or the banking day after: %s', (year, due, movedFrom) => {
    const { due_date, rule } = businessTaxReturnDueDate(financialYearOf(year, '12-31'));
    expect([due_date, rule.moved_from]).toEqual([due, movedFrom]);
    expect(rule.text).toContain('arvioitu');
    expect(rule.text).toContain('seuraava pankkipäivä');
  });

  it('never estimates a day later than the Tax Administration published', () => {
    for (const [year, published] of Object.entries(BUSINESS_TAX_RETURN_DATES)) {
      const estimate = nextBankingDay(`${Number(year) + 1}-04-01`);
      expect(estimate <= published.due, year).toBe(true);
      expect(isBankingDay(published.due), year).toBe(true);
    }
  });
});
