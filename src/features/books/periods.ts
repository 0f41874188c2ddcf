import { shiftPeriod } from '../../api/schemas/calendar.ts';
import { STATEMENT_PERIOD_PATTERN, type StatementKind } from '../../api/schemas/books.ts';

/** A statement's period (spec §1 Ranges): a calendar year, a quarter or a month. */
export type StatementPeriodParts =
  | { unit: 'year'; year: number }
  | { unit: 'quarter'; year: number; quarter: number }
  | { unit: 'month'; year: number; month: number };

/** `2026` / `2026-Q3` / `2026-11` read into its parts; undefined for anything else. */
export function statementPeriodParts(period: string): StatementPeriodParts | undefined {
  if (!STATEMENT_PERIOD_PATTERN.test(period)) return undefined;
  const year = Number(period.slice(0, 4));
  if (period.length === 4) return { unit: 'year', year };
  if (period[5] === 'Q') return { unit: 'quarter', year, quarter: Number(period.slice(6)) };
  return { unit: 'month', year, month: Number(period.slice(5, 7)) };
}

/**
 * What an owner expects to see first: the income statement of this year so far, the balance sheet at the end
 * of the last whole month (this month's end has not come yet).
 */
export function defaultStatementPeriod(kind: StatementKind, today: string): string {
  return kind === 'income_statement' ? today.slice(0, 4) : shiftPeriod(today.slice(0, 7), -1);
}

/** The periods offered for a statement, newest first, none beginning after today. */
export function statementPeriodChoices(today: string): { years: string[]; quarters: string[]; months: string[] } {
  const year = Number(today.slice(0, 4));
  const quarterNow = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const years = [year, year - 1, year - 2].map(String);
  const quarters: string[] = [];
  for (let quarter = quarterNow; quarter >= 1; quarter -= 1) quarters.push(`${year}-Q${quarter}`);
  for (let quarter = 4; quarter >= 1; quarter -= 1) quarters.push(`${year - 1}-Q${quarter}`);
  const months = Array.from({ length: 24 }, (_, back) => shiftPeriod(today.slice(0, 7), -back));
  return { years, quarters, months };
}

/** The months of this year up to and including `period` (`YYYY-MM`), and the same months of the year before. */
export function yearSoFar(period: string): { now: string[]; before: string[] } {
  const year = Number(period.slice(0, 4));
  const through = Number(period.slice(5, 7));
  const monthsOf = (of: number) => Array.from({ length: through }, (_, index) => `${of}-${String(index + 1).padStart(2, '0')}`);
  return { now: monthsOf(year), before: monthsOf(year - 1) };
}
